import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** A grid or flex item that may shrink below its widest tab row (the list scrolls sideways instead). */
export const root = style({ minWidth: 0 });

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  WebkitOverflowScrolling: 'touch',
  // Tabs out of view fade at the side they lie on: the strip reads as scrollable, not as cut.
  selectors: {
    '&[data-more="end"]': { maskImage: 'linear-gradient(to right, #000 calc(100% - 2rem), transparent)' },
    '&[data-more="start"]': { maskImage: 'linear-gradient(to left, #000 calc(100% - 2rem), transparent)' },
    '&[data-more="start end"]': {
      maskImage: 'linear-gradient(to right, transparent, #000 2rem, #000 calc(100% - 2rem), transparent)',
    },
  },
});

export const listVariant = styleVariants({
  // The rule under the tabs is drawn inside the list, so the active tab's bar lies over it.
  underline: { boxShadow: `inset 0 -1px 0 ${vars.color.border.subtle}`, gap: vars.space.lg },
  pill: { padding: vars.space.xxs },
});

export const trigger = style({
  appearance: 'none',
  background: 'none',
  border: 'none',
  font: 'inherit',
  flexShrink: 0,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.medium,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[data-state="active"]': { color: vars.color.text.primary, fontWeight: vars.font.weight.bold },
  },
});

export const triggerVariant = styleVariants({
  underline: {
    position: 'relative',
    padding: `${vars.space.md} ${vars.space.xxs}`,
    fontSize: vars.font.size.md,
    selectors: {
      '&[data-state="active"]::after': {
        content: '""',
        position: 'absolute',
        left: '20%',
        right: '20%',
        // Inside the list's box: below it would give the sideways-scrolling list a vertical scroll too.
        bottom: 0,
        height: '3px',
        borderRadius: vars.radius.full,
        background: vars.color.brand.primary,
      },
    },
  },
  pill: {
    padding: `${vars.space.xs} ${vars.space.md}`,
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.sm,
    background: vars.color.surface.sunken,
    selectors: {
      '&[data-state="active"]': { background: vars.color.brand.primary, color: vars.color.brand.onPrimary },
    },
  },
});

export const content = style({
  paddingTop: vars.space.lg,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
