import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import * as dialog from '../Dialog/Dialog.css';
import { Icon } from '../Icon/Icon';
import { List, ListRow } from '../ListRow/ListRow';
import type { Direction } from '../PriceChange/direction';
import { directionSign } from '../PriceChange/direction';
import { Link, usePortalContainer } from '../TsumikiProvider/TsumikiProvider';
import * as styles from './UserPanel.css';
import type { AssetSummaryKey, UserPanelEntry, UserPanelLinkEntry } from './userPanelEntries';
import { userPanelGroups, userPanelIcons } from './userPanelEntries';

export interface AssetSummaryRow {
  label: string;
  /** Formatted amount, e.g. `"12,345,678 円"`. */
  value: string;
  /** Adds the sign to profit/loss rows. Default none. */
  direction?: Direction;
}

export interface UserPanelProps {
  /** Shown or not (controlled). */
  open?: boolean;
  /** Called when it opens or closes (its button, Escape, the scrim). */
  onOpenChange?: (open: boolean) => void;
  /** Account shown as the panel's heading (and its accessible name). */
  account: string;
  /** Under the account, e.g. a verification StatusBadge. Default none. */
  status?: ReactNode;
  /** The six rows of spec section 2; `totalAssets` is the large figure. */
  assets: Record<AssetSummaryKey, AssetSummaryRow>;
  /** Translated label of every entry, `logout` included. */
  labels: Record<UserPanelEntry, string>;
  /** Route of every navigating entry. */
  hrefs: Record<UserPanelLinkEntry, string>;
  /** Extra content at the end of a row: unread count, current language. Default none. */
  trailing?: Partial<Record<UserPanelLinkEntry, ReactNode>>;
  /** Headings of the groups. Default none (no headings). */
  groupHeadings?: { account?: string; security?: string; app?: string };
  /** Called when the customer signs out from the panel. */
  onLogout: () => void;
  /** Accessible name of the close button. Default `'Close'`. */
  closeLabel?: string;
}

const assetOrder = ['marketValue', 'availableFunds', 'frozenFunds', 'totalDebt', 'unrealisedPnl'] as const;

/** The drawer opened from the header: account, asset summary and every user-panel entry of the spec. */
export function UserPanel({
  open,
  onOpenChange,
  account,
  status,
  assets,
  labels,
  hrefs,
  trailing = {},
  groupHeadings = {},
  onLogout,
  closeLabel = 'Close',
}: UserPanelProps) {
  const container = usePortalContainer();
  const rows = (group: readonly UserPanelLinkEntry[], heading?: string) => (
    <List heading={heading}>
      {group.map((id) => (
        <ListRow
          key={id}
          href={hrefs[id]}
          leading={
            <span className={styles.entryIcon}>
              <Icon name={userPanelIcons[id]} size={22} />
            </span>
          }
          title={labels[id]}
          trailing={trailing[id]}
        />
      ))}
    </List>
  );
  const total = assets.totalAssets;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className={dialog.overlay} />
        <RadixDialog.Content className={styles.drawer} aria-describedby={undefined}>
          <div className={styles.profile}>
            <span className={styles.avatar} aria-hidden="true">
              <Icon name="user" size={26} />
            </span>
            <div className={styles.profileText}>
              <RadixDialog.Title className={styles.account}>{account}</RadixDialog.Title>
              {status}
            </div>
          </div>
          <section className={styles.assets} aria-label={total.label}>
            <div>
              <span className={styles.assetHeroLabel}>{total.label}</span>
              <p className={styles.assetHeroValue}>{total.value}</p>
            </div>
            <dl className={styles.assetGrid}>
              {assetOrder.map((key) => (
                <div key={key} className={styles.assetItem}>
                  <dt className={styles.assetLabel}>{assets[key].label}</dt>
                  <dd className={styles.assetValue}>
                    {assets[key].direction ? directionSign[assets[key].direction] : ''}
                    {assets[key].value}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <ul className={styles.shortcuts}>
            {userPanelGroups.shortcuts.map((id) => (
              <li key={id}>
                <Link href={hrefs[id]} className={styles.shortcut}>
                  <span className={styles.shortcutIcon}>
                    <Icon name={userPanelIcons[id]} size={22} />
                  </span>
                  {labels[id]}
                </Link>
              </li>
            ))}
          </ul>
          {rows(userPanelGroups.account, groupHeadings.account)}
          {rows(userPanelGroups.security, groupHeadings.security)}
          {rows(userPanelGroups.app, groupHeadings.app)}
          <List>
            <ListRow
              onClick={onLogout}
              chevron={false}
              className={styles.logout}
              leading={<Icon name="logout" size={22} />}
              title={labels.logout}
            />
          </List>
          <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
            <Icon name="close" size={20} />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
