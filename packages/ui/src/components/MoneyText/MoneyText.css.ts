import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: '0.2em',
  fontFamily: vars.font.family.mono,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
});

export const size = styleVariants({
  sm: { fontSize: vars.font.size.sm },
  md: { fontSize: vars.font.size.md },
  lg: { fontSize: vars.font.size.xl },
  xl: { fontSize: vars.font.size.xxl, letterSpacing: '-0.02em' },
});

export const tone = styleVariants({
  default: { color: vars.color.text.primary },
  muted: { color: vars.color.text.secondary },
  up: { color: vars.color.price.up },
  down: { color: vars.color.price.down },
  flat: { color: vars.color.price.flat },
});

export const currency = style({
  fontFamily: vars.font.family.body,
  fontSize: '0.7em',
  fontWeight: vars.font.weight.medium,
  color: 'inherit',
});
