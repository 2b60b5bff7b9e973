import type { Meta, StoryObj } from '@storybook/react-vite';
import { languageChoices } from '@tsumiki/sdk';
import { fn } from 'storybook/test';
import { storyLabels } from '../storyLabels';
import { ChangeLanguageScreen } from './ChangeLanguageScreen';

const pick = (current: string, code: string) =>
  languageChoices(['ja', 'zh-CN', 'en'], current).find((c) => c.code === code);

const meta = {
  title: 'Screens/Account/ChangeLanguageScreen',
  component: ChangeLanguageScreen,
  args: { labels: storyLabels({}, 'account'), choice: pick('ja', 'en'), onConfirm: fn() },
  render: (args, { globals }) => (
    <ChangeLanguageScreen
      {...args}
      labels={storyLabels(globals, 'account')}
      {...(args.choice ? { choice: pick(String(globals.locale ?? 'ja'), args.choice.code) } : {})}
    />
  ),
} satisfies Meta<typeof ChangeLanguageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = { globals: { locale: 'ja' } };
export const Chinese: Story = { globals: { locale: 'zh-CN' }, args: { choice: pick('zh-CN', 'ja') } };
export const English: Story = { globals: { locale: 'en' }, args: { choice: pick('en', 'zh-CN') } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
export const AlreadyCurrent: Story = { args: { choice: pick('ja', 'ja') } };
export const Unknown: Story = { args: { choice: undefined } };
export const Switching: Story = { args: { switching: true } };
