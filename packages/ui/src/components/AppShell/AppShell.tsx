import type { ReactNode } from 'react';
import type { IconName } from '../Icon/Icon';
import { Icon } from '../Icon/Icon';
import { visuallyHidden } from '../private/shared.css';
import { Link } from '../TsumikiProvider/TsumikiProvider';
import * as styles from './AppShell.css';

/** The five bottom-menu tabs of spec section 2, in order. */
export const appTabs = ['home', 'quotes', 'trade', 'records', 'news'] as const;
export type AppTab = (typeof appTabs)[number];

const tabIcons: Record<AppTab, IconName> = {
  home: 'home',
  quotes: 'quotes',
  trade: 'trade',
  records: 'records',
  news: 'news',
};

export interface AppShellTab {
  label: string;
  href: string;
}

export interface AppShellProps {
  /** Label and route of every bottom tab (the app maps them to /home/home, /home/index, ...). */
  tabs: Record<AppTab, AppShellTab>;
  /** The tab of the current route; gets aria-current="page". Default none. */
  activeTab?: AppTab;
  /** The search box is a link to the search screen (spec: /quotes/search). */
  search: { href: string; placeholder: string };
  /** The bell. `unreadText` is the translated, announced count ("3 unread"). */
  messages: { href: string; label: string; unread?: number; unreadText?: string };
  /** The settings icon in the header: where it links and its accessible name. */
  settings: { href: string; label: string };
  /** Opens the user panel; the button shows only when given. Default none. */
  userPanel?: { label: string; onOpen: () => void };
  /** Broker logo at the start of the header. Default none. */
  logo?: ReactNode;
  /** Accessible name of the bottom navigation. Default `'Main'`. */
  navLabel?: string;
  /** The content. */
  children?: ReactNode;
}

/** The phone frame: header (menu, search, bell with unread badge, settings), scrolling content, five tabs. */
export function AppShell({
  tabs,
  activeTab,
  search,
  messages,
  settings,
  userPanel,
  logo,
  navLabel = 'Main',
  children,
}: AppShellProps) {
  const unread = messages.unread ?? 0;
  return (
    <div className={styles.shell} data-tsumiki-shell="">
      <header className={styles.header}>
        {userPanel && (
          <button
            type="button"
            className={styles.iconLink}
            aria-label={userPanel.label}
            onClick={userPanel.onOpen}
          >
            <Icon name="user" />
          </button>
        )}
        {logo && <span className={styles.logo}>{logo}</span>}
        <Link href={search.href} className={styles.search} aria-label={search.placeholder}>
          <Icon name="search" size={18} />
          <span className={styles.searchText}>{search.placeholder}</span>
        </Link>
        <Link href={messages.href} className={styles.iconLink}>
          <Icon name="bell" />
          <span className={visuallyHidden}>
            {messages.label}
            {unread > 0 && messages.unreadText ? ` ${messages.unreadText}` : ''}
          </span>
          {unread > 0 && (
            <span className={styles.badge} aria-hidden="true">
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Link>
        <Link href={settings.href} className={styles.iconLink} aria-label={settings.label}>
          <Icon name="settings" />
        </Link>
      </header>
      <main className={styles.main}>{children}</main>
      <nav className={styles.nav} aria-label={navLabel}>
        {appTabs.map((id) => (
          <Link
            key={id}
            href={tabs[id].href}
            className={styles.tab}
            aria-current={id === activeTab ? 'page' : undefined}
          >
            <Icon name={tabIcons[id]} size={24} />
            <span className={styles.tabLabel}>{tabs[id].label}</span>
          </Link>
        ))}
      </nav>
    </div>
  );
}
