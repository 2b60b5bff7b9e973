import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';
import * as layout from '../../private/layout.css';

export const page = style([layout.page, {}]);

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const header = style({ display: 'grid', gap: vars.space.xs });

export const subtitle = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const card = style({
  display: 'grid',
  // One column that may shrink below its content: a long name or badge wraps instead of widening the card.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface.card,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const code = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
});

export const stack = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const issues = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.feedback.danger.soft,
  color: vars.color.feedback.danger.onSoft,
  fontSize: vars.font.size.sm,
});

export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.feedback.success.soft,
  color: vars.color.feedback.success.onSoft,
  fontSize: vars.font.size.sm,
});

export const summary = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});

export const trailing = style({ display: 'grid', justifyItems: 'end', gap: vars.space.xxs });
