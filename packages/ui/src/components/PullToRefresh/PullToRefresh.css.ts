import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  position: 'relative',
  height: '100%',
  overflowY: 'auto',
  overscrollBehaviorY: 'contain',
});

export const head = style({
  position: 'absolute',
  top: 0,
  left: 0,
  right: 0,
  height: '50px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  transform: 'translateY(-100%)',
});

export const content = style({ position: 'relative' });

export const settle = style({ transition: `transform ${vars.motion.base} ${vars.motion.easing}` });

export const arrow = style({ display: 'flex', transition: `transform ${vars.motion.fast}` });
export const arrowReady = style({ transform: 'rotate(180deg)' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  width: '18px',
  height: '18px',
  borderRadius: '50%',
  border: `2px solid ${vars.color.border.subtle}`,
  borderTopColor: vars.color.brand.primary,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
