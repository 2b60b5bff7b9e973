import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  appearance: 'none',
  border: 'none',
  borderRadius: vars.radius.control,
  background: vars.color.brand,
  color: vars.color.brandText,
  fontFamily: vars.font.body,
  fontSize: '16px',
  fontWeight: 600,
  minHeight: '44px',
  padding: `0 ${vars.space.lg}`,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
