import type { BlockTradeRowView } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import type { MarketCode } from '@tsumiki/sdk/rules';
import { Button } from '../../../components/Button/Button';
import { List, ListRow } from '../../../components/ListRow/ListRow';
import { MoneyText } from '../../../components/MoneyText/MoneyText';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl';
import { StatusBadge } from '../../../components/StatusBadge/StatusBadge';
import { Empty, type LoadProps, ScreenPage } from '../../ipo/parts/parts';
import * as styles from '../../ipo/parts/screen.css';

/** The four list routes of block trades (see the app's /home/large* route modules). */
export type BlockListView = 'open' | 'upcoming' | 'closed' | 'market';

const VIEWS = [
  ['open', '/home/large', 'listOpen'],
  ['upcoming', '/home/large2', 'listUpcoming'],
  ['closed', '/home/large3', 'listClosed'],
  ['market', '/home/large4', 'listByMarket'],
] as const;

const MARKET_LABEL = { jpy: 'marketJpy', usd: 'marketUsd', cny: 'marketCny' } as const;

export interface BlockTradeListProps extends LoadProps {
  /** The `block` labels in the reader's language: `labelsFor(i18n, 'block')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'block'>;
  /** Which list route this is. */
  view: BlockListView;
  /** From `selectBlockTradeList`; required when `status` is `ready`. */
  rows?: readonly BlockTradeRowView[];
  /** The market picker of the `market` view: the brand's markets and the chosen one. Default none. */
  markets?: { options: readonly MarketCode[]; value: MarketCode; onChange: (market: MarketCode) => void };
}

/** /home/large, /home/large2, /home/large3, /home/large4: block trades open, upcoming, closed, or by market. */
export function BlockTradeList({ labels, view, rows, markets, ...load }: BlockTradeListProps) {
  return (
    <ScreenPage
      title={labels.title}
      load={load}
      texts={labels}
      actions={
        <nav aria-label={labels.views} className={styles.row}>
          {VIEWS.map(([v, href, label]) => (
            <Button
              key={v}
              size="sm"
              variant={v === view ? 'primary' : 'secondary'}
              href={href}
              aria-current={v === view ? 'page' : undefined}
            >
              {labels[label]}
            </Button>
          ))}
          <Button size="sm" variant="ghost" href="/home/largeQc">
            {labels.myApplications}
          </Button>
        </nav>
      }
    >
      {() => (
        <>
          {view === 'market' && markets && markets.options.length > 1 && (
            <SegmentedControl
              label={labels.market}
              value={markets.value}
              onValueChange={markets.onChange}
              options={markets.options.map((m) => ({ value: m, label: labels[MARKET_LABEL[m]] }))}
            />
          )}
          {!rows || rows.length === 0 ? (
            <Empty title={labels.empty} />
          ) : (
            <List>
              {rows.map((r) => (
                <ListRow
                  key={r.id}
                  href={r.href}
                  title={
                    <>
                      {r.name} <span className={styles.code}>{r.code}</span>
                    </>
                  }
                  description={[
                    `${labels.remainingLots} ${r.remainingLots}`,
                    `${labels.minimumBuy} ${r.minLots}`,
                    ...(r.discountText ? [`${labels.discount} ${r.discountText}`] : []),
                  ].join(' · ')}
                  trailing={
                    <span className={styles.trailing}>
                      <MoneyText value={r.priceText} size="sm" />
                      <StatusBadge tone={r.tone} label={labels[r.statusLabel]} />
                    </span>
                  }
                />
              ))}
            </List>
          )}
        </>
      )}
    </ScreenPage>
  );
}
