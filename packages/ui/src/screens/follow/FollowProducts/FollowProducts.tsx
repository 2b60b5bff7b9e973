import type { FollowProductRowView } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import { fillLabel } from '@tsumiki/sdk/labels';
import { Button } from '../../../components/Button/Button';
import { List, ListRow } from '../../../components/ListRow/ListRow';
import { MoneyText } from '../../../components/MoneyText/MoneyText';
import { StatusBadge } from '../../../components/StatusBadge/StatusBadge';
import { Empty, type LoadProps, ScreenPage } from '../../ipo/parts/parts';
import * as styles from '../../ipo/parts/screen.css';

export interface FollowProductsProps extends LoadProps {
  /** The `follow` labels in the reader's language: `labelsFor(i18n, 'follow')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'follow'>;
  /**
   * Products from `selectFollowProducts` as one list, or grouped by originator
   * (`groupFollowProductsByOriginator`); required when `status` is `ready`.
   */
  groups?: readonly { originator: string | null; products: readonly FollowProductRowView[] }[];
}

/** /home/follow (all products) and /home/qcList (by originator): product, originator, minimum, lock-up. */
export function FollowProducts({ labels, groups, ...load }: FollowProductsProps) {
  const grouped = groups?.some((g) => g.originator !== null) ?? false;
  return (
    <ScreenPage
      title={grouped ? labels.byOriginator : labels.title}
      load={load}
      texts={labels}
      actions={
        <nav aria-label={labels.title} className={styles.row}>
          <Button size="sm" variant={grouped ? 'secondary' : 'primary'} href="/home/follow">
            {labels.title}
          </Button>
          <Button size="sm" variant={grouped ? 'primary' : 'secondary'} href="/home/qcList">
            {labels.byOriginator}
          </Button>
          <Button size="sm" variant="ghost" href="/mine/followOrder">
            {labels.myOrders}
          </Button>
        </nav>
      }
    >
      {() =>
        !groups || groups.every((g) => g.products.length === 0) ? (
          <Empty title={labels.empty} />
        ) : (
          groups.map((g) => (
            <List key={g.originator ?? 'all'} {...(g.originator === null ? {} : { heading: g.originator })}>
              {g.products.map((p) => (
                <ListRow
                  key={p.id}
                  href={p.href}
                  title={p.name}
                  description={[
                    `${labels.originator} ${p.originator}`,
                    `${labels.lockDays} ${fillLabel(labels.lockDaysValue, { count: p.lockDays })}`,
                    ...(p.dailyRateText ? [`${labels.dailyRate} ${p.dailyRateText}`] : []),
                  ].join(' · ')}
                  trailing={
                    <span className={styles.trailing}>
                      <MoneyText value={p.minimumText} size="sm" />
                      <StatusBadge tone={p.open ? 'brand' : 'neutral'} label={labels[p.statusLabel]} />
                    </span>
                  }
                />
              ))}
            </List>
          ))
        )
      }
    </ScreenPage>
  );
}
