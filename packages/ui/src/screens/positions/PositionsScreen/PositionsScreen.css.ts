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

export const summary = style({
  display: 'grid',
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

export const cardMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const trailing = style({
  display: 'grid',
  justifyItems: 'end',
  gap: vars.space.xxs,
});

export const tabBody = style({ display: 'grid', gap: vars.space.md, paddingTop: vars.space.md });

export const note = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});

/** A summary value while it loads: a bone as tall as the figure's line, so the figures land without a shift. */
export const valuePlaceholder = style({
  display: 'inline-block',
  width: '6em',
  borderRadius: vars.radius.sm,
});
