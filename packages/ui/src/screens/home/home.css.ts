import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const section = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm });

export const indices = style({
  display: 'grid',
  // Wraps instead of scrolling sideways: a scrolling strip would need its own keyboard focus. Two cards share a
  // phone's row and fill it, wide enough for a value and its change on one line each.
  gridTemplateColumns: 'repeat(auto-fit, minmax(8.5rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const indexCard = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  background: vars.color.surface.card,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const indexName = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const indexValue = style({
  fontFamily: vars.font.family.mono,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const shortcuts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const shortcut = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xxs,
  minHeight: '64px',
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.card,
  color: vars.color.text.primary,
  fontSize: vars.font.size.xs,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const shortcutIcon = style({ color: vars.color.brand.primary, display: 'inline-grid' });

export const more = style({
  justifySelf: 'end',
  color: vars.color.text.link,
  fontSize: vars.font.size.sm,
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
});

/** "Page 2 of 9" over two equal buttons: on a 320 px phone both labels fit, whatever the language. */
export const pager = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
});

export const pagerText = style({ gridColumn: '1 / -1', justifySelf: 'center' });

/** Sort field and order on one line when they fit, the order under the field when they do not. */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const filterField = style({ flex: '1 1 10rem', minWidth: 0 });

export const filterOrder = style({ flex: '1 0 auto' });

/** A placeholder text line of an index card: one line of its text style high (`1lh`, no text inside). */
export const cardBone = style({
  display: 'block',
  width: '70%',
  height: '1lh',
  borderRadius: vars.radius.sm,
});

/** Takes its box's room without showing it (a loaded card's change line). */
export const invisible = style({ visibility: 'hidden' });
