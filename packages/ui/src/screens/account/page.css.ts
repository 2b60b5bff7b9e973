import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import * as layout from '../private/layout.css';

/** Shared page layout of the auth, account, messages and news screens (phone first, 390 px wide). */
export const page = style([layout.page, { maxWidth: '480px' }]);

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const lead = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.secondary,
});

export const form = style({ display: 'grid', gap: vars.space.md });

export const actions = style({ display: 'grid', gap: vars.space.sm });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});

export const card = style({
  display: 'grid',
  // One column that may shrink below its content: a long name or badge wraps instead of widening the card.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.card,
  boxShadow: vars.shadow.card,
});

/** A notice box; the tone variants colour it, the text carries the meaning. */
export const notice = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.feedback.info.soft,
  color: vars.color.feedback.info.onSoft,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const noticeDanger = style({
  background: vars.color.feedback.danger.soft,
  color: vars.color.feedback.danger.onSoft,
});

export const noticeSuccess = style({
  background: vars.color.feedback.success.soft,
  color: vars.color.feedback.success.onSoft,
});

export const noticeWarning = style({
  background: vars.color.feedback.warning.soft,
  color: vars.color.feedback.warning.onSoft,
});

export const noticeTitle = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const paragraph = style({ margin: 0 });

export const inlineLink = style({
  color: vars.color.text.link,
  textDecoration: 'underline',
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
});

globalStyle(`${notice} ${inlineLink}`, { color: 'inherit', fontWeight: vars.font.weight.bold });

export const meta = style({ fontSize: vars.font.size.xs, color: vars.color.text.secondary });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const detailsTerm = style({ color: vars.color.text.secondary });

export const detailsValue = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
