import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { touchTarget } from '../private/touchTarget.css';
import type { ButtonSize, ButtonVariant } from './buttonVariants';

// Every size answers taps over at least 44x44 px; `sm` only looks smaller.
export const root = style([
  touchTarget,
  {
    appearance: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: 'inherit',
    fontWeight: vars.font.weight.bold,
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    whiteSpace: 'nowrap',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast}`,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&:active:not(:disabled)': { transform: 'scale(0.98)' },
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.45, cursor: 'not-allowed' },
    },
  },
]);

export const variant: Record<ButtonVariant, string> = styleVariants({
  primary: {
    background: vars.color.brand.primary,
    color: vars.color.brand.onPrimary,
    selectors: { '&:active:not(:disabled)': { background: vars.color.brand.primaryPressed } },
  },
  secondary: {
    background: vars.color.surface.card,
    color: vars.color.brand.primary,
    borderColor: vars.color.brand.primary,
  },
  ghost: { background: 'transparent', color: vars.color.brand.primary },
  danger: { background: vars.color.feedback.danger.solid, color: vars.color.feedback.danger.onSolid },
});

export const size: Record<ButtonSize, string> = styleVariants({
  sm: { minHeight: '32px', padding: `0 ${vars.space.md}`, fontSize: vars.font.size.sm },
  md: { minHeight: '44px', padding: `0 ${vars.space.lg}`, fontSize: vars.font.size.md },
  lg: { minHeight: '50px', padding: `0 ${vars.space.xl}`, fontSize: vars.font.size.lg },
});

export const fullWidth = style({ display: 'flex', width: '100%' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
