import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const hero = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xxl,
  textAlign: 'center',
});

export const logo = style({
  width: '96px',
  height: '96px',
  objectFit: 'contain',
  borderRadius: vars.radius.xl,
});

/** The logo's stand-in: the brand's initial on its colour. */
export const monogram = style({
  display: 'grid',
  placeItems: 'center',
  background: vars.color.brand.primary,
  color: vars.color.brand.onPrimary,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
});

export const languages = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: 0,
  margin: 0,
  border: 'none',
});

export const legend = style({
  width: '100%',
  marginBottom: vars.space.xs,
  textAlign: 'center',
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});
