import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { touchTarget } from '../private/touchTarget.css';

/**
 * Out of sight until a keyboard or screen reader reaches it (as a skip link), in sight while prices are frozen
 * so everyone can tell why they stand still.
 */
export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.feedback.info.soft,
  color: vars.color.feedback.info.onSoft,
  fontSize: vars.font.size.sm,
  selectors: {
    '&:not([data-frozen]):not(:focus-within)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      padding: 0,
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  },
});

export const status = style({ fontWeight: vars.font.weight.bold });

export const toggle = style([
  touchTarget,
  {
    appearance: 'none',
    border: `1px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.md,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    background: vars.color.surface.card,
    color: vars.color.text.primary,
    font: 'inherit',
    fontWeight: vars.font.weight.bold,
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&[aria-pressed="true"]': { background: vars.color.brand.primary, color: vars.color.brand.onPrimary },
    },
  },
]);
