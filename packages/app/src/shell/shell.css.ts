import { keyframes, style } from '@vanilla-extract/css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** A route's box: the whole height its layout gives it. */
export const page = style({ height: '100%' });

/**
 * The spec's fade between routes; none for people who ask for reduced motion. Never on the app's first paint
 * (`useRouteFade`): a page that starts at opacity 0 is a page the browser has not painted yet, for the customer
 * and for the first-contentful-paint metric alike.
 */
export const fade = style([
  page,
  {
    animation: `${fadeIn} 180ms ease-out`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
]);
