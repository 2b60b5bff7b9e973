import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'grid', gap: vars.space.xs });

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const box = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '22px',
  height: '22px',
  marginTop: '1px',
  padding: 0,
  border: `2px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.card,
  color: vars.color.brand.onPrimary,
  cursor: 'pointer',
  // A 44 px touch target around the 22 px box.
  position: 'relative',
  selectors: {
    '&::before': { content: '""', position: 'absolute', inset: '-11px' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-state="checked"]': {
      background: vars.color.brand.primary,
      borderColor: vars.color.brand.primary,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.feedback.danger.solid },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const label = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
  cursor: 'pointer',
});

// Links inside the label (terms, privacy notice) come from the caller, so they are styled from here.
globalStyle(`${label} a`, { color: vars.color.text.link, fontWeight: vars.font.weight.medium });
