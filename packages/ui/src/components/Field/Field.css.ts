import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
});

export const hint = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.text.secondary });

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.color.feedback.danger.onSoft,
  selectors: { '&:empty': { display: 'none' } },
});

/** The bordered box around an input and its adornments. */
export const box = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '48px',
  padding: `0 ${vars.space.md}`,
  boxSizing: 'border-box',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.surface.card,
  transition: `border-color ${vars.motion.fast}`,
  selectors: {
    '&:focus-within': {
      borderColor: vars.color.brand.primary,
      boxShadow: `0 0 0 1px ${vars.color.brand.primary}`,
    },
    '&[data-invalid="true"]': { borderColor: vars.color.feedback.danger.solid },
    '&[data-invalid="true"]:focus-within': { boxShadow: `0 0 0 1px ${vars.color.feedback.danger.solid}` },
    '&[data-disabled="true"]': { background: vars.color.surface.sunken, color: vars.color.text.secondary },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  // A percentage width gives the input no minimum of its own (its default is 20 characters), so on a narrow
  // phone it takes the room left beside its adornments instead of pushing them off the field.
  width: '100%',
  height: '46px',
  padding: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: vars.color.text.primary,
  font: 'inherit',
  fontSize: '16px', // 16px stops iOS Safari zooming into the field on focus.
  selectors: {
    '&::placeholder': { color: vars.color.text.tertiary, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const adornment = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const iconButton = style({
  display: 'grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});
