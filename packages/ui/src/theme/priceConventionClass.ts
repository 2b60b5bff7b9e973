import type { Market, PriceConventionOverride } from './priceConvention';
import { priceConventionFor } from './priceConvention';
import { priceConventionClasses } from './themeClasses.css';

/**
 * Class that sets `vars.color.price.up/down` (and their soft shades) for a market and the user's override.
 * Put it on any element inside a theme: everything under it follows.
 * @param override defaults to `'auto'`.
 */
export function priceConventionClass(market: Market, override: PriceConventionOverride = 'auto'): string {
  return priceConventionClasses[priceConventionFor(market, override)];
}
