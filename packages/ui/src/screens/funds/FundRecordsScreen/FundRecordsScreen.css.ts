import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export * from '../parts/funds.css';

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** The filters, closed: one line saying what is shown, so the records start on the first screen. */
export const filters = style({
  borderRadius: vars.radius.lg,
  background: vars.color.surface.card,
  boxShadow: vars.shadow.card,
});

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '48px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  cursor: 'pointer',
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const summaryLabel = style({ fontWeight: vars.font.weight.bold, flexShrink: 0 });

export const summaryValue = style({
  flex: 1,
  minWidth: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const chevron = style({
  display: 'flex',
  color: vars.color.text.secondary,
  transition: `transform ${vars.motion.fast}`,
  selectors: { '[open] > summary > &': { transform: 'rotate(180deg)' } },
});

export const filterBody = style({
  display: 'grid',
  gap: vars.space.md,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
});

export const lines = style({ display: 'grid' });
