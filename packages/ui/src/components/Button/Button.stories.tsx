import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { pickText } from '../private/storyLocale';
import { Button } from './Button';
import { buttonSizes, buttonVariants } from './buttonVariants';

const text = {
  ja: { buy: '買う', sell: '売る', confirm: '確認', label: (v: string) => v },
  'zh-CN': { buy: '买入', sell: '卖出', confirm: '确认', label: (v: string) => v },
  en: { buy: 'Buy', sell: 'Sell', confirm: 'Confirm', label: (v: string) => v },
};

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: '買う', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '買う' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Loading: Story = { args: { loading: true } };

export const Grid: Story = {
  render: (_args, { globals }) => {
    const t = pickText(globals, text);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        {buttonVariants.map((variant) => (
          <div key={variant} style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
            {buttonSizes.map((size) => (
              <Button key={size} variant={variant} size={size}>
                {t.buy}
              </Button>
            ))}
            <Button variant={variant} disabled>
              {t.sell}
            </Button>
          </div>
        ))}
        <Button fullWidth size="lg">
          {t.confirm}
        </Button>
        <Button fullWidth variant="secondary" href="#/trade">
          {t.sell}
        </Button>
      </div>
    );
  },
};

// The same story in the other themes and languages, so axe checks every theme (not only the default).
export const DarkChinese: Story = {
  ...Grid,
  play: undefined,
  globals: { theme: 'dark', locale: 'zh-CN', priceConvention: 'green-up' },
};

export const MurasakiEnglish: Story = {
  ...Grid,
  play: undefined,
  globals: { theme: 'murasaki', locale: 'en', priceConvention: 'red-up' },
};
