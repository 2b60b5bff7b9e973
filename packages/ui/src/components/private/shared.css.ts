import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const focusRing = style({
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Prices and amounts: digits keep their width while they tick. */
export const digits = style({
  fontFamily: vars.font.family.mono,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '-0.01em',
});

export const resetButton = style({
  appearance: 'none',
  background: 'none',
  border: 'none',
  margin: 0,
  padding: 0,
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  textAlign: 'inherit',
});
