import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-12px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const viewport = style({
  position: 'fixed',
  zIndex: 60,
  top: `calc(${vars.space.md} + env(safe-area-inset-top))`,
  left: '50%',
  transform: 'translateX(-50%)',
  width: 'min(calc(100vw - 32px), 360px)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  outline: 'none',
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.sm} ${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.inverse,
  color: vars.color.text.onInverse,
  boxShadow: vars.shadow.toast,
  animation: `${slideIn} ${vars.motion.base} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  selectors: {
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fast} ease-in forwards` },
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="end"]': { animation: `${fadeOut} ${vars.motion.fast} ease-out forwards` },
  },
});

export const mark = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '22px',
  height: '22px',
  marginTop: '1px',
  borderRadius: '50%',
});

export const markTone = styleVariants({
  info: { background: vars.color.feedback.info.solid, color: vars.color.feedback.info.onSolid },
  success: { background: vars.color.feedback.success.solid, color: vars.color.feedback.success.onSolid },
  warning: { background: vars.color.feedback.warning.solid, color: vars.color.feedback.warning.onSolid },
  danger: { background: vars.color.feedback.danger.solid, color: vars.color.feedback.danger.onSolid },
});

export const text = style({ flex: 1, minWidth: 0, display: 'grid', gap: '2px', paddingTop: '1px' });

export const title = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

export const description = style({ fontSize: vars.font.size.sm });

export const close = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '32px',
  height: '32px',
  marginTop: '-5px',
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.text.onInverse}` } },
});
