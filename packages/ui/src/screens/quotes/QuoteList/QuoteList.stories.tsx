import type { Meta, StoryObj } from '@storybook/react-vite';
import { quoteRowView } from '@tsumiki/sdk';
import { expect, screen } from 'storybook/test';
import { otherQuotes, storyLabels, storyLanguage, storyWalk, tokyoQuotes } from '../storyData';
import { QuoteList } from './QuoteList';
import { QuoteSparkline } from './QuoteSparkline';

const quotes = [...tokyoQuotes, ...otherQuotes];

/** A row's sparkline as the app draws it: the quote's own `spark`, else a day's walk in its direction. */
const sparkline: NonNullable<Parameters<typeof QuoteList>[0]['renderSparkline']> = (row) => (
  <QuoteSparkline
    values={
      row.spark?.values ??
      storyWalk(100, row.direction === 'down' ? -0.15 : row.direction === 'up' ? 0.15 : 0)
    }
    baseline={row.spark?.baseline ?? 100}
    label={`${row.name} ${row.changeRateSigned}`}
  />
);

const meta = {
  title: 'Screens/Quotes/QuoteList',
  component: QuoteList,
  args: { rows: [], directionLabels: { up: '上昇', down: '下落', flat: '変わらず' } },
  render: (args, { globals }) => {
    const language = storyLanguage(globals);
    const labels = storyLabels('quotes', language);
    const rows = args.rows.length > 0 ? args.rows : quotes.map((quote) => quoteRowView(quote, language));
    return (
      <QuoteList
        {...args}
        rows={rows}
        heading={args.heading ?? labels.results}
        directionLabels={{ up: labels.up, down: labels.down, flat: labels.flat }}
      />
    );
  },
} satisfies Meta<typeof QuoteList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = {
  args: { renderSparkline: sparkline },
  play: async () => {
    // Every row links to its stock's detail page.
    const links = await screen.findAllByRole('link');
    await expect(links).toHaveLength(quotes.length);
    await expect(links[0]).toHaveAttribute('href', expect.stringContaining('/quotes/info?code='));
  },
};
export const Chinese: Story = { args: { renderSparkline: sparkline }, globals: { locale: 'zh-CN' } };
export const English: Story = { args: { renderSparkline: sparkline }, globals: { locale: 'en' } };
export const Murasaki: Story = { args: { renderSparkline: sparkline }, globals: { theme: 'murasaki' } };
export const WithoutSparklines: Story = {};
/** Sparklines whose prices have not arrived yet show a placeholder of the same size. */
export const SparklinesLoading: Story = {
  args: {
    renderSparkline: (row) => <QuoteSparkline values={[]} baseline={0} label={row.name} />,
  },
};
/** The second line can say something else than the code, e.g. the turnover on a ranking. */
export const CustomDescription: Story = {
  args: { describe: (row) => row.amount },
};
