import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import type { UserPanelProps } from './UserPanel';
import { UserPanel } from './UserPanel';
import type { UserPanelEntry, UserPanelLinkEntry } from './userPanelEntries';
import { assetSummaryKeys, userPanelEntries } from './userPanelEntries';

const labels = Object.fromEntries(userPanelEntries.map((id) => [id, `label-${id}`])) as Record<
  UserPanelEntry,
  string
>;
const hrefs = Object.fromEntries(
  userPanelEntries.filter((id) => id !== 'logout').map((id) => [id, `#/${id}`]),
) as Record<UserPanelLinkEntry, string>;
const assets = Object.fromEntries(
  assetSummaryKeys.map((k) => [k, { label: `asset-${k}`, value: `value-${k}` }]),
) as UserPanelProps['assets'];

describe('UserPanel', () => {
  it('should list every entry of spec section 2 and every asset row', async () => {
    let loggedOut = 0;
    const screen = await render(
      <TsumikiProvider>
        <UserPanel
          open
          account="0901234567"
          labels={labels}
          hrefs={hrefs}
          assets={{ ...assets, unrealisedPnl: { label: 'pnl', value: '100', direction: 'down' } }}
          onLogout={() => {
            loggedOut += 1;
          }}
        />
      </TsumikiProvider>,
    );
    const panel = screen.getByRole('dialog', { name: '0901234567' });
    await expect.element(panel).toBeVisible();
    for (const id of userPanelEntries) {
      if (id === 'logout') continue;
      await expect
        .element(panel.getByRole('link', { name: `label-${id}` }))
        .toHaveAttribute('href', `#/${id}`);
    }
    for (const k of assetSummaryKeys.filter((k) => k !== 'unrealisedPnl')) {
      await expect.element(panel.getByText(`value-${k}`)).toBeInTheDocument();
    }
    await expect.element(panel.getByText('\u2212100')).toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'label-logout' }));
    expect(loggedOut).toBe(1);
  });
});
