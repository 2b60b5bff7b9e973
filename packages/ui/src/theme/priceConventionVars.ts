import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { PriceConvention } from './tokenType';
import { vars } from './vars.css';

/** The price roles (`up`, `down` and their soft shades) pointed at the red or green hue of a convention. */
export function priceConventionAssignments(convention: PriceConvention): Record<string, string> {
  const p = vars.color.price;
  const redUp = convention === 'red-up';
  return {
    [p.up]: redUp ? p.red : p.green,
    [p.upSoft]: redUp ? p.redSoft : p.greenSoft,
    [p.down]: redUp ? p.green : p.red,
    [p.downSoft]: redUp ? p.greenSoft : p.redSoft,
  };
}

/**
 * The same assignments as inline custom properties. A runtime brand's inline vars beat any class on their
 * element, so an element carrying both needs the convention inline too (TsumikiProvider does this).
 */
export function priceConventionStyle(convention: PriceConvention): Record<string, string> {
  return assignInlineVars(priceConventionAssignments(convention));
}
