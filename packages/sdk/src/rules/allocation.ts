import type { AssetSummary } from './assets';
import type { Decimal } from './money';
import { add, sub } from './money';

/** The parts of total assets the allocation ring shows, in order. */
export const ALLOCATION_PARTS = ['available', 'positions', 'otherFrozen'] as const;
export type AllocationPart = (typeof ALLOCATION_PARTS)[number];

/**
 * Total assets split into what the customer can use, what sits in positions and what else is held:
 * available funds; positions = their committed cost (margin) + unrealised P&L; other frozen = frozen funds
 * less the positions' cost (new shares, pending withdrawals, follow products, stock credits, block and day
 * trades). The three always add up to `totalAssets` (available + frozen + unrealised P&L). A part may be
 * negative (a loss beyond the margin); a ring counts it as zero.
 */
export function assetAllocation(summary: AssetSummary): Record<AllocationPart, Decimal> {
  return {
    available: summary.available,
    positions: add(summary.frozenParts.positions, summary.unrealisedPnl),
    otherFrozen: sub(summary.frozen, summary.frozenParts.positions),
  };
}
