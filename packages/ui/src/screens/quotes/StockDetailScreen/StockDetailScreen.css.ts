import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const header = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface.card,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const nameRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const name = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const code = style({
  color: vars.color.text.secondary,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
});

export const priceRow = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const price = style({
  fontFamily: vars.font.family.mono,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
});

export const chartCard = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface.card,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'space-between',
});

export const figure = style({
  fontFamily: vars.font.family.mono,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
});

/** Watchlist star, buy long, buy short: always in reach at the bottom of the screen. */
export const actions = style({
  position: 'sticky',
  bottom: 0,
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.sm,
  // The page's gutter continues under the bar, so what scrolls beneath never shows at its sides.
  margin: `0 calc(-1 * ${vars.space.lg}) calc(-1 * ${vars.space.lg})`,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface.page,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

export const watch = style({ paddingInline: vars.space.md });

// The star is filled while the stock is on the watchlist.
globalStyle(`${watch}[aria-pressed="true"] svg`, { fill: 'currentColor' });

/**
 * Buy long and buy short share what is left of a 320 px phone (about 110 px each): a label wider than that, as
 * '売り（ショート）' in a CJK face, breaks into two lines inside the button instead of running out of it — at the
 * bracket ('売り' / '（ショート）'), not inside the word, and anywhere only if a part still does not fit.
 */
const trade = style({
  whiteSpace: 'normal',
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
  textAlign: 'center',
  textWrap: 'balance',
  lineHeight: 1.2,
  paddingInline: vars.space.xs,
});
export const long = style([trade, { background: vars.color.price.up, color: vars.color.text.onInverse }]);
export const short = style([trade, { background: vars.color.price.down, color: vars.color.text.onInverse }]);
