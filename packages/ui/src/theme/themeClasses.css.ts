import { style, styleVariants } from '@vanilla-extract/css';
import type { ThemeName } from './brands';
import { priceConventionAssignments } from './priceConventionVars';
import type { PriceConvention } from './tokenType';
import { darkTheme, lightTheme, murasakiTheme, vars } from './vars.css';

/** Theme class per built-in theme name. */
export const themeClasses: Record<ThemeName, string> = {
  light: lightTheme,
  dark: darkTheme,
  murasaki: murasakiTheme,
};

// Declared after the themes (this file imports vars.css), so with equal specificity these win.
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
