import { isMarketCode } from '@tsumiki/sdk';
import { MarketSwitch } from '@tsumiki/ui/screens';
import { useEffect } from 'react';
import { brand } from '../brand';
import { useSearchParams } from '../nav/router';
import { type ShellContext, useShellMarket } from './ShellLayout';
import { useLabels } from './useLabels';

/**
 * The market a market-bound page shows: the one picked in the shell (the user panel's switch, the switch
 * over the page and /position/index share it). A link may name one (`?market=usd`, or `param`): arriving
 * with it moves the shell's choice there, and the parameter leaves the URL, so the shell's choice alone rules
 * from then on.
 */
export function usePageMarket(param = 'market'): ShellContext {
  const shell = useShellMarket();
  const [params, setParams] = useSearchParams();
  const wanted = params.get(param) ?? '';
  const linked = isMarketCode(wanted) && brand.markets.includes(wanted) ? wanted : null;
  const { setMarket } = shell;
  useEffect(() => {
    if (!linked) return;
    setMarket(linked);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(param);
        return next;
      },
      { replace: true },
    );
  }, [linked, param, setMarket, setParams]);
  return { market: linked ?? shell.market, setMarket };
}

/** The market switch over a page, as its first line (nothing for a one-market brand), moving the shell's chosen market. */
export function PageMarketSwitch({ page }: { page: ShellContext }) {
  const labels = useLabels('home');
  return (
    <MarketSwitch
      labels={labels}
      markets={brand.markets}
      market={page.market}
      onMarketChange={page.setMarket}
      placement="page"
    />
  );
}
