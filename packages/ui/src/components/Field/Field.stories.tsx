import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldFrame } from './Field';
import * as styles from './Field.css';

const meta = {
  title: 'Components/Field',
  component: FieldFrame,
  args: {
    label: '口座番号',
    hint: '10桁の携帯電話番号',
    children: (control) => <input {...control} className={styles.input} defaultValue="" />,
  },
} satisfies Meta<typeof FieldFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {};
export const WithError: Story = { args: { error: '10桁の携帯電話番号を入力してください' } };

// The same story in the other themes and languages, so axe checks every theme (not only the default).
export const DarkChinese: Story = {
  ...WithError,
  play: undefined,
  globals: { theme: 'dark', locale: 'zh-CN', priceConvention: 'green-up' },
};

export const MurasakiEnglish: Story = {
  ...WithError,
  play: undefined,
  globals: { theme: 'murasaki', locale: 'en', priceConvention: 'red-up' },
};
