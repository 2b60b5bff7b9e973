import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DateRange, FundRecordType } from '@tsumiki/sdk';
import { defaultRecordRange, recentRange, selectFundRecords } from '@tsumiki/sdk';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { storyLabels, storyLanguage } from '../../positions/storyKit';
import { recordFixtures, STORY_NOW } from '../parts/fixtures';
import { ALL_TYPES, FundRecordsScreen } from './FundRecordsScreen';

type Mode = 'data' | 'loading' | 'empty' | 'error';

function Story({ globals, mode }: { globals: { locale?: unknown }; mode: Mode }) {
  const language = storyLanguage(globals);
  const labels = storyLabels(globals, 'funds');
  const [type, setType] = useState<FundRecordType | typeof ALL_TYPES>(ALL_TYPES);
  const [range, setRange] = useState<DateRange>(() => defaultRecordRange(STORY_NOW));
  const records =
    mode === 'empty'
      ? []
      : selectFundRecords(
          recordFixtures.filter((r) => type === ALL_TYPES || r.type === type),
          language,
          labels,
        );
  return (
    <FundRecordsScreen
      labels={labels}
      type={type}
      onTypeChange={setType}
      range={range}
      onRangeChange={setRange}
      presets={[
        { label: 'lastMonth', range: recentRange(STORY_NOW, 1) },
        { label: 'lastThreeMonths', range: recentRange(STORY_NOW, 3) },
        { label: 'lastSixMonths', range: recentRange(STORY_NOW, 6) },
      ]}
      today={range.to}
      {...(mode === 'loading' || mode === 'error' ? {} : { records })}
      {...(mode === 'error' ? { error: labels.errorTitle, onRetry: fn() } : {})}
      hasMore={mode === 'data'}
      onLoadMore={fn()}
      onExport={fn()}
    />
  );
}

const meta = {
  title: 'Screens/Funds/FundRecordsScreen',
  component: Story,
  parameters: { bleed: true },
  args: { globals: {}, mode: 'data' },
  render: (args, { globals }) => <Story {...args} globals={globals} />,
} satisfies Meta<typeof Story>;

export default meta;
type S = StoryObj<typeof meta>;

export const Japanese: S = { globals: { locale: 'ja' } };
export const Chinese: S = { globals: { locale: 'zh-CN' } };
export const English: S = { globals: { locale: 'en' } };
export const Murasaki: S = { globals: { theme: 'murasaki' } };
export const Loading: S = { args: { mode: 'loading' } };
export const Empty: S = { args: { mode: 'empty' } };
export const LoadError: S = { args: { mode: 'error' } };
/** The filters opened (they start closed, so the records are the first screen). */
export const FiltersOpen: S = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByText('絞り込み'));
  },
};
