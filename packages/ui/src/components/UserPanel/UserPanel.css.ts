import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });

export const drawer = style({
  position: 'fixed',
  zIndex: 51,
  top: 0,
  bottom: 0,
  left: 0,
  width: 'min(88vw, 360px)',
  overflowY: 'auto',
  boxSizing: 'border-box',
  padding: `calc(${vars.space.lg} + env(safe-area-inset-top)) ${vars.space.lg} ${vars.space.xl}`,
  display: 'grid',
  alignContent: 'start',
  // Rows must not shrink to fit the fixed-height drawer: the lists clip (overflow hidden) otherwise.
  gridAutoRows: 'max-content',
  gap: vars.space.lg,
  background: vars.color.surface.page,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.toast,
  animation: `${slideIn} ${vars.motion.slow} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const profile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingRight: '40px',
});

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  flexShrink: 0,
  borderRadius: '50%',
  background: vars.color.brand.primary,
  color: vars.color.brand.onPrimary,
});

export const account = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const profileText = style({
  display: 'grid',
  gap: vars.space.xxs,
  justifyItems: 'start',
  minWidth: 0,
});

export const assets = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.brand.primary,
  color: vars.color.brand.onPrimary,
});

export const assetHeroLabel = style({ fontSize: vars.font.size.sm });

export const assetHeroValue = style({
  margin: 0,
  fontFamily: vars.font.family.mono,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.02em',
  lineHeight: vars.font.lineHeight.tight,
});

export const assetGrid = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
});

export const assetItem = style({ display: 'grid', gap: '1px', minWidth: 0 });

export const assetLabel = style({ fontSize: vars.font.size.xs });

export const assetValue = style({
  margin: 0,
  fontFamily: vars.font.family.mono,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const shortcuts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.md} ${vars.space.xs}`,
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  background: vars.color.surface.card,
  boxShadow: vars.shadow.card,
});

export const shortcut = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} 0`,
  borderRadius: vars.radius.md,
  color: vars.color.text.primary,
  fontSize: vars.font.size.xs,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});

export const shortcutIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.md,
  background: vars.color.brand.soft,
  color: vars.color.brand.onSoft,
});

export const entryIcon = style({ color: vars.color.text.secondary });

export const logout = style({ justifySelf: 'stretch', color: vars.color.feedback.danger.onSoft });

export const close = style({
  position: 'absolute',
  top: `calc(${vars.space.md} + env(safe-area-inset-top))`,
  right: vars.space.md,
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
