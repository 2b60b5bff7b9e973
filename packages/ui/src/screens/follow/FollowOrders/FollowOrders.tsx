import type { FollowOrderView } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import { fillLabel } from '@tsumiki/sdk/labels';
import { Cell, CellGrid } from '../../../components/ListRow/ListRow';
import { MoneyText } from '../../../components/MoneyText/MoneyText';
import { StatusBadge } from '../../../components/StatusBadge/StatusBadge';
import { Empty, Fields, type LoadProps, ScreenPage } from '../../ipo/parts/parts';
import * as styles from '../../ipo/parts/screen.css';

export interface FollowOrdersProps extends LoadProps {
  /** The `follow` labels in the reader's language: `labelsFor(i18n, 'follow')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'follow'>;
  /** From `selectFollowOrders`; required when `status` is `ready`. */
  orders?: readonly FollowOrderView[];
}

/** /mine/followOrder: my copy-trading orders with daily and total profit, lock-up and unlock date. */
export function FollowOrders({ labels, orders, ...load }: FollowOrdersProps) {
  return (
    <ScreenPage title={labels.ordersTitle} load={load} texts={labels}>
      {() =>
        !orders || orders.length === 0 ? (
          <Empty title={labels.emptyOrders} action={{ label: labels.title, href: '/home/follow' }} />
        ) : (
          <ul className={styles.stack}>
            {orders.map((o) => (
              <li key={o.id}>
                <article className={styles.card} aria-labelledby={`follow-order-${o.id}`}>
                  <div className={styles.cardHead}>
                    <h2 id={`follow-order-${o.id}`} className={styles.cardTitle}>
                      {o.productName} <span className={styles.code}>{o.originator}</span>
                    </h2>
                    <StatusBadge
                      state={o.badge}
                      label={
                        o.locked
                          ? fillLabel(labels.lockedUntil, { date: o.unlockDate })
                          : labels[o.badgeLabel]
                      }
                    />
                  </div>
                  <CellGrid>
                    <Cell
                      label={labels.dailyProfit}
                      value={
                        <MoneyText value={o.dailyProfit.magnitude} direction={o.dailyProfit.direction} />
                      }
                    />
                    <Cell
                      label={labels.totalProfit}
                      value={
                        <MoneyText value={o.totalProfit.magnitude} direction={o.totalProfit.direction} />
                      }
                    />
                  </CellGrid>
                  <Fields
                    fields={o.fields.map((f) =>
                      f.key === 'lockDays'
                        ? { ...f, value: fillLabel(labels.lockDaysValue, { count: f.value }) }
                        : f,
                    )}
                    labels={labels}
                  />
                </article>
              </li>
            ))}
          </ul>
        )
      }
    </ScreenPage>
  );
}
