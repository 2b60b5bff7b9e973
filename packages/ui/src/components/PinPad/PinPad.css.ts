import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'grid', gap: vars.space.lg, justifyItems: 'center' });

export const fieldset = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const title = style({
  margin: `0 auto ${vars.space.lg}`,
  padding: 0,
  textAlign: 'center',
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

export const slots = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(var(--pin-length, 6), 1fr)',
  width: '100%',
  maxWidth: '300px',
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.card,
  overflow: 'hidden',
  selectors: { '&[data-invalid="true"]': { borderColor: vars.color.feedback.danger.solid } },
});

export const slot = style({
  display: 'grid',
  placeItems: 'center',
  height: '48px',
  selectors: { '& + &': { borderInlineStart: `1px solid ${vars.color.border.subtle}` } },
});

export const dot = style({
  width: '12px',
  height: '12px',
  borderRadius: '50%',
  background: vars.color.text.primary,
});

export const keypad = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '320px',
});

export const key = style({
  height: '52px',
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.surface.card,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.card,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  touchAction: 'manipulation',
  selectors: {
    '&:active:not(:disabled)': { background: vars.color.surface.sunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const keyIcon = style([
  key,
  { display: 'grid', placeItems: 'center', background: 'transparent', boxShadow: 'none' },
]);
