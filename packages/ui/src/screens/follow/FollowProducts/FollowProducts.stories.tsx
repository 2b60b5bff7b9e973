import type { Meta, StoryObj } from '@storybook/react-vite';
import { groupFollowProductsByOriginator, selectFollowProducts } from '@tsumiki/sdk';
import { expect, screen } from 'storybook/test';
import { STORY_NOW } from '../../ipo/parts/ipoFixtures';
import { storyLabels, storyLanguage } from '../../ipo/parts/storyI18n';
import { followProducts } from '../followFixtures';
import { FollowProducts } from './FollowProducts';

const meta = {
  title: 'Screens/Follow/FollowProducts',
  component: FollowProducts,
  parameters: { bleed: true },
  args: { status: 'ready', labels: storyLabels('follow', 'ja') },
  render: (args, { globals, parameters }) => {
    const language = storyLanguage(globals);
    const rows = selectFollowProducts(followProducts, { language, now: STORY_NOW });
    const groups = parameters.grouped
      ? groupFollowProductsByOriginator(rows)
      : [{ originator: null, products: rows }];
    return (
      <FollowProducts
        {...args}
        labels={storyLabels('follow', language)}
        {...(args.status === 'ready' && !args.groups ? { groups } : {})}
      />
    );
  },
} satisfies Meta<typeof FollowProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = {
  play: async () => {
    await expect(await screen.findByRole('link', { name: /日本株モメンタム/ })).toHaveAttribute(
      'href',
      '/home/qcList?id=3',
    );
    await expect(screen.getByRole('link', { name: /米国グロース/ })).toHaveTextContent('受付終了');
  },
};
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
export const ByOriginator: Story = { parameters: { grouped: true } };
export const Loading: Story = { args: { status: 'loading' } };
export const Empty: Story = { args: { groups: [] } };
export const ErrorState: Story = { args: { status: 'error', errorText: 'ネットワークエラー' } };
