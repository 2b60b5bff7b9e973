import type { MarketCode, PositionTab } from '@tsumiki/sdk';
import { isMarketCode, POSITION_TABS, selectAssetSummaryView, selectPositionsView } from '@tsumiki/sdk';
import { useEndpoint, useSdk, useSdkSelector } from '@tsumiki/sdk/react';
import { PositionsScreen } from '@tsumiki/ui/screens';
import { useEffect, useMemo, useRef } from 'react';
import { brand } from '../../brand';
import { useSearchParams } from '../../nav/router';
import { useAssetCallsError, useShellMarket } from '../../shell/ShellLayout';
import { useLabels } from '../../shell/useLabels';

/**
 * /position/index?tab=holding&market=jpy — the tab and market live in the URL so back returns to them; without
 * a market in the URL, the one picked in the shell.
 */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('positions');
  const language = sdk.i18n.language;
  const [params, setParams] = useSearchParams();
  const shell = useShellMarket();
  const wanted = params.get('market') ?? '';
  // The URL's market when it names one of the brand's, else the one picked in the shell.
  const market: MarketCode = isMarketCode(wanted) && brand.markets.includes(wanted) ? wanted : shell.market;
  const { setMarket } = shell;
  // A link to another market's positions moves the shell's summary (the user panel) there too.
  useEffect(() => setMarket(market), [market, setMarket]);
  const tabParam = params.get('tab');
  const tab: PositionTab = POSITION_TABS.find((t) => t === tabParam) ?? 'holding';
  const arg = { type: market } as const;

  const positions = useEndpoint('listPositions', arg);
  const history = useEndpoint('listPositionHistory', arg);
  const newStocks = useEndpoint('listNewStockOrders', arg, { skip: !brand.features.ipo });
  const follows = useEndpoint('listFollowOrders', arg, { skip: !brand.features.follow });
  // The margin levels and fees: the stop-out price of a position the server sent none for.
  const config = useEndpoint('getConfig', { type: 'all' });
  // The asset summary reads these two as well; the four above complete its seven calls.
  useEndpoint('getUserinfo', arg);
  useEndpoint('listWithdrawals', arg);
  useEndpoint('listStockCredits', arg);

  const selectSummary = useMemo(
    () => selectAssetSummaryView(sdk.api, market, language),
    [sdk, market, language],
  );
  const summary = useSdkSelector(selectSummary);
  const loaded = positions.data !== undefined && history.data !== undefined;
  const view = useMemo(
    () =>
      loaded
        ? selectPositionsView({
            market,
            language,
            ...(positions.data ? { positions: positions.data } : {}),
            ...(history.data ? { history: history.data } : {}),
            ...(newStocks.data ? { newStockOrders: newStocks.data } : {}),
            ...(follows.data ? { followOrders: follows.data } : {}),
            ...(config.data ? { config: config.data } : {}),
          })
        : undefined,
    [loaded, market, language, positions.data, history.data, newStocks.data, follows.data, config.data],
  );
  const error = positions.error ?? history.error;
  // The summary's own reads (the user info and the frozen lists) fail as loudly as the lists.
  const assetCalls = useAssetCallsError(market);

  const set = (key: 'tab' | 'market', value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );

  // And a market picked in the user panel meanwhile moves this page (its URL) there.
  const seen = useRef(shell.market);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the shell's market moves the page
  useEffect(() => {
    if (seen.current === shell.market) return;
    seen.current = shell.market;
    if (shell.market !== market) set('market', shell.market);
  }, [shell.market]);

  return (
    <PositionsScreen
      labels={labels}
      markets={brand.markets}
      market={market}
      onMarketChange={(m) => {
        setMarket(m);
        set('market', m);
      }}
      {...(summary.loading ? {} : { summary: summary.rows })}
      tab={tab}
      onTabChange={(t) => set('tab', t)}
      {...(view ? { view } : {})}
      {...(error || assetCalls.error
        ? {
            error: error?.text ?? assetCalls.error ?? '',
            onRetry: () => {
              if (positions.error) positions.refetch();
              if (history.error) history.refetch();
              assetCalls.retry();
            },
          }
        : {})}
    />
  );
}
