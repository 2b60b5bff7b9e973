import type { Meta, StoryObj } from '@storybook/react-vite';
import { verificationBadge } from '@tsumiki/sdk';
import { expect, screen } from 'storybook/test';
import { storyLabels } from './storyLabels';
import { VerificationStatusBadge } from './verificationBadge';

/** The server's verification statuses in order: not verified, under review, verified, failed. */
const STATUSES = [0, 1, 2, 3] as const;

const meta = {
  title: 'Screens/Account/VerificationStatusBadge',
  component: VerificationStatusBadge,
  args: { badge: verificationBadge(0), labels: storyLabels({}, 'account') },
  render: (_args, { globals }) => {
    const labels = storyLabels(globals, 'account');
    return (
      <ul style={{ display: 'flex', flexDirection: 'column', gap: 12, listStyle: 'none', padding: 16 }}>
        {STATUSES.map((status) => (
          <li key={status}>
            <VerificationStatusBadge badge={verificationBadge(status)} labels={labels} />
          </li>
        ))}
      </ul>
    );
  },
} satisfies Meta<typeof VerificationStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = {
  play: async () => {
    // Each state is named in words, never by colour alone.
    const labels = storyLabels({}, 'account');
    for (const status of STATUSES) {
      await expect(await screen.findByText(labels[verificationBadge(status).label])).toBeVisible();
    }
  },
};
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
