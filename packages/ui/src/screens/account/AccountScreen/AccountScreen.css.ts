import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const profile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.card,
  boxShadow: vars.shadow.card,
});

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  borderRadius: '50%',
  background: vars.color.brand.soft,
  color: vars.color.brand.onSoft,
});

export const profileText = style({ display: 'grid', gap: vars.space.xxs });

export const account = style({
  margin: 0,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const assets = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.md,
  margin: 0,
});

export const assetItem = style({ display: 'grid', gap: vars.space.xxs });

export const assetTotal = style({ gridColumn: '1 / -1' });

export const assetLabel = style({ fontSize: vars.font.size.xs, color: vars.color.text.secondary });

export const assetValue = style({ margin: 0 });

/** An asset value while the summary loads: a bone as tall as the value's line. */
export const valuePlaceholder = style({
  display: 'inline-block',
  width: '7em',
  borderRadius: vars.radius.sm,
});

export const allocation = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

export const allocationHeading = style({
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

export const legend = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const legendItem = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'baseline',
  columnGap: vars.space.xs,
  fontSize: vars.font.size.sm,
});

const swatchBase = style({
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.sm,
  alignSelf: 'center',
});

/** The legend's key per part, the same series colours as the ring. */
export const swatch = styleVariants({
  available: [swatchBase, { background: vars.color.chart.series1 }],
  positions: [swatchBase, { background: vars.color.chart.series2 }],
  otherFrozen: [swatchBase, { background: vars.color.chart.series3 }],
});

export const legendName = style({ color: vars.color.text.secondary });

export const legendFigures = style({
  gridColumn: '2',
  fontFamily: vars.font.family.mono,
  fontVariantNumeric: 'tabular-nums',
});

export const legendShare = style({ color: vars.color.text.secondary });

/** A figure while the summary loads: a bone as tall as the figure's line. */
export const figuresPlaceholder = style({ width: '8em', borderRadius: vars.radius.sm });

export const display = style({ display: 'grid', gap: vars.space.sm });
