import { selectBlockApplications } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { storyLabels } from '../../ipo/parts/storyI18n';
import { blockApplications } from '../blockFixtures';
import { BlockApplications } from './BlockApplications';

describe('BlockApplications', () => {
  it('should show each application with its review state, newest first', async () => {
    const screen = await render(
      <TsumikiProvider>
        <BlockApplications
          status="ready"
          labels={storyLabels('block', 'en')}
          applications={selectBlockApplications(blockApplications, 'en')}
        />
      </TsumikiProvider>,
    );
    const headings = screen.getByRole('heading', { level: 2 }).all();
    expect(headings.map((h) => h.element().textContent)).toEqual([
      'ソニーグループ 6758',
      'トヨタ自動車 7203',
      'トヨタ自動車 7203',
    ]);
    for (const state of ['Pending review', 'Approved', 'Rejected'])
      await expect.element(screen.getByText(state, { exact: true })).toBeVisible();
  });

  it('should offer the list when there is nothing yet', async () => {
    const screen = await render(
      <TsumikiProvider>
        <BlockApplications status="ready" labels={storyLabels('block', 'en')} applications={[]} />
      </TsumikiProvider>,
    );
    await expect
      .element(screen.getByRole('link', { name: 'Block trades' }))
      .toHaveAttribute('href', '/home/large');
  });
});
