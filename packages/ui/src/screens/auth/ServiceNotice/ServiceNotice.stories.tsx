import type { Meta, StoryObj } from '@storybook/react-vite';
import { translateMessage } from '@tsumiki/sdk';
import { expect } from 'storybook/test';
import { storyI18n, storyLabels } from '../../positions/storyKit';
import { ServiceNotice } from './ServiceNotice';

const meta = {
  title: 'Screens/Auth/ServiceNotice',
  component: ServiceNotice,
  args: {
    title: '',
    message: '',
    linkLabel: '',
    unavailableText: '',
    serviceUrl: 'https://support.example.jp/chat',
  },
  // Every text comes from the SDK in the toolbar language; the args only decide whether a link exists.
  render: ({ serviceUrl }, { globals }) => {
    const labels = storyLabels(globals, 'auth');
    return (
      <ServiceNotice
        title={labels.blockedTitle}
        message={translateMessage(storyI18n(globals), 'account.frozen')}
        {...(serviceUrl ? { serviceUrl } : {})}
        linkLabel={labels.contactService}
        unavailableText={labels.serviceUnavailable}
      />
    );
  },
} satisfies Meta<typeof ServiceNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('このアカウントは凍結されています');
    const link = canvas.getByRole('link', { name: 'カスタマーサービスに問い合わせる' });
    await expect(link).toHaveAttribute('href', 'https://support.example.jp/chat');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki', locale: 'ja' } };

/** No customer-service link configured: the notice says so instead of showing a dead link. */
export const NoServiceLink: Story = {
  args: { serviceUrl: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText(/連絡先が設定されていません/)).toBeVisible();
  },
};
