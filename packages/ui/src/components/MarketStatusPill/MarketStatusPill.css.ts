import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  padding: `3px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
});

const { feedback } = vars.color;
export const status = styleVariants({
  open: { background: feedback.success.soft, color: feedback.success.onSoft },
  lunchBreak: { background: feedback.warning.soft, color: feedback.warning.onSoft },
  closed: { background: feedback.neutral.soft, color: feedback.neutral.onSoft },
  holiday: { background: feedback.info.soft, color: feedback.info.onSoft },
});

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.35 }, '100%': { opacity: 1 } });
export const dot = style({ width: '7px', height: '7px', borderRadius: '50%', background: 'currentColor' });
export const live = style({
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
