import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

/** The list is the container its rows size against (below). */
export const list = style({ containerType: 'inline-size' });

export const trailing = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

/** On a 320 px phone the sparkline gives its room to the name: the price and change already say the day. */
export const spark = style({
  display: 'flex',
  '@container': { '(max-width: 19rem)': { display: 'none' } },
});

export const figures = style({ display: 'grid', justifyItems: 'end', gap: vars.space.xxs });

export const price = style({
  fontFamily: vars.font.family.mono,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

export const code = style({ fontFamily: vars.font.family.mono, fontVariantNumeric: 'tabular-nums' });

/**
 * A placeholder text line: a bone exactly one line of its text style high (`1lh`). No text inside: a text node,
 * even a blank one, would make the placeholder a largest-contentful-paint candidate that vanishes with it.
 */
export const lineBone = style({ display: 'block', height: '1lh', borderRadius: vars.radius.sm });

export const lineBoneWidth = styleVariants({
  long: { width: '60%' },
  short: { width: '35%' },
  figure: { width: '64px' },
});

/** Takes its box's room without showing it: a loaded row's figures, to reserve their exact height. */
export const invisible = style({ visibility: 'hidden' });
