import { parseMoneyAmount } from './amounts';
import type { RuleIssue } from './codes';
import { issue } from './codes';
import type { Decimal } from './money';
import { decimal, gt, lt, mul } from './money';
import { parseLots } from './orders';
import type { IsoDate } from './zonedTime';
import { addDays } from './zonedTime';

/** A block-trade application (spec sections 3 and 5). */
export interface BlockTradeRequest {
  /** False once the product is closed (`block.closed`). */
  readonly open: boolean;
  /** Lots as typed. */
  readonly lots: string;
  readonly price: Decimal;
  /** Minimum buy in lots. Default 1. */
  readonly minimumLots?: number;
  /** Lots still available to grab, when limited. */
  readonly remainingLots?: number;
  readonly available: Decimal;
}

/** The transaction amount of a block trade: price × lots. */
export function blockTradeAmount(price: Decimal, lots: number): Decimal {
  return mul(price, decimal(String(lots)));
}

/**
 * Issues of a block trade: closed, lots missing/invalid, below the minimum buy (`amount.belowMinimum` with
 * `{ minimum }`, the contract's key), above the remaining quota (`quota.insufficient` with `{ count }`, the lots left), amount above balance.
 */
export function validateBlockTrade(r: BlockTradeRequest): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (!r.open) issues.push(issue('block.closed'));
  const lots = parseLots(r.lots);
  if (!lots.ok) return [...issues, lots.issue];
  const minimum = r.minimumLots ?? 1;
  if (lots.value < minimum) issues.push(issue('amount.belowMinimum', { minimum }));
  if (r.remainingLots !== undefined && lots.value > r.remainingLots) {
    issues.push(issue('quota.insufficient', { count: r.remainingLots }));
  }
  const amount = blockTradeAmount(r.price, lots.value);
  if (gt(amount, r.available))
    issues.push(issue('balance.insufficient', { required: amount, available: r.available }));
  return issues;
}

/** A copy-trade (follow) purchase. */
export interface FollowRequest {
  /** Amount as typed. */
  readonly amount: string;
  /** Product minimum investment. */
  readonly minimum: Decimal;
  readonly available: Decimal;
  /** The instant after which the product takes no orders, or null (no time limit). */
  readonly deadline: Date | null;
  readonly instant: Date;
}

/**
 * Issues of a follow purchase: past the time limit (`follow.expired`), amount missing/invalid/not positive (or
 * with more than 2 decimals),
 * below the product minimum (`amount.belowMinimum` with `{ minimum }`), above the balance.
 */
export function validateFollow(r: FollowRequest): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (r.deadline !== null && r.instant.getTime() > r.deadline.getTime()) issues.push(issue('follow.expired'));
  const parsed = parseMoneyAmount(r.amount);
  if (!parsed.ok) return [...issues, parsed.issue];
  if (lt(parsed.value, r.minimum)) issues.push(issue('amount.belowMinimum', { minimum: r.minimum }));
  if (gt(parsed.value, r.available)) {
    issues.push(issue('balance.insufficient', { required: parsed.value, available: r.available }));
  }
  return issues;
}

/** The date a follow order unlocks: the buy date plus `lockDays` calendar days (spec section 3 "lock days"). */
export function followUnlockDate(boughtOn: IsoDate, lockDays: number): IsoDate {
  return addDays(boughtOn, lockDays);
}

/** `follow.locked` with `{ until }` while `today` is before the unlock date; else null. */
export function checkFollowLock(boughtOn: IsoDate, lockDays: number, today: IsoDate): RuleIssue | null {
  const until = followUnlockDate(boughtOn, lockDays);
  return today < until ? issue('follow.locked', { until }) : null;
}
