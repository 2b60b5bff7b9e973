import { groupFollowProductsByOriginator, selectFollowProducts } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { STORY_NOW } from '../../ipo/parts/ipoFixtures';
import { storyLabels } from '../../ipo/parts/storyI18n';
import { followProducts } from '../followFixtures';
import { FollowProducts } from './FollowProducts';

describe('FollowProducts', () => {
  const rows = selectFollowProducts(followProducts, { language: 'en', now: STORY_NOW });
  const cases: [string, { grouped: boolean; want: { title: string; sections: string[] } }][] = [
    ['one list', { grouped: false, want: { title: 'Copy trading', sections: [] } }],
    [
      'by originator',
      { grouped: true, want: { title: 'By originator', sections: ['Chen Wei', '佐藤 花子', '山田 太郎'] } },
    ],
  ];
  it.each(cases)('%s', async (_, { grouped, want }) => {
    const screen = await render(
      <TsumikiProvider>
        <FollowProducts
          status="ready"
          labels={storyLabels('follow', 'en')}
          groups={grouped ? groupFollowProductsByOriginator(rows) : [{ originator: null, products: rows }]}
        />
      </TsumikiProvider>,
    );
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent(want.title);
    for (const name of want.sections)
      await expect.element(screen.getByRole('region', { name })).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: /日本株モメンタム/ }))
      .toHaveTextContent('Lock-up 7 days');
    await expect.element(screen.getByRole('link', { name: /米国グロース/ })).toHaveTextContent('Closed');
  });
});
