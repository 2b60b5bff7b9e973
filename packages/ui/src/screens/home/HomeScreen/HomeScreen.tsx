import type { HomeRanking, HomeShortcut, HomeView, IndexView, NewsRowView, QuoteRowView } from '@tsumiki/sdk';
import { memo, type ReactNode, useCallback, useMemo, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { FlashPrice } from '../../../components/FlashPrice/FlashPrice';
import { Icon } from '../../../components/Icon/Icon';
import { List, ListRow } from '../../../components/ListRow/ListRow';
import type { Direction } from '../../../components/PriceChange/direction';
import { PriceChange } from '../../../components/PriceChange/PriceChange';
import { cx } from '../../../components/private/cx';
import { visuallyHidden } from '../../../components/private/shared.css';
import { SkeletonList } from '../../../components/Skeleton/Skeleton';
import { bone } from '../../../components/Skeleton/Skeleton.css';
import { Tabs } from '../../../components/Tabs/Tabs';
import { Link } from '../../../components/TsumikiProvider/TsumikiProvider';
import { QuoteList, QuoteListPlaceholder } from '../../quotes/QuoteList/QuoteList';
import * as s from '../../quotes/screen.css';
import * as styles from '../home.css';
import { MarketSwitch, type MarketSwitchProps } from '../MarketSwitch';

export interface HomeScreenProps extends MarketSwitchProps {
  /** Sections from the SDK's `selectHomeView`; a null section is still loading. */
  view: HomeView;
  /** Translated error when the market calls failed. Default none. */
  error?: string;
  /** Called by the error state's retry button. */
  onRetry?: () => void;
  /**
   * A sparkline per popular stock. Default none. Pass the same function across renders (e.g. `useCallback`): the
   * sections are memoised, so when one call answers only its section renders again.
   */
  renderSparkline?: (row: QuoteRowView) => ReactNode;
  /**
   * How many rows the popular list and each ranking will have (the limits the app asks for) and how many index
   * cards the market has, so their placeholders take that room while loading and nothing moves when they arrive.
   * Default 6, 5 and 3.
   */
  placeholderRows?: { popular?: number; rankings?: number; indices?: number };
}

const SHORTCUT_ICON = {
  newShares: 'document',
  blockTrades: 'positions',
  copyTrading: 'user',
  dayTrading: 'trade',
} as const;
const RANKING_LABEL = {
  gainers: 'gainers',
  losers: 'losers',
  volume: 'volume',
  turnover: 'turnover',
} as const;

type HomeLabels = HomeScreenProps['labels'];
type DirectionLabels = Record<Direction, string>;

// Each section is memoised on its own slice of the view (the SDK's `selectHomeView` keeps an unchanged slice the
// same object), so the answer of one of the seven calls renders one section, not the whole screen.

const HomeMarketSwitch = memo(MarketSwitch);
const RankingTabs = memo(Tabs);
const RANKING_KINDS = Object.keys(RANKING_LABEL) as HomeRanking[];

function IndicesPlaceholder({ label, cards }: { label: string; cards: number }) {
  return (
    <div role="status" aria-busy="true">
      <span className={visuallyHidden}>{label}</span>
      <ul className={styles.indices} aria-hidden="true">
        {Array.from({ length: cards }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={i} className={styles.indexCard}>
            <span className={cx(styles.indexName, bone, styles.cardBone)} />
            <span className={cx(styles.indexValue, bone, styles.cardBone)} />
            <PriceChange
              className={styles.invisible}
              direction="flat"
              value="0.00"
              percent="0.00%"
              size="sm"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

const QuoteSection = memo(function QuoteSection({
  rows,
  placeholderRows,
  labels,
  direction,
  describe,
  renderSparkline,
}: {
  rows: readonly QuoteRowView[] | null;
  placeholderRows: number;
  labels: HomeLabels;
  direction: DirectionLabels;
  describe?: ((r: QuoteRowView) => ReactNode) | undefined;
  renderSparkline?: ((row: QuoteRowView) => ReactNode) | undefined;
}) {
  if (rows === null)
    return (
      <QuoteListPlaceholder rows={placeholderRows} label={labels.loading} sparkline={!!renderSparkline} />
    );
  if (rows.length === 0) return <EmptyState icon="quotes" title={labels.empty} />;
  return (
    <QuoteList
      rows={rows}
      directionLabels={direction}
      {...(describe ? { describe } : {})}
      {...(renderSparkline ? { renderSparkline } : {})}
    />
  );
});

const IndicesSection = memo(function IndicesSection({
  indices,
  placeholderCards,
  labels,
  direction,
}: {
  indices: readonly IndexView[] | null;
  placeholderCards: number;
  labels: HomeLabels;
  direction: DirectionLabels;
}) {
  return (
    <section className={styles.section} aria-labelledby="home-indices">
      <h2 id="home-indices" className={styles.sectionTitle}>
        {labels.indices}
      </h2>
      {indices === null ? (
        <IndicesPlaceholder label={labels.loading} cards={placeholderCards} />
      ) : (
        <ul className={styles.indices}>
          {indices.map((i) => (
            <li key={i.key} className={styles.indexCard}>
              <span className={styles.indexName}>{i.name}</span>
              <FlashPrice className={styles.indexValue} text={i.value} value={i.valueDecimal} />
              <PriceChange
                direction={i.direction}
                value={i.change}
                percent={i.changeRate}
                size="sm"
                directionLabels={direction}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});

const ShortcutsSection = memo(function ShortcutsSection({
  shortcuts,
  labels,
}: {
  shortcuts: readonly HomeShortcut[];
  labels: HomeLabels;
}) {
  if (shortcuts.length === 0) return null;
  return (
    <nav aria-label={labels.shortcuts}>
      <ul className={styles.shortcuts}>
        {shortcuts.map((sc) => (
          <li key={sc.key}>
            <Link href={sc.href} className={styles.shortcut}>
              <span className={styles.shortcutIcon}>
                <Icon name={SHORTCUT_ICON[sc.key]} size={24} />
              </span>
              {labels[sc.key]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
});

const RankingsSection = memo(function RankingsSection({
  gainers,
  losers,
  volume,
  turnover,
  placeholderRows,
  labels,
  direction,
  renderSparkline,
}: Record<HomeRanking, readonly QuoteRowView[] | null> & {
  placeholderRows: number;
  labels: HomeLabels;
  direction: DirectionLabels;
  renderSparkline?: ((row: QuoteRowView) => ReactNode) | undefined;
}) {
  const rows = { gainers, losers, volume, turnover };
  const describe = useMemo(
    () => ({
      volume: (r: QuoteRowView) => `${r.code} · ${labels.volume} ${r.volume}`,
      turnover: (r: QuoteRowView) => `${r.code} · ${labels.turnover} ${r.amount}`,
    }),
    [labels.volume, labels.turnover],
  );
  // The tab shown is kept here, so a ranking that answers while another tab is shown leaves the tabs alone:
  // only the shown tab has content (Radix renders no other), and the items change only with it.
  const [tab, setTab] = useState<HomeRanking>(RANKING_KINDS[0] ?? 'gainers');
  const shown = rows[tab];
  const showTab = useCallback((value: string) => setTab(value as HomeRanking), []);
  const items = useMemo(
    () =>
      RANKING_KINDS.map((kind) => ({
        value: kind,
        label: labels[RANKING_LABEL[kind]],
        content:
          kind === tab ? (
            <QuoteSection
              rows={shown}
              placeholderRows={placeholderRows}
              labels={labels}
              direction={direction}
              describe={kind === 'volume' || kind === 'turnover' ? describe[kind] : undefined}
              renderSparkline={renderSparkline}
            />
          ) : null,
      })),
    [tab, shown, placeholderRows, labels, direction, describe, renderSparkline],
  );
  return (
    <section className={styles.section} aria-labelledby="home-rankings">
      <h2 id="home-rankings" className={styles.sectionTitle}>
        {labels.rankings}
      </h2>
      <RankingTabs label={labels.rankings} variant="pill" value={tab} onValueChange={showTab} items={items} />
    </section>
  );
});

const NewsSection = memo(function NewsSection({
  news,
  labels,
}: {
  news: readonly NewsRowView[] | null;
  labels: HomeLabels;
}) {
  return (
    <section className={styles.section} aria-labelledby="home-news">
      <h2 id="home-news" className={styles.sectionTitle}>
        {labels.news}
      </h2>
      {news === null ? (
        <SkeletonList label={labels.loading} rows={3} />
      ) : news.length === 0 ? (
        <EmptyState title={labels.emptyNews} />
      ) : (
        <List>
          {news.map((n) => (
            <ListRow
              key={n.id}
              href={n.href}
              title={n.title}
              description={
                <>
                  {n.source} · <time dateTime={n.dateTime}>{n.time}</time>
                </>
              }
            />
          ))}
        </List>
      )}
      <Link href="/news/index" className={styles.more}>
        {labels.moreNews}
      </Link>
    </section>
  );
});

/** /home/home: market switch, indices, shortcuts, popular stocks, rankings and headline news. */
export function HomeScreen(props: HomeScreenProps) {
  const { labels, view, renderSparkline, placeholderRows } = props;
  const direction = useMemo(
    () => ({ up: labels.up, down: labels.down, flat: labels.flat }),
    [labels.up, labels.down, labels.flat],
  );
  return (
    <section className={s.page} aria-labelledby="home-title">
      {/* First, as on every market-bound page (MarketSwitch placement 'page'). */}
      <HomeMarketSwitch
        labels={labels}
        markets={props.markets}
        market={props.market}
        onMarketChange={props.onMarketChange}
      />
      <h1 id="home-title" className={s.title}>
        {labels.title}
      </h1>
      {props.error && (
        <ErrorState
          title={props.error}
          retryLabel={labels.retry}
          {...(props.onRetry ? { onRetry: props.onRetry } : {})}
        />
      )}
      <IndicesSection
        indices={view.indices}
        placeholderCards={placeholderRows?.indices ?? 3}
        labels={labels}
        direction={direction}
      />
      <ShortcutsSection shortcuts={view.shortcuts} labels={labels} />
      <section className={styles.section} aria-labelledby="home-popular">
        <h2 id="home-popular" className={styles.sectionTitle}>
          {labels.popular}
        </h2>
        <QuoteSection
          rows={view.popular}
          placeholderRows={placeholderRows?.popular ?? 6}
          labels={labels}
          direction={direction}
          renderSparkline={renderSparkline}
        />
        <Link href="/home/index" className={styles.more}>
          {labels.moreStocks}
        </Link>
      </section>
      <RankingsSection
        gainers={view.rankings.gainers}
        losers={view.rankings.losers}
        volume={view.rankings.volume}
        turnover={view.rankings.turnover}
        placeholderRows={placeholderRows?.rankings ?? 5}
        labels={labels}
        direction={direction}
        renderSparkline={renderSparkline}
      />
      <NewsSection news={view.news} labels={labels} />
    </section>
  );
}
