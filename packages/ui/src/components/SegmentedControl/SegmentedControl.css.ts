import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { TOUCH_TARGET_PX, touchTarget } from '../private/touchTarget.css';

export const root = style({
  display: 'flex',
  padding: '3px',
  gap: '3px',
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
});

// Segments look 30/38 px high but answer taps over at least 44 px. They are at least 44 px wide: side by side,
// a neighbour's enlarged hit area would otherwise take the taps meant for a narrow segment.
export const item = style([
  touchTarget,
  {
    appearance: 'none',
    flex: 1,
    minWidth: `${TOUCH_TARGET_PX}px`,
    padding: `0 ${vars.space.sm}`,
    border: 'none',
    borderRadius: `calc(${vars.radius.md} - 2px)`,
    background: 'transparent',
    color: vars.color.text.secondary,
    font: 'inherit',
    fontWeight: vars.font.weight.medium,
    // A segment is as wide as its word: never squeezed into its neighbour.
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
      '&[data-state="checked"]': {
        background: vars.color.surface.raised,
        color: vars.color.text.primary,
        fontWeight: vars.font.weight.bold,
        boxShadow: vars.shadow.card,
      },
      '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
    },
  },
]);

export const size = styleVariants({
  sm: { minHeight: '30px', fontSize: vars.font.size.sm },
  md: { minHeight: '38px', fontSize: vars.font.size.md },
});

/** Buy/sell style: the checked side takes the price colour of its direction. */
export const tone = styleVariants({
  up: {
    selectors: {
      '&[data-state="checked"]': { background: vars.color.price.upSoft, color: vars.color.price.up },
    },
  },
  down: {
    selectors: {
      '&[data-state="checked"]': { background: vars.color.price.downSoft, color: vars.color.price.down },
    },
  },
});
