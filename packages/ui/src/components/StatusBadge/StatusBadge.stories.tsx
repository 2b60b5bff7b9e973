import type { Meta, StoryObj } from '@storybook/react-vite';
import { pickText } from '../private/storyLocale';
import { StatusBadge } from './StatusBadge';
import type { StatusState } from './statusTones';
import { statusStates, tones } from './statusTones';

// A few translated state names; the rest of the grid shows the state key itself.
const text: Record<'ja' | 'zh-CN' | 'en', Partial<Record<StatusState, string>>> = {
  ja: {
    'verification.reviewing': '審査中',
    'verification.verified': '認証済み',
    'application.rejected': '却下',
    'subscription.won': '当選',
    'position.holding': '保有中',
  },
  'zh-CN': {
    'verification.reviewing': '审核中',
    'verification.verified': '已认证',
    'application.rejected': '已驳回',
    'subscription.won': '已中签',
    'position.holding': '持仓中',
  },
  en: {
    'verification.reviewing': 'Under review',
    'verification.verified': 'Verified',
    'application.rejected': 'Rejected',
    'subscription.won': 'Won',
    'position.holding': 'Holding',
  },
};

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { state: 'verification.reviewing', label: '審査中' },
  argTypes: {
    state: { control: 'select', options: statusStates },
    tone: { control: 'select', options: tones },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {tones.map((tone) => (
        <StatusBadge key={tone} tone={tone} label={tone} />
      ))}
    </div>
  ),
};

export const EveryState: Story = {
  render: (_args, { globals }) => {
    const t = pickText(globals, text);
    return (
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {statusStates.map((state) => (
          <StatusBadge key={state} state={state} label={t[state] ?? state} />
        ))}
      </div>
    );
  },
};

// The same story in the other themes and languages, so axe checks every theme (not only the default).
export const DarkChinese: Story = {
  ...EveryState,
  play: undefined,
  globals: { theme: 'dark', locale: 'zh-CN', priceConvention: 'green-up' },
};

export const MurasakiEnglish: Story = {
  ...EveryState,
  play: undefined,
  globals: { theme: 'murasaki', locale: 'en', priceConvention: 'red-up' },
};
