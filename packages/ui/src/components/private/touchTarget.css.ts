import { style } from '@vanilla-extract/css';

/** The kit's minimum touch target, in CSS px (spec "phone-first"; WCAG 2.5.5 advises 44). */
export const TOUCH_TARGET_PX = 44;

/**
 * Grows an element's hit box to at least 44x44 px around its centre without changing how it looks, so compact
 * controls keep their design: a transparent ::before, whose taps and clicks go to the element itself. The
 * element becomes a positioning context; an ancestor with `overflow: hidden` clips the extra area.
 */
export const touchTarget = style({
  position: 'relative',
  '::before': {
    content: '""',
    position: 'absolute',
    top: '50%',
    left: '50%',
    width: `max(100%, ${TOUCH_TARGET_PX}px)`,
    height: `max(100%, ${TOUCH_TARGET_PX}px)`,
    transform: 'translate(-50%, -50%)',
  },
});
