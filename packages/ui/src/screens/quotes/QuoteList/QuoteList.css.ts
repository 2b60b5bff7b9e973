import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const trailing = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const figures = style({ display: 'grid', justifyItems: 'end', gap: vars.space.xxs });

export const price = style({
  fontFamily: vars.font.family.mono,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

export const code = style({ fontFamily: vars.font.family.mono, fontVariantNumeric: 'tabular-nums' });
