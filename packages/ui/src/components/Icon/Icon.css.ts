import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
