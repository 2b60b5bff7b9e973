// Block-trade route split: see large.tsx. This route: every block trade of one market, with a market picker (?type=).
import { BlockListRoute } from './large';

/** /home/large4 — every block trade of one market, with a market picker (?type=). */
export function Component() {
  return <BlockListRoute view="market" />;
}
