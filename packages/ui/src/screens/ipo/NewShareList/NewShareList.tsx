import type { IpoTab, NewShareListView } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import { IPO_TABS } from '@tsumiki/sdk/rules';
import { Button } from '../../../components/Button/Button';
import { List, ListRow } from '../../../components/ListRow/ListRow';
import { MoneyText } from '../../../components/MoneyText/MoneyText';
import { StatusBadge } from '../../../components/StatusBadge/StatusBadge';
import { Tabs } from '../../../components/Tabs/Tabs';
import { Empty, type LoadProps, ScreenPage } from '../parts/parts';
import * as styles from './NewShareList.css';

export interface NewShareListProps extends LoadProps {
  /** The `ipo` labels in the reader's language: `labelsFor(i18n, 'ipo')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'ipo'>;
  /** From `selectNewShareList`; required when `status` is `ready`. */
  view?: NewShareListView;
  /** Controlled tab. Default the view's `initialTab`. */
  tab?: IpoTab;
  /** Called with the tab the customer picks (subscribing, upcoming, ended). */
  onTabChange?: (tab: IpoTab) => void;
}

const TAB_LABEL = {
  waiting: 'phaseWaiting',
  subscribing: 'phaseSubscribing',
  awaitingDraw: 'phaseAwaitingDraw',
  ended: 'phaseEnded',
} as const;

/** /home/newShare: new shares by state (waiting, subscribing, awaiting draw, ended), each row to its detail. */
export function NewShareList({ labels, view, tab, onTabChange, ...load }: NewShareListProps) {
  return (
    <ScreenPage
      title={labels.listTitle}
      load={load}
      texts={labels}
      actions={
        <Button variant="secondary" size="sm" href="/mine/newShareOrder">
          {labels.myOrders}
        </Button>
      }
    >
      {() =>
        view && (
          <Tabs
            label={labels.phaseFilter}
            variant="pill"
            {...(tab ? { value: tab } : { defaultValue: view.initialTab })}
            {...(onTabChange ? { onValueChange: (v: string) => onTabChange(v as IpoTab) } : {})}
            items={IPO_TABS.map((t) => ({
              value: t,
              label: `${labels[TAB_LABEL[t]]} (${view.tabs[t].length})`,
              content:
                view.tabs[t].length === 0 ? (
                  <Empty title={labels.emptyPhase} />
                ) : (
                  <List>
                    {view.tabs[t].map((row) => (
                      <ListRow
                        key={row.id}
                        href={row.href}
                        title={
                          <span className={styles.name}>
                            {row.name} <span className={styles.code}>{row.code}</span>
                          </span>
                        }
                        description={`${labels.subscriptionDeadline} ${row.deadlineText} · ${labels.lotteryDate} ${row.lotteryDate}`}
                        trailing={
                          <span className={styles.trailing}>
                            <MoneyText value={row.priceText} size="sm" />
                            <StatusBadge
                              state={row.subscribed ? 'subscription.paid' : row.badge}
                              label={row.subscribed ? labels.badgeSubscribed : labels[row.badgeLabel]}
                            />
                          </span>
                        }
                      />
                    ))}
                  </List>
                ),
            }))}
          />
        )
      }
    </ScreenPage>
  );
}
