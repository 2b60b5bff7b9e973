import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  background: vars.color.surface.page,
  color: vars.color.text.primary,
});

export const fill = style({ minHeight: '100%' });

/** A wrapper that only sets vars: no box of its own, so layout is as if its children sat in its parent. */
export const contents = style({ display: 'contents' });

// The app's own reduced-motion setting: as the system's, nothing inside moves (price flashes, fades, sheets).
globalStyle(
  `${root}[data-reduced-motion] *, ${root}[data-reduced-motion] *::before, ${root}[data-reduced-motion] *::after`,
  {
    animation: 'none !important',
    transition: 'none !important',
  },
);
