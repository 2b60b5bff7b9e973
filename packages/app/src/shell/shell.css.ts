import { keyframes, style } from '@vanilla-extract/css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The spec's fade between routes; none for people who ask for reduced motion. */
export const fade = style({
  height: '100%',
  animation: `${fadeIn} 180ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
