import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const shimmer = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.45 }, '100%': { opacity: 1 } });

export const bone = style({
  display: 'block',
  background: vars.color.surface.sunken,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const shape = styleVariants({
  text: { height: '0.9em', borderRadius: vars.radius.sm },
  rect: { borderRadius: vars.radius.md },
  circle: { borderRadius: '50%' },
});

export const list = style({ display: 'grid', gap: vars.space.lg, padding: vars.space.lg });

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const lines = style({ flex: 1, display: 'grid', gap: vars.space.sm });

export const card = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surface.card,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const pairs = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.md });

export const pair = style({ display: 'grid', gap: vars.space.xs });
