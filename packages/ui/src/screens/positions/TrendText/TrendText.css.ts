import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.25em',
  fontFamily: vars.font.family.mono,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
});

export const tone = styleVariants({
  up: { color: vars.color.price.up },
  down: { color: vars.color.price.down },
  flat: { color: vars.color.text.secondary },
});

export const arrow = style({ fontSize: '0.7em' });
