import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
