import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { pickText } from '../private/storyLocale';
import type { LotsStepperProps } from './LotsStepper';
import { LotsStepper } from './LotsStepper';

const text = {
  ja: {
    lots: '数量',
    unit: 'ロット',
    dec: '減らす',
    inc: '増やす',
    hint: '1ロット = 100株',
    err: '最大数量を超えています',
  },
  'zh-CN': { lots: '数量', unit: '手', dec: '减少', inc: '增加', hint: '1手 = 100股', err: '超过最大数量' },
  en: {
    lots: 'Quantity',
    unit: 'lots',
    dec: 'Decrease',
    inc: 'Increase',
    hint: '1 lot = 100 shares',
    err: 'Above the maximum quantity',
  },
};

function Controlled(props: Omit<LotsStepperProps, 'value' | 'onValueChange'> & { initial?: number }) {
  const { initial = 1, ...rest } = props;
  const [value, setValue] = useState(initial);
  return <LotsStepper {...rest} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Components/LotsStepper',
  component: LotsStepper,
  args: {
    label: text.ja.lots,
    unit: text.ja.unit,
    decrementLabel: text.ja.dec,
    incrementLabel: text.ja.inc,
    value: 1,
    onValueChange: () => {},
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof LotsStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stepping: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: text.ja.inc }));
    await userEvent.click(canvas.getByRole('button', { name: text.ja.inc }));
    await expect(canvas.getByRole('spinbutton', { name: text.ja.lots })).toHaveValue('3');
  },
};

export const Grid: Story = {
  render: (_args, { globals }) => {
    const t = pickText(globals, text);
    const common = { label: t.lots, unit: t.unit, decrementLabel: t.dec, incrementLabel: t.inc };
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <Controlled {...common} hint={t.hint} />
        <Controlled {...common} initial={12} max={10} error={t.err} />
        <Controlled {...common} initial={5} disabled />
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
