// Block-trade route split: see large.tsx. This route: closed block trades.
import { BlockListRoute } from './large';

/** /home/large3 — closed block trades. */
export function Component() {
  return <BlockListRoute view="closed" />;
}
