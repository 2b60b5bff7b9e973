import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const headlines = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const headlineCard = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.card,
  boxShadow: vars.shadow.card,
  color: vars.color.text.primary,
  textDecoration: 'none',
  minHeight: '44px',
});

export const cover = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
});

export const cardTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

export const summary = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const badge = style({ justifySelf: 'start' });
