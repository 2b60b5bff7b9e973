// Block-trade route split (the spec does not say which /home/large* route is which):
//   /home/large          open block trades (the list you land on)
//   /home/large2         upcoming block trades (announced, not open yet)
//   /home/large3         closed block trades
//   /home/large4         every block trade of one market, with a market picker (?type=jpy|usd|cny)
//   /home/largeInfo?id=  one block trade's detail
//   /home/largerOrder?id= the application (lots, amount required, funds password)
//   /home/largeQc        my applications and their review state
import type { BlockListFilter, Language, MarketCode } from '@tsumiki/sdk';
import { isMarketCode, selectBlockTradeList } from '@tsumiki/sdk';
import { useEndpoint, useSdk } from '@tsumiki/sdk/react';
import type { BlockListView } from '@tsumiki/ui/screens';
import { BlockTradeList } from '@tsumiki/ui/screens';
import { useSearchParams } from 'react-router';
import { brand } from '../../brand';
import { useLabels } from '../../shell/useLabels';

const FILTER: Record<BlockListView, BlockListFilter> = {
  open: 'open',
  upcoming: 'upcoming',
  closed: 'closed',
  market: 'all',
};

/** One block-trade list route; shared by /home/large, /home/large2, /home/large3 and /home/large4. */
export function BlockListRoute({ view }: { view: BlockListView }) {
  const sdk = useSdk();
  const labels = useLabels('block');
  const language = sdk.i18n.language as Language;
  const [params, setParams] = useSearchParams();
  const asked = params.get('type') ?? '';
  const market: MarketCode =
    view === 'market' && isMarketCode(asked) && brand.markets.includes(asked)
      ? asked
      : (brand.markets[0] ?? 'jpy');
  const trades = useEndpoint('listBlockTrades', { type: market });
  const rows = trades.data
    ? selectBlockTradeList(trades.data, { language, filter: FILTER[view] })
    : undefined;
  return (
    <BlockTradeList
      labels={labels}
      view={view}
      status={trades.error ? 'error' : rows ? 'ready' : 'loading'}
      {...(rows ? { rows } : {})}
      {...(trades.error ? { errorText: trades.error.text, onRetry: trades.refetch } : {})}
      {...(view === 'market'
        ? {
            markets: {
              options: brand.markets,
              value: market,
              onChange: (m) => setParams({ type: m }, { replace: true }),
            },
          }
        : {})}
    />
  );
}

/** /home/large — block trades open for applications. */
export function Component() {
  return <BlockListRoute view="open" />;
}
