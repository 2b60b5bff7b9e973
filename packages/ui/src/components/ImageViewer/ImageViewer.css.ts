import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const content = style({
  position: 'fixed',
  inset: 0,
  zIndex: 51,
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  background: vars.color.surface.inverse,
  color: vars.color.text.onInverse,
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `calc(${vars.space.sm} + env(safe-area-inset-top)) ${vars.space.md} ${vars.space.sm}`,
});

export const title = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium });

export const stage = style({
  position: 'relative',
  overflow: 'hidden',
  display: 'grid',
  placeItems: 'center',
  touchAction: 'none',
  userSelect: 'none',
});

export const image = style({
  maxWidth: '100%',
  maxHeight: '100%',
  transformOrigin: 'center',
  willChange: 'transform',
  pointerEvents: 'none',
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.md} 0 calc(${vars.space.md} + env(safe-area-inset-bottom))`,
});

export const control = style({
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  border: `1px solid ${vars.color.text.onInverse}`,
  borderRadius: '50%',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.text.onInverse}`, outlineOffset: '2px' },
    '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
  },
});

export const percent = style({
  minWidth: '56px',
  textAlign: 'center',
  fontFamily: vars.font.family.mono,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.size.sm,
});
