import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  background: vars.color.surface.page,
  color: vars.color.text.primary,
});

export const fill = style({ minHeight: '100%' });
