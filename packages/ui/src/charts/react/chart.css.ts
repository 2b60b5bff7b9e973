import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  position: 'relative',
  width: '100%',
  fontFamily: vars.font.family.body,
  color: vars.color.text.primary,
});

export const toolbar = style({ display: 'flex', justifyContent: 'flex-end', paddingBottom: vars.space.xs });

export const stage = style({ position: 'relative', width: '100%', overflow: 'hidden', touchAction: 'none' });

globalStyle(`${stage} canvas:focus-visible`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '-3px',
});

/**
 * The readout of the point shown (the latest, or the one under the finger), above the plot rather than over it:
 * laid over the chart it covered the top price label. Two lines high always, so the chart never moves.
 */
export const tooltip = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignContent: 'flex-start',
  gap: '2px 8px',
  minHeight: 'calc(2 * 1.4em + 4px)',
  padding: '2px 0',
  fontSize: '11px',
  lineHeight: 1.4,
  background: vars.color.surface.card,
  color: vars.color.text.primary,
  borderRadius: vars.radius.sm,
  pointerEvents: 'none',
  fontVariantNumeric: 'tabular-nums',
});

// The standard visually-hidden pattern: read by screen readers, not drawn.
export const srOnly = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const donutCenter = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  pointerEvents: 'none',
  fontVariantNumeric: 'tabular-nums',
});
