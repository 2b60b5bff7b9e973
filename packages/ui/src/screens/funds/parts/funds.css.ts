import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';
import * as layout from '../../private/layout.css';

export const page = style([layout.page, {}]);

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

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

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

export const notice = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.feedback.warning.soft,
  color: vars.color.feedback.warning.onSoft,
});

export const success = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.feedback.success.soft,
  color: vars.color.feedback.success.onSoft,
});

export const noticeTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const reasons = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const reason = style({ display: 'grid', gap: vars.space.xxs, fontSize: vars.font.size.sm });

export const reasonLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.text.link,
  fontWeight: vars.font.weight.bold,
});

export const text = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end' });

export const grow = style({ flex: 1, minWidth: 0 });

export const trailing = style({ display: 'grid', justifyItems: 'end', gap: vars.space.xxs });
