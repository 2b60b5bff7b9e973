import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const shell = style({
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  // One column that may shrink below its content's width, so a long header never widens the phone frame.
  gridTemplateColumns: 'minmax(0, 1fr)',
  height: '100dvh',
  background: vars.color.surface.page,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '56px',
  padding: `env(safe-area-inset-top) ${vars.space.md} 0`,
  background: vars.color.surface.header,
  color: vars.color.text.onHeader,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const iconLink = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '40px',
  height: '40px',
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    // The header may be brand-coloured, so its focus ring uses the header's own text colour.
    '&:focus-visible': { outline: `2px solid ${vars.color.text.onHeader}`, outlineOffset: '1px' },
  },
});

export const logo = style({ display: 'flex', alignItems: 'center', flexShrink: 0, maxHeight: '28px' });

export const search = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: '36px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface.sunken,
  color: vars.color.text.tertiary,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.text.onHeader}`, outlineOffset: '2px' },
  },
});

/** The placeholder ends in an ellipsis on a narrow phone; the link's name holds all of it. */
export const searchText = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });

export const badge = style({
  position: 'absolute',
  top: '2px',
  right: '0px',
  minWidth: '18px',
  height: '18px',
  padding: '0 5px',
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.surface.header}`,
  background: vars.color.feedback.danger.solid,
  color: vars.color.feedback.danger.onSolid,
  fontSize: '10px',
  fontWeight: vars.font.weight.bold,
  lineHeight: '14px',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const main = style({
  // The containing block of everything inside: an absolutely placed box (a visually hidden label) stays in the
  // scroller instead of lengthening the document, which would scroll the whole shell away.
  position: 'relative',
  overflowY: 'auto',
  overflowX: 'hidden',
  overscrollBehavior: 'contain',
  WebkitOverflowScrolling: 'touch',
});

export const nav = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, 1fr)',
  paddingBottom: 'env(safe-area-inset-bottom)',
  background: vars.color.surface.card,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

export const tab = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: '2px',
  minHeight: '56px',
  padding: `${vars.space.xs} 0`,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.brand.primary, fontWeight: vars.font.weight.bold },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const tabLabel = style({
  maxWidth: '72px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
