import type { MarketCode } from '@tsumiki/sdk';
import { isMarketCode } from '@tsumiki/sdk';
import { useCallback } from 'react';
import { brand } from '../brand';
import { useSearchParams } from '../nav/router';

// A module of its own: the home and market list routes share it without either loading the other's screen.
/** The market of `?type=` when the brand offers it, else the brand's default market. */
export function useMarketParam(): [MarketCode, (market: MarketCode) => void] {
  const [params, setParams] = useSearchParams();
  const type = params.get('type') ?? '';
  const market = isMarketCode(type) && brand.markets.includes(type) ? type : (brand.markets[0] ?? 'jpy');
  const setMarket = useCallback(
    (m: MarketCode) =>
      setParams(
        (p) => {
          p.set('type', m);
          p.delete('page');
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [market, setMarket];
}
