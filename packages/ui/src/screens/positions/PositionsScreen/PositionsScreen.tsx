import type {
  AssetRow,
  FigureView,
  FollowCardView,
  PositionCardView,
  PositionsView,
  PositionTab,
  SubscriptionCardView,
} from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import { fillLabel } from '@tsumiki/sdk/labels';
import type { MarketCode } from '@tsumiki/sdk/rules';
import { ASSET_ROWS, POSITION_TABS } from '@tsumiki/sdk/rules';
import type { ReactNode } from 'react';
import { Button } from '../../../components/Button/Button';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { Cell, CellGrid, List, ListRow } from '../../../components/ListRow/ListRow';
import { MoneyText } from '../../../components/MoneyText/MoneyText';
import { cx } from '../../../components/private/cx';
import { visuallyHidden } from '../../../components/private/shared.css';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl';
import { SkeletonList } from '../../../components/Skeleton/Skeleton';
import * as skeleton from '../../../components/Skeleton/Skeleton.css';
import { StatusBadge } from '../../../components/StatusBadge/StatusBadge';
import { Tabs } from '../../../components/Tabs/Tabs';
import { TrendText } from '../TrendText/TrendText';
import * as styles from './PositionsScreen.css';

/** The summary rows as the SDK's `selectAssetSummaryView` gives them. */
export type SummaryRows = Readonly<Record<AssetRow, Pick<FigureView, 'text' | 'direction'>>>;

export interface PositionsScreenProps {
  /** The `positions` labels in the reader's language: `labelsFor(i18n, 'positions')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'positions'>;
  /** The brand's markets, default first; the switch shows when there are two or more. */
  markets: readonly MarketCode[];
  /** The market shown. */
  market: MarketCode;
  /** Called with the market the customer picks. */
  onMarketChange: (market: MarketCode) => void;
  /** Asset summary of the market; skeleton while absent. */
  summary?: SummaryRows;
  /** The tab shown (holding, history, subscriptions, copy trading, ...). */
  tab: PositionTab;
  /** Called with the tab the customer picks. */
  onTabChange: (tab: PositionTab) => void;
  /** The lists (SDK `selectPositionsView`); absent while loading. */
  view?: PositionsView;
  /** Translated reason the lists failed to load. Default none. */
  error?: string;
  /** Called by the error state's retry button. */
  onRetry?: () => void;
}

const marketLabel = {
  jpy: 'marketJpy',
  usd: 'marketUsd',
  cny: 'marketCny',
} as const satisfies Record<MarketCode, keyof Labels<'positions'>>;

const tabLabel = {
  subscription: 'tabSubscription',
  follow: 'tabFollow',
  holding: 'tabHolding',
  history: 'tabHistory',
  closing: 'tabClosing',
} as const satisfies Record<PositionTab, keyof Labels<'positions'>>;

const emptyText = {
  subscription: ['emptySubscription', 'findNewShares', '/home/newShare'],
  follow: ['emptyFollow', 'findFollow', '/home/follow'],
  holding: ['emptyHolding', 'findStocks', '/quotes/search'],
  history: ['emptyHistory', 'findStocks', '/quotes/search'],
  closing: ['emptyClosing', 'findStocks', '/quotes/search'],
} as const;

function words(labels: Labels<'positions'>) {
  return { up: labels.trendUp, down: labels.trendDown, flat: labels.trendFlat };
}

function PositionRow({ card, labels }: { card: PositionCardView; labels: Labels<'positions'> }) {
  return (
    <ListRow
      href={card.href}
      title={`${card.name} (${card.code})`}
      description={
        <span className={styles.cardMeta}>
          <StatusBadge state={card.state} label={labels[card.stateLabel]} />
          <span>{labels[card.directionLabel]}</span>
          <span>{fillLabel(labels.quantityValue, { count: card.quantity })}</span>
          {card.stopOut && (
            <span>
              {fillLabel(labels.stopOutRow, { price: card.stopOut.price, percent: card.stopOut.percent })}
            </span>
          )}
        </span>
      }
      trailing={
        <span className={styles.trailing}>
          <TrendText text={card.pnl.text} direction={card.pnl.direction} words={words(labels)} />
          <TrendText
            text={card.changeRate.text}
            direction={card.changeRate.direction}
            words={words(labels)}
          />
        </span>
      }
    />
  );
}

function SubscriptionRow({ card, labels }: { card: SubscriptionCardView; labels: Labels<'positions'> }) {
  return (
    <ListRow
      href={card.href}
      title={`${card.name} (${card.code})`}
      description={
        <span className={styles.cardMeta}>
          <StatusBadge state={card.state} label={labels[card.stateLabel]} />
          <span>
            {labels.subscribedQuantity} {fillLabel(labels.quantityValue, { count: card.quantity })}
          </span>
        </span>
      }
      trailing={
        <span className={styles.trailing}>
          <MoneyText value={card.subscribed.text} size="sm" />
          {card.payable && (
            <span>
              {labels.amountPayable} <MoneyText value={card.payable.text} size="sm" />
            </span>
          )}
        </span>
      }
    />
  );
}

function FollowRow({ card, labels }: { card: FollowCardView; labels: Labels<'positions'> }) {
  return (
    <ListRow
      href={card.href}
      title={card.productName}
      description={
        <span className={styles.cardMeta}>
          <StatusBadge state={card.state} label={labels[card.stateLabel]} />
          <span>
            {labels.originator}: {card.originator}
          </span>
          {card.unlockDate && (
            <span>
              {labels.unlockDate}: {card.unlockDate}
            </span>
          )}
        </span>
      }
      trailing={
        <span className={styles.trailing}>
          <MoneyText value={card.money.text} size="sm" />
          <TrendText
            text={card.totalProfit.text}
            direction={card.totalProfit.direction}
            words={words(labels)}
          />
        </span>
      }
    />
  );
}

function tabContent(tab: PositionTab, props: PositionsScreenProps): ReactNode {
  const { labels, view, error, onRetry } = props;
  if (error)
    return (
      <ErrorState
        title={labels.errorTitle}
        description={error}
        retryLabel={labels.retry}
        {...(onRetry ? { onRetry } : {})}
      />
    );
  if (!view) return <SkeletonList label={labels.loading} />;
  const [emptyKey, actionKey, href] = emptyText[tab];
  const empty = (
    <EmptyState
      title={labels[emptyKey]}
      action={
        <Button variant="secondary" href={href}>
          {labels[actionKey]}
        </Button>
      }
    />
  );
  const rows =
    tab === 'subscription'
      ? view.subscriptions.map((c) => <SubscriptionRow key={c.id} card={c} labels={labels} />)
      : tab === 'follow'
        ? view.follows.map((c) => <FollowRow key={c.id} card={c} labels={labels} />)
        : view[tab].map((c) => <PositionRow key={c.id} card={c} labels={labels} />);
  return (
    <div className={styles.tabBody}>
      {tab === 'holding' && view.margin.level !== null && (
        <>
          <CellGrid columns={1}>
            <Cell label={labels.marginLevel} value={view.margin.level} />
          </CellGrid>
          <p className={styles.note}>{fillLabel(labels.stopOutNote, { level: view.margin.stopOutLevel })}</p>
        </>
      )}
      {tab === 'history' && rows.length > 0 && (
        <CellGrid columns={1}>
          <Cell
            label={labels.realisedPnl}
            value={
              <TrendText
                text={view.totals.realised.text}
                direction={view.totals.realised.direction}
                words={words(labels)}
              />
            }
          />
        </CellGrid>
      )}
      {rows.length === 0 ? empty : <List>{rows}</List>}
    </div>
  );
}

/** /position/index: the market's asset summary, then new shares, copy trading, holding, history and closing. */
export function PositionsScreen(props: PositionsScreenProps) {
  const { labels, markets, market, onMarketChange, summary, tab, onTabChange, view } = props;
  return (
    <section className={styles.page} aria-labelledby="positions-title">
      {/* The market switch first, where every market-bound page has it (MarketSwitch placement 'page'). */}
      {markets.length > 1 && (
        <SegmentedControl
          label={labels.market}
          value={market}
          onValueChange={onMarketChange}
          options={markets.map((m) => ({ value: m, label: labels[marketLabel[m]] }))}
        />
      )}
      <h1 id="positions-title" className={styles.title}>
        {labels.title}
      </h1>
      {props.error ? (
        // A failed read would leave zeros in the summary and empty tabs: say so once, with a retry.
        <ErrorState
          title={labels.errorTitle}
          description={props.error}
          retryLabel={labels.retry}
          {...(props.onRetry ? { onRetry: props.onRetry } : {})}
        />
      ) : (
        <>
          <section className={styles.summary} aria-labelledby="positions-summary">
            <h2 id="positions-summary" className={styles.sectionTitle}>
              {labels.summaryHeading}
            </h2>
            {summary ? (
              <CellGrid columns={2}>
                {ASSET_ROWS.map((row) => (
                  <Cell
                    key={row}
                    label={labels[row]}
                    value={
                      row === 'unrealisedPnl' ? (
                        <TrendText
                          text={summary[row].text}
                          direction={summary[row].direction}
                          words={words(labels)}
                        />
                      ) : (
                        <MoneyText value={summary[row].text} size="sm" />
                      )
                    }
                  />
                ))}
              </CellGrid>
            ) : (
              // The same grid with its labels, each value a bone of the value's line: the figures land in place.
              <div role="status" aria-busy="true">
                <span className={visuallyHidden}>{labels.loading}</span>
                <CellGrid columns={2}>
                  {ASSET_ROWS.map((row) => (
                    <Cell
                      key={row}
                      label={labels[row]}
                      value={
                        <MoneyText
                          value={'\u00a0'}
                          size="sm"
                          className={cx(skeleton.bone, styles.valuePlaceholder)}
                        />
                      }
                    />
                  ))}
                </CellGrid>
              </div>
            )}
          </section>
          <Tabs
            label={labels.tabs}
            value={tab}
            onValueChange={(v) => onTabChange(v as PositionTab)}
            items={POSITION_TABS.map((t) => ({
              value: t,
              label: view
                ? fillLabel(labels.tabCount, { label: labels[tabLabel[t]], count: view.counts[t] })
                : labels[tabLabel[t]],
              content: tabContent(t, props),
            }))}
          />
        </>
      )}
    </section>
  );
}
