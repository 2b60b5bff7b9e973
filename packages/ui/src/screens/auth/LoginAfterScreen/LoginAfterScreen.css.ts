import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const center = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xxl,
  textAlign: 'center',
});

export const spinner = style({
  width: '40px',
  height: '40px',
  borderRadius: '50%',
  border: `4px solid ${vars.color.brand.soft}`,
  borderTopColor: vars.color.brand.primary,
  animation: `${spin} 900ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
