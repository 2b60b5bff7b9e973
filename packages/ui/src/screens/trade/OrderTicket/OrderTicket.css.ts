import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const form = style({ display: 'grid', gap: vars.space.md });

export const stock = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
});

export const stockName = style({ fontWeight: vars.font.weight.bold });

export const group = style({ display: 'grid', gap: vars.space.xs });

export const groupLabel = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const digits = style({ fontFamily: vars.font.family.mono, fontVariantNumeric: 'tabular-nums' });

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const reasons = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.feedback.danger.soft,
  color: vars.color.feedback.danger.onSoft,
});

export const reasonsTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

export const reasonList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontSize: vars.font.size.sm,
});

export const risk = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.feedback.warning.soft,
  color: vars.color.feedback.warning.onSoft,
  fontSize: vars.font.size.sm,
});
