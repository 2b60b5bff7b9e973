import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectHomeView } from '@tsumiki/sdk';
import { expect, fn, screen } from 'storybook/test';
import { QuoteSparkline } from '../../quotes/QuoteList/QuoteSparkline';
import { storyLabels, storyLanguage, storyWalk } from '../../quotes/storyData';
import { storyHomeView } from '../homeStoryData';
import { HomeScreen } from './HomeScreen';

const meta = {
  title: 'Screens/Home/Home',
  component: HomeScreen,
  args: {
    labels: storyLabels('home'),
    markets: ['jpy', 'usd', 'cny'],
    market: 'jpy',
    onMarketChange: fn(),
    view: storyHomeView('ja'),
    renderSparkline: (row) => (
      <QuoteSparkline
        values={storyWalk(100, row.direction === 'down' ? -0.15 : 0.15)}
        baseline={100}
        label={`${row.name} ${row.changeRateSigned}`}
      />
    ),
  },
  render: (args, { globals }) => {
    const language = storyLanguage(globals);
    const view = args.view.indices === null ? args.view : storyHomeView(language);
    return (
      <HomeScreen
        {...args}
        labels={storyLabels('home', language)}
        view={{ ...view, shortcuts: args.view.shortcuts }}
      />
    );
  },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('radio', { name: '米国株' }));
    await expect(args.onMarketChange).toHaveBeenCalledWith('usd');
    await expect(screen.getByRole('link', { name: /新規公開株/ })).toHaveAttribute('href', '/home/newShare');
  },
};
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
export const FeaturesOff: Story = {
  args: { view: { ...storyHomeView('ja'), shortcuts: [] }, markets: ['jpy'] },
};
export const Loading: Story = {
  args: {
    view: selectHomeView({
      indices: undefined,
      popular: undefined,
      rankings: {},
      news: undefined,
      features: {},
      language: 'ja',
    }),
  },
};
/** Loading a market of two indices: two card placeholders, the room the cards will take. */
export const LoadingTwoIndices: Story = {
  args: { ...Loading.args, placeholderRows: { indices: 2 } },
};
export const Empty: Story = {
  args: {
    view: selectHomeView({
      indices: [],
      popular: [],
      rankings: { gainers: [], losers: [], volume: [], turnover: [] },
      news: [],
      features: {},
      language: 'ja',
    }),
  },
  render: (args) => <HomeScreen {...args} />,
};
export const Failed: Story = {
  args: { error: '読み込みに失敗しました', onRetry: fn() },
  render: (args) => (
    <HomeScreen
      {...args}
      view={selectHomeView({
        indices: [],
        popular: [],
        rankings: {},
        news: [],
        features: {},
        language: 'ja',
      })}
    />
  ),
};
