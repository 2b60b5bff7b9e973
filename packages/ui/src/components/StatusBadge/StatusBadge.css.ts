import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import type { Tone } from './statusTones';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'nowrap',
});

const { feedback, brand } = vars.color;
export const tone: Record<Tone, string> = styleVariants({
  neutral: { background: feedback.neutral.soft, color: feedback.neutral.onSoft },
  info: { background: feedback.info.soft, color: feedback.info.onSoft },
  success: { background: feedback.success.soft, color: feedback.success.onSoft },
  warning: { background: feedback.warning.soft, color: feedback.warning.onSoft },
  danger: { background: feedback.danger.soft, color: feedback.danger.onSoft },
  brand: { background: brand.soft, color: brand.onSoft },
});

export const dot = style({ width: '6px', height: '6px', borderRadius: '50%', background: 'currentColor' });
