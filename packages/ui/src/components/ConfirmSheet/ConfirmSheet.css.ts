import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });

export const sheet = style({
  position: 'fixed',
  zIndex: 51,
  left: 0,
  right: 0,
  bottom: 0,
  maxHeight: '85dvh',
  overflowY: 'auto',
  boxSizing: 'border-box',
  padding: `${vars.space.sm} ${vars.space.lg} calc(${vars.space.lg} + env(safe-area-inset-bottom))`,
  borderRadius: `${vars.radius.xl} ${vars.radius.xl} 0 0`,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.sheet,
  animation: `${slideUp} ${vars.motion.slow} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const handle = style({
  width: '36px',
  height: '5px',
  margin: `0 auto ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.border.strong,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
});

export const description = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  textAlign: 'center',
});

export const rows = style({
  display: 'grid',
  gap: vars.space.md,
  margin: `${vars.space.lg} 0 0`,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.sunken,
});

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  alignItems: 'baseline',
});

export const rowLabel = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const rowValue = style({ margin: 0, fontWeight: vars.font.weight.medium, textAlign: 'end' });

export const body = style({ marginTop: vars.space.lg });

export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 2fr',
  gap: vars.space.sm,
  marginTop: vars.space.xl,
});
