import type { QuoteRowView, SortFieldParam, SortOrderParam } from '@tsumiki/sdk';
import { MARKET_SORT_FIELDS, selectMarketListView } from '@tsumiki/sdk';
import { useEndpoint, useSdk } from '@tsumiki/sdk/react';
import { MarketListScreen } from '@tsumiki/ui/screens';
import { useCallback } from 'react';
import { brand } from '../../brand';
import { useSearchParams } from '../../nav/router';
import { MarketPrices } from '../../shell/priceColors';
import { RowSparkline } from '../../shell/RowSparkline';
import { useLabels } from '../../shell/useLabels';
import { useMarketParam } from '../../shell/useMarketParam';

const PAGE_SIZE = '20';

/** /home/index[?type=&sort=&order=&page=] — a market's stocks, sorted and paged, with sparklines. */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('home');
  const language = sdk.i18n.language;
  const [market, setMarket] = useMarketParam();
  const [params, setParams] = useSearchParams();
  const sort = MARKET_SORT_FIELDS.find((f): f is SortFieldParam => f === params.get('sort')) ?? 'changeRate';
  const order: SortOrderParam = params.get('order') === 'asc' ? 'asc' : 'desc';
  const page = /^[1-9]\d{0,4}$/.test(params.get('page') ?? '') ? (params.get('page') as string) : '1';
  const list = useEndpoint('listMarket', { type: market, sort, order, page, pageSize: PAGE_SIZE });
  const update = (patch: Record<string, string>) =>
    setParams(
      (p) => {
        for (const [k, v] of Object.entries(patch)) p.set(k, v);
        return p;
      },
      { replace: true },
    );
  // One function across renders: the list's rows are memoised, so a poll renders only the quotes that moved.
  const renderSparkline = useCallback(
    (row: QuoteRowView) => <RowSparkline row={row} label={labels.sparkline} />,
    [labels.sparkline],
  );
  // The list's market, not the shell's: its tabs switch markets, and the colours follow.
  return (
    <MarketPrices market={market}>
      <MarketListScreen
        labels={labels}
        markets={brand.markets}
        market={market}
        onMarketChange={setMarket}
        sort={sort}
        onSortChange={(s) => update({ sort: s, page: '1' })}
        order={order}
        onOrderChange={(o) => update({ order: o, page: '1' })}
        view={list.data ? selectMarketListView(list.data, language) : null}
        {...(list.error && !list.data ? { error: list.error.text, onRetry: list.refetch } : {})}
        onPageChange={(p) => update({ page: String(p) })}
        renderSparkline={renderSparkline}
      />
    </MarketPrices>
  );
}
