import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// The select fills the field box (the whole box is its hit area); the chevron sits over its end and lets taps
// through.
export const box = style({ position: 'relative', padding: 0 });

export const select = style({
  appearance: 'none',
  width: '100%',
  minWidth: 0,
  minHeight: '46px',
  margin: 0,
  padding: `0 calc(${vars.space.md} + 26px) 0 ${vars.space.md}`,
  border: 'none',
  borderRadius: 'inherit',
  background: 'transparent',
  color: vars.color.text.primary,
  font: 'inherit',
  fontSize: '16px',
  textOverflow: 'ellipsis',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-placeholder]': { color: vars.color.text.tertiary },
    '&:disabled': { color: vars.color.text.secondary, cursor: 'not-allowed' },
  },
});

// Options draw in the platform's list: give them the theme's colours, or a dark theme shows dark on white.
globalStyle(`${select} option`, { background: vars.color.surface.raised, color: vars.color.text.primary });

export const icon = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'flex',
  color: vars.color.text.secondary,
  pointerEvents: 'none',
});
