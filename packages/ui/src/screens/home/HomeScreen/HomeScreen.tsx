import type { HomeRanking, HomeView, QuoteRowView } from '@tsumiki/sdk';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { Icon } from '../../../components/Icon/Icon';
import { List, ListRow } from '../../../components/ListRow/ListRow';
import { PriceChange } from '../../../components/PriceChange/PriceChange';
import { SkeletonList } from '../../../components/Skeleton/Skeleton';
import { Tabs } from '../../../components/Tabs/Tabs';
import { Link } from '../../../components/TsumikiProvider/TsumikiProvider';
import { QuoteList } from '../../quotes/QuoteList/QuoteList';
import * as s from '../../quotes/screen.css';
import * as styles from '../home.css';
import { MarketSwitch, type MarketSwitchProps } from '../MarketSwitch';

export interface HomeScreenProps extends MarketSwitchProps {
  /** Sections from the SDK's `selectHomeView`; a null section is still loading. */
  view: HomeView;
  /** Translated error when the market calls failed. Default none. */
  error?: string;
  onRetry?: () => void;
  /** A sparkline per popular stock. Default none. */
  renderSparkline?: (row: QuoteRowView) => ReactNode;
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

/** /home/home: market switch, indices, shortcuts, popular stocks, rankings and headline news. */
export function HomeScreen(props: HomeScreenProps) {
  const { labels, view } = props;
  const direction = { up: labels.up, down: labels.down, flat: labels.flat };
  const loading = <SkeletonList label={labels.loading} rows={3} />;
  const quotes = (
    rows: readonly QuoteRowView[] | null,
    heading?: string,
    describe?: (r: QuoteRowView) => ReactNode,
  ) =>
    rows === null ? (
      loading
    ) : rows.length === 0 ? (
      <EmptyState icon="quotes" title={labels.empty} />
    ) : (
      <QuoteList
        rows={rows}
        directionLabels={direction}
        {...(heading ? { heading } : {})}
        {...(describe ? { describe } : {})}
        {...(props.renderSparkline ? { renderSparkline: props.renderSparkline } : {})}
      />
    );
  const rankingDescribe = (kind: HomeRanking) =>
    kind === 'volume'
      ? (r: QuoteRowView) => `${r.code} · ${labels.volume} ${r.volume}`
      : kind === 'turnover'
        ? (r: QuoteRowView) => `${r.code} · ${labels.turnover} ${r.amount}`
        : undefined;
  return (
    <section className={s.page} aria-labelledby="home-title">
      <h1 id="home-title" className={s.title}>
        {labels.title}
      </h1>
      <MarketSwitch {...props} />
      {props.error && (
        <ErrorState
          title={props.error}
          retryLabel={labels.retry}
          {...(props.onRetry ? { onRetry: props.onRetry } : {})}
        />
      )}
      <section className={styles.section} aria-labelledby="home-indices">
        <h2 id="home-indices" className={styles.sectionTitle}>
          {labels.indices}
        </h2>
        {view.indices === null ? (
          loading
        ) : (
          <ul className={styles.indices}>
            {view.indices.map((i) => (
              <li key={i.key} className={styles.indexCard}>
                <span className={styles.indexName}>{i.name}</span>
                <span className={styles.indexValue}>{i.value}</span>
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
      {view.shortcuts.length > 0 && (
        <nav aria-label={labels.shortcuts}>
          <ul className={styles.shortcuts}>
            {view.shortcuts.map((sc) => (
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
      )}
      <section className={styles.section} aria-labelledby="home-popular">
        <h2 id="home-popular" className={styles.sectionTitle}>
          {labels.popular}
        </h2>
        {quotes(view.popular)}
        <Link href="/home/index" className={styles.more}>
          {labels.moreStocks}
        </Link>
      </section>
      <section className={styles.section} aria-labelledby="home-rankings">
        <h2 id="home-rankings" className={styles.sectionTitle}>
          {labels.rankings}
        </h2>
        <Tabs
          label={labels.rankings}
          variant="pill"
          items={(Object.keys(RANKING_LABEL) as HomeRanking[]).map((kind) => ({
            value: kind,
            label: labels[RANKING_LABEL[kind]],
            content: quotes(view.rankings[kind], undefined, rankingDescribe(kind)),
          }))}
        />
      </section>
      <section className={styles.section} aria-labelledby="home-news">
        <h2 id="home-news" className={styles.sectionTitle}>
          {labels.news}
        </h2>
        {view.news === null ? (
          loading
        ) : view.news.length === 0 ? (
          <EmptyState title={labels.emptyNews} />
        ) : (
          <List>
            {view.news.map((n) => (
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
    </section>
  );
}
