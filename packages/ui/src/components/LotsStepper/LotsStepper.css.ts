import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const box = style({ padding: vars.space.xxs, gap: 0 });

export const step = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '44px',
  height: '44px',
  border: 'none',
  borderRadius: `calc(${vars.radius.md} - 2px)`,
  background: vars.color.surface.sunken,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}` },
    '&:active:not(:disabled)': { background: vars.color.border.subtle },
    '&:disabled': { color: vars.color.text.tertiary, cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const input = style({
  textAlign: 'center',
  fontFamily: vars.font.family.mono,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.bold,
});

export const unit = style({ paddingInlineEnd: vars.space.sm });
