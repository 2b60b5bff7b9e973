import type { Meta, StoryObj } from '@storybook/react-vite';
import { languageChoices } from '@tsumiki/sdk';
import { storyLabels } from '../storyLabels';
import { LanguageScreen } from './LanguageScreen';

const meta = {
  title: 'Screens/Account/LanguageScreen',
  component: LanguageScreen,
  args: { labels: storyLabels({}, 'account'), choices: languageChoices(['ja', 'zh-CN', 'en'], 'ja') },
  render: (args, { globals }) => (
    <LanguageScreen
      {...args}
      labels={storyLabels(globals, 'account')}
      choices={languageChoices(['ja', 'zh-CN', 'en'], String(globals.locale ?? 'ja'))}
    />
  ),
} satisfies Meta<typeof LanguageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = { globals: { locale: 'ja' } };
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
