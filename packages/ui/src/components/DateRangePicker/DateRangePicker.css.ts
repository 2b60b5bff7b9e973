import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.card,
  boxShadow: vars.shadow.card,
});

export const ends = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const end = style({
  display: 'grid',
  gap: '2px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  selectors: {
    '&[data-active="true"]': {
      borderColor: vars.color.brand.primary,
      boxShadow: `0 0 0 1px ${vars.color.brand.primary}`,
    },
  },
});

export const endLabel = style({ fontSize: vars.font.size.xs, color: vars.color.text.secondary });

export const endValue = style({
  fontFamily: vars.font.family.mono,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.bold,
});

export const dash = style({ color: vars.color.text.secondary });

export const presets = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const monthBar = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });

export const monthTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const nav = style({
  display: 'grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}` },
    '&:disabled': { color: vars.color.text.tertiary, cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' });

export const weekday = style({
  paddingBottom: vars.space.xs,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
});

export const cell = style({
  padding: '2px 0',
  textAlign: 'center',
  selectors: {
    '&[data-in-range="true"]': { background: vars.color.brand.soft },
    '&[data-edge="start"]': { borderRadius: `${vars.radius.full} 0 0 ${vars.radius.full}` },
    '&[data-edge="end"]': { borderRadius: `0 ${vars.radius.full} ${vars.radius.full} 0` },
    '&[data-edge="both"]': { borderRadius: vars.radius.full },
  },
});

export const day = style({
  width: '40px',
  height: '40px',
  maxWidth: '100%',
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text.primary,
  font: 'inherit',
  fontFamily: vars.font.family.mono,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}` },
    '&[data-in-range="true"]': { color: vars.color.brand.onSoft },
    '&[aria-pressed="true"]': {
      background: vars.color.brand.primary,
      color: vars.color.brand.onPrimary,
      fontWeight: vars.font.weight.bold,
    },
    '&:disabled': { color: vars.color.text.tertiary, cursor: 'not-allowed', textDecoration: 'line-through' },
  },
});
