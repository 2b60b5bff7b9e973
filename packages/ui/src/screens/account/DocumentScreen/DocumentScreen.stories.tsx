import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLabels } from '../storyLabels';
import { DocumentScreen } from './DocumentScreen';

const meta = {
  title: 'Screens/Account/DocumentScreen',
  component: DocumentScreen,
  args: { labels: storyLabels({}, 'account'), kind: 'protocol', brandName: 'Tsumiki証券' },
  render: (args, { globals }) => <DocumentScreen {...args} labels={storyLabels(globals, 'account')} />,
} satisfies Meta<typeof DocumentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = { globals: { locale: 'ja' } };
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' }, args: { brandName: 'むらさき証券' } };
export const About: Story = { args: { kind: 'about' } };
export const Privacy: Story = { args: { kind: 'privacy' } };
