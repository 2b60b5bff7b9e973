import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const input = style({
  fontFamily: vars.font.family.mono,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const box = style({ minHeight: '56px' });

export const currency = style({
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const presets = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const preset = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface.card,
  color: vars.color.text.primary,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}` },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.brand.primary,
      background: vars.color.brand.soft,
      color: vars.color.brand.onSoft,
    },
  },
});
