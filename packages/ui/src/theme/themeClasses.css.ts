import { style, styleVariants } from '@vanilla-extract/css';
import { type ThemeName, themeNames } from './brands';
import { priceConventionAssignments } from './priceConventionVars';
import { themeClass } from './themes/themeClass';
import type { PriceConvention } from './tokenType';
import { vars } from './vars.css';

/**
 * Theme class per built-in theme name. Names only: a theme's CSS comes with its module
 * (`@tsumiki/ui/themes/<name>`, or `@tsumiki/ui/style.css` with all of them).
 */
export const themeClasses = Object.fromEntries(themeNames.map((name) => [name, themeClass(name)])) as Record<
  ThemeName,
  string
>;

// The themes set their vars at specificity zero, so these win wherever they are declared.
export const priceConventionClasses: Record<PriceConvention, string> = styleVariants({
  'red-up': { vars: priceConventionAssignments('red-up') },
  'green-up': { vars: priceConventionAssignments('green-up') },
});

/** Picks the body font stack from the inherited `lang`, so Chinese text never renders in a Japanese face. */
export const rootClass = style({
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
  colorScheme: vars.colorScheme,
  WebkitTapHighlightColor: 'transparent',
  WebkitFontSmoothing: 'antialiased',
  selectors: {
    '&:lang(zh)': { vars: { [vars.font.family.body]: vars.font.family.zh } },
    '&:lang(en)': { vars: { [vars.font.family.body]: vars.font.family.latin } },
  },
});
