import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const name = style({ fontWeight: vars.font.weight.bold });
export const code = style({
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.regular,
  fontSize: vars.font.size.sm,
});
export const trailing = style({ display: 'grid', justifyItems: 'end', gap: vars.space.xxs });
