import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const drop = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '16 / 10',
  width: '100%',
  overflow: 'hidden',
  boxSizing: 'border-box',
  borderRadius: vars.radius.lg,
  border: `1.5px dashed ${vars.color.border.strong}`,
  background: vars.color.surface.sunken,
  color: vars.color.text.secondary,
  cursor: 'pointer',
  selectors: {
    '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-invalid="true"]': { borderColor: vars.color.feedback.danger.solid },
    '&[data-filled="true"]': { borderStyle: 'solid', borderColor: vars.color.border.subtle },
  },
});

export const empty = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
});

export const cameraIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '52px',
  height: '52px',
  borderRadius: '50%',
  background: vars.color.brand.primary,
  color: vars.color.brand.onPrimary,
});

export const prompt = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
});

export const preview = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end' });
