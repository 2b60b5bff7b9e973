import { style } from '@vanilla-extract/css';
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

export const actions = style({
  position: 'sticky',
  bottom: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr 1fr',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  background: vars.color.surface.page,
});

export const long = style({ background: vars.color.price.up, color: vars.color.text.onInverse });
export const short = style({ background: vars.color.price.down, color: vars.color.text.onInverse });
