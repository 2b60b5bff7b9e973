// Block-trade routes: /home/large open, /home/large2 upcoming, /home/large3 closed, /home/large4 by market,
// /home/largeInfo detail, /home/largerOrder apply, /home/largeQc my applications — the split and why are in
// docs/white-label.md ("Block-trade routes").
import type { BlockListFilter } from '@tsumiki/sdk';
import { selectBlockTradeList } from '@tsumiki/sdk';
import { useEndpoint, useSdk } from '@tsumiki/sdk/react';
import type { BlockListView } from '@tsumiki/ui/screens';
import { BlockTradeList } from '@tsumiki/ui/screens';
import { brand } from '../../brand';
import { PageMarketSwitch, usePageMarket } from '../../shell/pageMarket';
import { useLabels } from '../../shell/useLabels';

const FILTER: Record<BlockListView, BlockListFilter> = {
  open: 'open',
  upcoming: 'upcoming',
  closed: 'closed',
  market: 'all',
};

/**
 * One block-trade list route; shared by /home/large, /home/large2, /home/large3 and /home/large4. Each lists the
 * market chosen in the shell: /home/large4 with the screen's own market picker (and `?type=` in a link), the
 * others with the switch over the page (`?market=` in a link).
 */
export function BlockListRoute({ view }: { view: BlockListView }) {
  const sdk = useSdk();
  const labels = useLabels('block');
  const language = sdk.i18n.language;
  const page = usePageMarket(view === 'market' ? 'type' : 'market');
  const { market } = page;
  const trades = useEndpoint('listBlockTrades', { type: market });
  const rows = trades.data
    ? selectBlockTradeList(trades.data, { language, filter: FILTER[view] })
    : undefined;
  return (
    <>
      {view === 'market' ? null : <PageMarketSwitch page={page} />}
      <BlockTradeList
        labels={labels}
        view={view}
        status={trades.error ? 'error' : rows ? 'ready' : 'loading'}
        {...(rows ? { rows } : {})}
        {...(trades.error ? { errorText: trades.error.text, onRetry: trades.refetch } : {})}
        {...(view === 'market'
          ? { markets: { options: brand.markets, value: market, onChange: page.setMarket } }
          : {})}
      />
    </>
  );
}

/** /home/large — block trades open for applications. */
export function Component() {
  return <BlockListRoute view="open" />;
}
