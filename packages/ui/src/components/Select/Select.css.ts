import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const trigger = style({
  width: '100%',
  justifyContent: 'space-between',
  color: vars.color.text.primary,
  font: 'inherit',
  fontSize: '16px',
  cursor: 'pointer',
  textAlign: 'start',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-placeholder]': { color: vars.color.text.tertiary },
  },
});

export const icon = style({ color: vars.color.text.secondary, display: 'flex' });

export const content = style({
  zIndex: 70,
  width: 'var(--radix-select-trigger-width)',
  maxHeight: 'min(var(--radix-select-content-available-height), 320px)',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.toast,
});

export const viewport = style({ padding: vars.space.xs });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.brand.soft, color: vars.color.brand.onSoft },
    '&[data-state="checked"]': { fontWeight: vars.font.weight.bold },
    '&[data-disabled]': { color: vars.color.text.tertiary, cursor: 'not-allowed' },
  },
});
