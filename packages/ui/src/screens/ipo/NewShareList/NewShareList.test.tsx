import { selectNewShareList } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { newStocks, STORY_NOW } from '../parts/ipoFixtures';
import { storyLabels } from '../parts/storyI18n';
import { NewShareList } from './NewShareList';

describe('NewShareList', () => {
  it('should show the shares of each state under its tab and switch tabs', async () => {
    const tabs: string[] = [];
    const screen = await render(
      <TsumikiProvider>
        <NewShareList
          status="ready"
          labels={storyLabels('ipo', 'en')}
          view={selectNewShareList(newStocks, 'en', STORY_NOW)}
          onTabChange={(t) => tabs.push(t)}
        />
      </TsumikiProvider>,
    );
    await expect.element(screen.getByRole('heading', { level: 1, name: 'New shares (IPO)' })).toBeVisible();
    await expect
      .element(screen.getByRole('tab', { name: 'Subscribing (2)' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect
      .element(screen.getByRole('link', { name: /QPS研究所/ }))
      .toHaveAttribute('href', '/home/newShareInfo?id=1');
    await screen.getByRole('tab', { name: 'Upcoming (1)' }).click();
    expect(tabs).toEqual(['waiting']);
  });

  it('should show the error with a retry', async () => {
    let retried = 0;
    const screen = await render(
      <TsumikiProvider>
        <NewShareList status="error" labels={storyLabels('ipo', 'ja')} onRetry={() => (retried += 1)} />
      </TsumikiProvider>,
    );
    await screen.getByRole('button', { name: '再試行' }).click();
    expect(retried).toBe(1);
  });
});
