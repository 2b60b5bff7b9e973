import type { MarketCode, PreferenceKey, PreferenceValues, PriceColorChoice } from '@tsumiki/sdk';
import { useSdkCore } from '@tsumiki/sdk/react';
import { type PriceConvention, PriceConventionScope, priceConventionFor } from '@tsumiki/ui';
import { type ReactNode, useCallback, useSyncExternalStore } from 'react';

/** One of the customer's settings (persisted in the SDK's preferences) and its setter. */
export function usePreference<K extends PreferenceKey>(
  key: K,
): [PreferenceValues[K], (value: PreferenceValues[K]) => void] {
  const { preferences } = useSdkCore();
  const get = useCallback(() => preferences.get(key), [preferences, key]);
  const value = useSyncExternalStore(preferences.subscribe, get, get);
  const set = useCallback((next: PreferenceValues[K]) => preferences.set(key, next), [preferences, key]);
  return [value, set];
}

/** The customer's price colour setting and its setter. */
export function usePriceColors(): [PriceColorChoice, (choice: PriceColorChoice) => void] {
  return usePreference('priceColors');
}

/** The convention a market's prices show in: its own (red-up in Tokyo and Shanghai, green-up in the US) or the
 * customer's override. */
export function usePriceConvention(market: MarketCode): PriceConvention {
  return priceConventionFor(market, usePriceColors()[0]);
}

/** Shows its content (and dialogs opened from it) in the price colours of `market`. */
export function MarketPrices({ market, children }: { market: MarketCode; children: ReactNode }) {
  return <PriceConventionScope convention={usePriceConvention(market)}>{children}</PriceConventionScope>;
}
