import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.xl}`,
  textAlign: 'center',
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '72px',
  height: '72px',
  marginBottom: vars.space.sm,
  borderRadius: '50%',
  background: vars.color.brand.soft,
  color: vars.color.brand.onSoft,
});

export const dangerIcon = style({
  background: vars.color.feedback.danger.soft,
  color: vars.color.feedback.danger.onSoft,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

export const description = style({
  margin: 0,
  maxWidth: '280px',
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});

export const action = style({ marginTop: vars.space.md });
