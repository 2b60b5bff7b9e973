import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.96)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

const reduced = { '(prefers-reduced-motion: reduce)': { animation: 'none' } };

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  background: vars.color.surface.scrim,
  animation: `${fadeIn} ${vars.motion.base} ${vars.motion.easing}`,
  '@media': reduced,
});

export const content = style({
  position: 'fixed',
  zIndex: 51,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(calc(100vw - 48px), 340px)',
  maxHeight: 'calc(100dvh - 96px)',
  overflowY: 'auto',
  boxSizing: 'border-box',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.lg}`,
  borderRadius: vars.radius.xl,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.toast,
  animation: `${popIn} ${vars.motion.base} ${vars.motion.easing}`,
  '@media': reduced,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
});

export const description = style({
  margin: `${vars.space.sm} 0 0`,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  textAlign: 'center',
});

export const body = style({ marginTop: vars.space.lg });

export const actions = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: vars.space.sm,
  marginTop: vars.space.xl,
});

export const close = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  display: 'grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});
