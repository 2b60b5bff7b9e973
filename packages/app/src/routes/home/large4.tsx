// Block-trade route split: docs/white-label.md ("Block-trade routes").
// This route: every block trade of one market, with the screen's market picker (?type= in a link).
import { BlockListRoute } from './large';

/** /home/large4 — every block trade of one market, with a market picker (?type=). */
export function Component() {
  return <BlockListRoute view="market" />;
}
