import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const article = style({ display: 'grid', gap: vars.space.md });

export const cover = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
});
