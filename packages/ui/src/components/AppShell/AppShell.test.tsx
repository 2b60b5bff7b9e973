import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import type { LinkComponentProps } from '../TsumikiProvider/TsumikiProvider';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import type { AppShellProps } from './AppShell';
import { AppShell, appTabs } from './AppShell';

function RouterLink(props: LinkComponentProps) {
  return <a data-router="yes" {...props} />;
}

const tabs = Object.fromEntries(
  appTabs.map((id) => [id, { label: `tab-${id}`, href: `#/${id}` }]),
) as AppShellProps['tabs'];

describe('AppShell', () => {
  const cases: [string, { given: number; want: { name: string; badge: string | null } }][] = [
    ['no badge without unread messages', { given: 0, want: { name: 'お知らせ', badge: null } }],
    ['a badge and an announced count', { given: 3, want: { name: 'お知らせ 未読あり', badge: '3' } }],
    ['caps the badge at 99+', { given: 250, want: { name: 'お知らせ 未読あり', badge: '99+' } }],
  ];
  it.each(cases)('%s', async (_t, { given, want }) => {
    const screen = await render(
      <TsumikiProvider linkComponent={RouterLink}>
        <AppShell
          tabs={tabs}
          activeTab="trade"
          search={{ href: '#/quotes/search', placeholder: '検索' }}
          messages={{ href: '#/mine/message', label: 'お知らせ', unread: given, unreadText: '未読あり' }}
          settings={{ href: '#/mine/index', label: '設定' }}
          navLabel="メニュー"
        >
          <p>本文</p>
        </AppShell>
      </TsumikiProvider>,
    );
    const bell = screen.getByRole('link', { name: want.name, exact: true });
    await expect.element(bell).toHaveAttribute('href', '#/mine/message');
    if (want.badge) await expect.element(bell).toHaveTextContent(want.badge);
    await expect.element(screen.getByRole('link', { name: '設定' })).toHaveAttribute('data-router', 'yes');
    await expect
      .element(screen.getByRole('link', { name: '検索' }))
      .toHaveAttribute('href', '#/quotes/search');
    const nav = screen.getByRole('navigation', { name: 'メニュー' });
    expect(nav.getByRole('link').all()).toHaveLength(5);
    await expect
      .element(nav.getByRole('link', { name: 'tab-trade' }))
      .toHaveAttribute('aria-current', 'page');
    await expect.element(screen.getByRole('main')).toHaveTextContent('本文');
  });
});
