// Block-trade route split: docs/white-label.md ("Block-trade routes").
// This route: upcoming block trades (announced, not open yet).
import { BlockListRoute } from './large';

/** /home/large2 — upcoming block trades (announced, not open yet). */
export function Component() {
  return <BlockListRoute view="upcoming" />;
}
