import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import * as layout from '../private/layout.css';

/** The column every screen of the home, quotes and trade areas lays out in. */
export const page = style([layout.page, {}]);

/** A page's title: the same size on every screen (it was one step smaller here than elsewhere). */
export const title = layout.pageTitle;

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface.card,
  color: vars.color.text.primary,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const digits = style({ fontFamily: vars.font.family.mono, fontVariantNumeric: 'tabular-nums' });

export const muted = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm, margin: 0 });
