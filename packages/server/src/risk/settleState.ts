import type { Market } from '../ledger';
import { compareMinutes, minuteRefAt } from '../market/minutes';

/** What decides, before any lock, whether a market account has anything to settle. */
export interface SettleState {
  market: Market;
  risk_checked_at: Date | string | null;
  margin_called_at: Date | string | null;
  /** Something pending (or closing): its fill is looked for at every minute. */
  pending: boolean;
  /** A position or a pending order is open. */
  open: boolean;
  /** A shortfall is owed. */
  owed: boolean;
  /** The latest moment an order of this market was placed, filled, closed or cancelled since the last check. */
  changed_at: Date | string | null;
}

/**
 * The settle state of every market account of the account whose id is the SQL expression `account`, one row each
 * (`market_accounts` and a look at its orders: the open ones, and those closed or cancelled since the last check).
 */
export function settleStateSql(account: string): string {
  return `SELECT m.market, m.risk_checked_at, m.margin_called_at,
            coalesce(o.pending, false) AS pending, coalesce(o.open, false) AS open,
            coalesce(o.owed, false) AS owed, o.changed_at
     FROM market_accounts m
     LEFT JOIN LATERAL (
       SELECT bool_or(status IN ('pending', 'closing')) AS pending,
              bool_or(status IN ('pending', 'holding', 'closing')) AS open,
              bool_or(shortfall > shortfall_repaid) AS owed,
              max(greatest(created_at, filled_at, closed_at)) AS changed_at
       FROM orders
       WHERE account_id = ${account} AND market = m.market
         AND (status IN ('pending', 'holding', 'closing') OR shortfall > shortfall_repaid
              OR closed_at >= coalesce(m.risk_checked_at, '-infinity'::timestamptz))
     ) o ON true
     WHERE m.account_id = ${account}`;
}

/** Whether settling can touch this market account at all: something open, a shortfall owed or a margin call out. */
export function hasRisk(state: SettleState): boolean {
  return state.open || state.owed || state.margin_called_at !== null;
}

/**
 * True when settling this market account at `now` can change nothing: the last settle that wrote
 * `risk_checked_at` walked the margin rule through the very minute `now` is in, with the same book (no order
 * placed, filled, closed or cancelled since, whichever instance did it), and there is no margin call out to
 * re-arm, nothing pending to fill and no shortfall to repay. A minute's prices are fixed, so the same walk over the
 * same book finds the same nothing; a later minute, or any change to the book, settles in full as before.
 */
export function settledThisMinute(state: SettleState, now: Date): boolean {
  if (state.pending || state.owed || state.margin_called_at !== null || state.risk_checked_at === null)
    return false;
  const checked = new Date(state.risk_checked_at);
  // An order stamped at the very moment of the check may have come after it: only earlier ones were seen.
  if (state.changed_at !== null && new Date(state.changed_at) >= checked) return false;
  return compareMinutes(minuteRefAt(state.market, checked), minuteRefAt(state.market, now)) === 0;
}
