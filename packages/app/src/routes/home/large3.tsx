// Block-trade route split: docs/white-label.md ("Block-trade routes").
// This route: closed block trades.
import { BlockListRoute } from './large';

/** /home/large3 — closed block trades. */
export function Component() {
  return <BlockListRoute view="closed" />;
}
