import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const cards = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const cardHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'start',
  gap: vars.space.sm,
});

export const bank = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

export const number = style({
  margin: 0,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.lg,
  letterSpacing: '0.08em',
});
