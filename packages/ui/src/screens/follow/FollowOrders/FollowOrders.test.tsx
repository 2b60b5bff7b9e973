import { selectFollowOrders } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { STORY_NOW } from '../../ipo/parts/ipoFixtures';
import { storyLabels } from '../../ipo/parts/storyI18n';
import { followOrders } from '../followFixtures';
import { FollowOrders } from './FollowOrders';

describe('FollowOrders', () => {
  it('should show profits with their sign, the lock state and the unlock date', async () => {
    const screen = await render(
      <TsumikiProvider>
        <FollowOrders
          status="ready"
          labels={storyLabels('follow', 'en')}
          orders={selectFollowOrders(followOrders, { language: 'en', now: STORY_NOW })}
        />
      </TsumikiProvider>,
    );
    const first = screen.getByRole('article').first();
    await expect.element(first).toHaveTextContent('Locked until Nov 27, 2026');
    await expect.element(first).toHaveTextContent('+¥1,250.50');
    await expect.element(screen.getByRole('article').nth(1)).toHaveTextContent('\u2212¥1,500.25');
    await expect.element(screen.getByRole('article').nth(1)).toHaveTextContent('Following');
    await expect.element(screen.getByRole('article').nth(2)).toHaveTextContent('Ended');
  });
});
