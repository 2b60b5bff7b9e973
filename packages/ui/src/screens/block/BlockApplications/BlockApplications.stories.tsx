import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectBlockApplications } from '@tsumiki/sdk';
import { expect, screen } from 'storybook/test';
import { storyLabels, storyLanguage } from '../../ipo/parts/storyI18n';
import { blockApplications } from '../blockFixtures';
import { BlockApplications } from './BlockApplications';

const meta = {
  title: 'Screens/Block/BlockApplications',
  component: BlockApplications,
  parameters: { bleed: true },
  args: { status: 'ready', labels: storyLabels('block', 'ja') },
  render: (args, { globals }) => {
    const language = storyLanguage(globals);
    return (
      <BlockApplications
        {...args}
        labels={storyLabels('block', language)}
        {...(args.status === 'ready' && !args.applications
          ? { applications: selectBlockApplications(blockApplications, language) }
          : {})}
      />
    );
  },
} satisfies Meta<typeof BlockApplications>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = {
  play: async () => {
    for (const state of ['審査中', '承認済', '却下'])
      await expect(await screen.findByText(state)).toBeVisible();
  },
};
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
export const Loading: Story = { args: { status: 'loading' } };
export const Empty: Story = { args: { applications: [] } };
export const ErrorState: Story = { args: { status: 'error', errorText: 'ネットワークエラー' } };
