import type { MarketCode, QuoteRowView } from '@tsumiki/sdk';
import { selectHomeView } from '@tsumiki/sdk';
import { useEndpoint, useSdk } from '@tsumiki/sdk/react';
import { HomeScreen } from '@tsumiki/ui/screens';
import { useCallback } from 'react';
import { brand } from '../../brand';
import { MarketPrices } from '../../shell/priceColors';
import { RowSparkline } from '../../shell/RowSparkline';
import { useLabels } from '../../shell/useLabels';
import { useMarketParam } from '../../shell/useMarketParam';

/** What a failed call shows: an empty section (one array, so the screen's memoised sections see no change). */
const NONE: never[] = [];

const POPULAR_ROWS = '6';
const RANKING_ROWS = '5';
/**
 * How many indices the server lists per market (the reference server's, packages/server/src/market/instruments/
 * indices.ts; a broker's app sets its own): the cards' placeholders take their room while loading.
 */
const INDEX_CARDS: Record<MarketCode, number> = { jpy: 2, usd: 3, cny: 2 };
/** The loading lists take the room of the rows asked for, so nothing moves when they arrive. */
const placeholderRows = (market: MarketCode) => ({
  popular: Number(POPULAR_ROWS),
  rankings: Number(RANKING_ROWS),
  indices: INDEX_CARDS[market],
});

/** /home/home[?type=] — indices, shortcuts, popular stocks, rankings and headlines of a market. */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('home');
  const language = sdk.i18n.language;
  const [market, setMarket] = useMarketParam();
  const indices = useEndpoint('listIndices', { type: market });
  const popular = useEndpoint('listRankings', { type: market, kind: 'popular', limit: POPULAR_ROWS });
  const gainers = useEndpoint('listRankings', { type: market, kind: 'gainers', limit: RANKING_ROWS });
  const losers = useEndpoint('listRankings', { type: market, kind: 'losers', limit: RANKING_ROWS });
  const volume = useEndpoint('listRankings', { type: market, kind: 'volume', limit: RANKING_ROWS });
  const turnover = useEndpoint('listRankings', { type: market, kind: 'turnover', limit: RANKING_ROWS });
  const news = useEndpoint('listNews', { headline: '1', pageSize: '5' }, { skip: !brand.features.news });
  const calls = [indices, popular, gainers, losers, volume, turnover, news];
  const failed = calls.find((c) => c.error && !c.data);
  // Each section keeps its view while its call's answer is unchanged (selectHomeView), so one answer renders
  // one section of the screen.
  const view = selectHomeView({
    indices: indices.data ?? (indices.error ? NONE : undefined),
    popular: popular.data?.list ?? (popular.error ? NONE : undefined),
    rankings: {
      gainers: gainers.data?.list ?? (gainers.error ? NONE : undefined),
      losers: losers.data?.list ?? (losers.error ? NONE : undefined),
      volume: volume.data?.list ?? (volume.error ? NONE : undefined),
      turnover: turnover.data?.list ?? (turnover.error ? NONE : undefined),
    },
    news: brand.features.news ? (news.data?.list ?? (news.error ? NONE : undefined)) : NONE,
    features: brand.features,
    language,
  });
  const renderSparkline = useCallback(
    (row: QuoteRowView) => <RowSparkline row={row} label={labels.sparkline} />,
    [labels.sparkline],
  );
  return (
    <MarketPrices market={market}>
      <HomeScreen
        labels={labels}
        markets={brand.markets}
        market={market}
        onMarketChange={setMarket}
        view={view}
        {...(failed?.error
          ? {
              error: failed.error.text,
              onRetry: () => {
                for (const c of calls) c.refetch();
              },
            }
          : {})}
        renderSparkline={renderSparkline}
        placeholderRows={placeholderRows(market)}
      />
    </MarketPrices>
  );
}
