import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// Floats above the bottom menu, under dialogs (50/51) and toasts (60), so a sheet opened offline covers it.
export const root = style({
  position: 'fixed',
  zIndex: 40,
  left: '50%',
  bottom: `calc(76px + env(safe-area-inset-bottom))`,
  transform: 'translateX(-50%)',
  width: 'min(calc(100vw - 32px), 360px)',
  // Only tells: taps go through to the screen under it.
  pointerEvents: 'none',
});

export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.color.feedback.warning.soft,
  color: vars.color.feedback.warning.onSoft,
  border: `1px solid ${vars.color.border.strong}`,
  boxShadow: vars.shadow.toast,
});

/** Live prices reconnecting: information, not a warning. */
export const info = style({
  background: vars.color.feedback.info.soft,
  color: vars.color.feedback.info.onSoft,
});

export const icon = style({ flexShrink: 0, marginTop: '2px' });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.xs,
});
