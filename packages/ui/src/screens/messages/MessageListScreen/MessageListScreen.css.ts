import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const unreadTitle = style({ fontWeight: vars.font.weight.bold });

export const readTitle = style({ fontWeight: vars.font.weight.regular, color: vars.color.text.secondary });
