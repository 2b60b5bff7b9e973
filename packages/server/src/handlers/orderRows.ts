import type { OrderRow } from './trade';

/**
 * An order row's columns with every numeric as text, as the driver answers them: the same strings inside JSON
 * ({@link orderRowsSql}), where a numeric would otherwise be a binary float.
 */
export const ORDER_COLUMNS = `id, order_no, account_id, market, symbol, direction, order_type, quantity::text AS quantity,
  leverage, limit_price::text AS limit_price, buy_price::text AS buy_price, margin::text AS margin,
  buy_fee::text AS buy_fee, sell_price::text AS sell_price, sell_fee::text AS sell_fee, profit::text AS profit,
  status, created_at, filled_at, closed_at, close_reason, cancel_reason, shortfall::text AS shortfall,
  shortfall_repaid::text AS shortfall_repaid`;

/**
 * {@link positionsOf} as one SQL expression answering a JSON array (for a read joined to the session's
 * statement); `account`, `market` and `statuses` are SQL expressions. {@link orderRowsOf} reads it back.
 */
export function orderRowsSql(account: string, market: string, statuses: string): string {
  return `(SELECT coalesce(json_agg(o ORDER BY o.id DESC), '[]'::json) FROM (
    SELECT ${ORDER_COLUMNS} FROM orders WHERE account_id = ${account} AND market = ${market} AND status = ANY(${statuses})
  ) o)`;
}

/** The rows of {@link orderRowsSql}'s JSON, with their times as dates as the driver answers them. */
export function orderRowsOf(json: unknown): OrderRow[] {
  const at = (t: unknown) => (t === null || t === undefined ? null : new Date(t as string));
  return (json as (Omit<OrderRow, 'created_at'> & { created_at: string })[]).map((r) => ({
    ...r,
    created_at: new Date(r.created_at),
    filled_at: at(r.filled_at),
    closed_at: at(r.closed_at),
  }));
}
