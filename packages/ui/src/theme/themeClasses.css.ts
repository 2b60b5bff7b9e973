import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { type ThemeName, themeNames } from './brands';
import { priceConventionAssignments } from './priceConventionVars';
import { themeClass } from './themes/themeClass';
import type { FontLanguage, PriceConvention } from './tokenType';
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

const faces = (lang: FontLanguage) => ({
  [vars.font.family.body]: vars.font.family.text[lang],
  [vars.font.family.heading]: vars.font.family.headings[lang],
});

/**
 * Picks the body and heading faces from the inherited `lang`, so Chinese text never renders in a Japanese face.
 * A runtime brand's inline vars never set the two faces (`applyRuntimeTokens` leaves them out), so these rules
 * apply under every brand.
 */
export const rootClass = style({
  vars: faces('ja'),
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
  colorScheme: vars.colorScheme,
  WebkitTapHighlightColor: 'transparent',
  WebkitFontSmoothing: 'antialiased',
  selectors: {
    '&:lang(zh)': { vars: faces('zh') },
    '&:lang(en)': { vars: faces('en') },
  },
});

// The kit's base layer — what a reset does, scoped to the kit and at zero specificity (`:where`), so it reaches
// nothing of the app around the kit and any rule of the app's wins. It is part of `@tsumiki/ui/style.css`: an app
// that imports the stylesheet and adds nothing lays out right.
globalStyle(`:where(${rootClass}, ${rootClass} *, ${rootClass} *::before, ${rootClass} *::after)`, {
  // Widths include padding and border, so a full-width control never pokes out of its column.
  boxSizing: 'border-box',
});
globalStyle(`:where(${rootClass}) :where(button, input, select, textarea)`, {
  // Controls take the kit's face and colour, not the browser's defaults.
  font: 'inherit',
  color: 'inherit',
  letterSpacing: 'inherit',
});
globalStyle(`:where(${rootClass}) :where(img, video)`, { maxWidth: '100%' });

/** Marks a provider that fills its page (`fill`): the document around it gives it the viewport's height. */
export const fillAttribute = 'data-tsumiki-fill';
globalStyle(`:where(html:has([${fillAttribute}]))`, { height: '100%', WebkitTextSizeAdjust: '100%' });
globalStyle(`:where(body:has([${fillAttribute}]))`, { height: '100%', margin: 0 });
// The element the app mounts into (`#root`), when the provider is its child.
globalStyle(`:where(body > :has(> [${fillAttribute}]))`, { height: '100%' });
