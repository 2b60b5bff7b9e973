import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const controls = style({ display: 'flex', gap: vars.space.xxs });

export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const up = style({ transform: 'rotate(180deg)', display: 'inline-grid' });

export const danger = style({ color: vars.color.feedback.danger.solid });
