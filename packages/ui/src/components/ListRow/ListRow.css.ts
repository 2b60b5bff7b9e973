import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  background: vars.color.surface.card,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
});

export const section = style({ display: 'grid', gap: vars.space.sm });

export const heading = style({
  margin: `0 ${vars.space.xs}`,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.secondary,
});

export const item = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border.subtle}` } },
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: '56px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  boxSizing: 'border-box',
  color: vars.color.text.primary,
  textDecoration: 'none',
  background: 'none',
  border: 'none',
  font: 'inherit',
  textAlign: 'start',
});

export const interactive = style({
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    '&:active': { background: vars.color.surface.sunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const leading = style({ display: 'flex', color: vars.color.brand.primary, flexShrink: 0 });

export const body = style({ flex: 1, minWidth: 0, display: 'grid', gap: '2px' });

export const title = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The second line carries data (quantities, dates, numbers): it wraps rather than losing its end. */
export const description = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});

export const trailing = style({
  display: 'grid',
  justifyItems: 'end',
  gap: '2px',
  flexShrink: 0,
  fontSize: vars.font.size.md,
});

export const chevron = style({
  color: vars.color.text.tertiary,
  flexShrink: 0,
  marginInlineEnd: `-${vars.space.xs}`,
});

export const cellGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(var(--cell-columns, 2), minmax(0, 1fr))',
  gap: `${vars.space.md} ${vars.space.lg}`,
  margin: 0,
});

export const cell = style({ display: 'grid', gap: '2px', minWidth: 0 });

export const cellLabel = style({ fontSize: vars.font.size.xs, color: vars.color.text.secondary });

/** A long value (an order number) wraps inside its cell instead of being cut. */
export const cellValue = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  // Figures line up from cell to cell and row to row.
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
