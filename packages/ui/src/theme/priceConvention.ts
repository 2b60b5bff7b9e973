import type { PriceConvention } from './tokenType';

export const markets = ['jpy', 'usd', 'cny'] as const;
/** Market codes as the SDK names them (the funding currency of the exchange). */
export type Market = (typeof markets)[number];

export const priceConventionOverrides = ['auto', 'red-up', 'green-up'] as const;
/** The user's setting: follow the market (`auto`) or force one convention everywhere. */
export type PriceConventionOverride = (typeof priceConventionOverrides)[number];

const byMarket: Record<Market, PriceConvention> = {
  // Tokyo and Shanghai show rises in red; US venues in green.
  jpy: 'red-up',
  cny: 'red-up',
  usd: 'green-up',
};

/**
 * The price colour convention for a market and the user's override.
 * @param override defaults to `'auto'` (the market's convention).
 */
export function priceConventionFor(
  market: Market,
  override: PriceConventionOverride = 'auto',
): PriceConvention {
  return override === 'auto' ? byMarket[market] : override;
}
