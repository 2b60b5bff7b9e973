import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectSearchView } from '@tsumiki/sdk';
import { expect, fn, screen } from 'storybook/test';
import { QuoteSparkline } from '../QuoteList/QuoteSparkline';
import { otherQuotes, storyLabels, storyLanguage, storyWalk, tokyoQuotes } from '../storyData';
import { SearchScreen } from './SearchScreen';

const meta = {
  title: 'Screens/Quotes/Search',
  component: SearchScreen,
  args: {
    labels: storyLabels('quotes'),
    keyword: 'トヨ',
    onKeywordChange: fn(),
    onCommit: fn(),
    onClearRecent: fn(),
    results: null,
    recent: ['7203', 'ソニー', 'AAPL', '茅台'],
  },
  render: (args, { globals }) => {
    const language = storyLanguage(globals);
    const results = args.results && selectSearchView([...tokyoQuotes, ...otherQuotes], language);
    return <SearchScreen {...args} labels={storyLabels('quotes', language)} results={results} />;
  },
} satisfies Meta<typeof SearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = {
  args: { results: [] },
  play: async () => {
    await expect(await screen.findByRole('link', { name: /トヨタ自動車/ })).toHaveAttribute(
      'href',
      '/quotes/info?code=7203&type=jpy',
    );
  },
};
export const Chinese: Story = { args: { results: [] }, globals: { locale: 'zh-CN' } };
export const English: Story = { args: { results: [] }, globals: { locale: 'en' } };
export const Murasaki: Story = { args: { results: [] }, globals: { theme: 'murasaki' } };
export const WithSparklines: Story = {
  args: {
    results: [],
    renderSparkline: (row) => (
      <QuoteSparkline
        values={storyWalk(100, row.direction === 'down' ? -0.2 : 0.2)}
        baseline={100}
        label={`${row.name} ${row.changeRateSigned}`}
      />
    ),
  },
};
export const RecentSearches: Story = { args: { keyword: '' } };
export const NoHistory: Story = { args: { keyword: '', recent: [] } };
export const Loading: Story = { args: { loading: true } };
export const NoResults: Story = {
  args: { keyword: 'ZZZZ' },
  render: (args) => <SearchScreen {...args} results={[]} />,
};
export const Failed: Story = { args: { error: '読み込みに失敗しました', onRetry: fn() } };
