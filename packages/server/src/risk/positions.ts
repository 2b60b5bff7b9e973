import type { Decimal, FeeRule, MarginPosition } from '@tsumiki/sdk';
import { initialMargin, money, notional, positionPnl, tradeFee } from '@tsumiki/sdk';
import type { Queryable } from '../db';
import { num } from '../handlers/format';
import type { OrderRow } from '../handlers/trade';
import type { LedgerLine, Market } from '../ledger';
import { MARKET_CURRENCY, postEntry } from '../ledger';

/** When a position opened: its fill, or (rows from before fills were stamped, IPO and block deliveries) its creation. */
export function openedAt(row: Pick<OrderRow, 'filled_at' | 'created_at'>): Date {
  return new Date(row.filled_at ?? row.created_at);
}

/** A holding order row as the SDK's margin rule sees it. */
export function marginPosition(row: OrderRow): MarginPosition {
  return {
    code: row.symbol,
    side: row.direction,
    buyPrice: num(row.buy_price ?? row.limit_price),
    quantity: num(row.quantity),
    margin: num(row.margin),
    leverage: Number(row.leverage),
  };
}

/** The available balance of a market account the caller has locked. */
async function available(tx: Queryable, accountId: number, market: Market): Promise<Decimal> {
  const [row] = await tx.query<{ available: string }>(
    'SELECT available FROM market_accounts WHERE account_id = $1 AND market = $2',
    [accountId, market],
  );
  return num(row?.available);
}

export interface Closed {
  row: OrderRow;
  price: Decimal;
  fee: Decimal;
  /** Margin + P&L − fee: what the customer got back (negative: what the close took beyond the margin). */
  payout: Decimal;
  /** The part of a negative payout the available balance did not cover, now owed. */
  shortfall: Decimal;
}

/**
 * Closes a holding position at `price` at `at` (the caller holds the row's and the market account's locks):
 * margin + P&L − the closing fee goes back to the customer. A loss beyond the margin is the customer's — taken
 * from the market's available balance, the rest owed (debt, the order's `shortfall`, repaid from the next money
 * the market account receives by {@link repayShortfall}). The house's trading book pays or takes exactly the
 * P&L, so no sequence of closes can turn a position with no net exposure into a gain.
 */
export async function closeAt(
  tx: Queryable,
  row: OrderRow,
  price: Decimal,
  at: Date,
  reason: 'customer' | 'stopOut',
  fees: FeeRule,
): Promise<Closed> {
  const p = marginPosition(row);
  const pnl = positionPnl(p, price);
  const fee = tradeFee(notional(price, p.quantity), fees);
  const payout = money.sub(money.add(p.margin, pnl), fee);
  const market = row.market;
  const accountId = Number(row.account_id);
  const cur = MARKET_CURRENCY[market];
  const lines: LedgerLine[] = [{ accountId, market, bucket: 'frozen', amount: money.neg(p.margin) }];
  if (!money.isZero(pnl)) lines.push({ house: 'trading', currency: cur, amount: money.neg(pnl) });
  if (money.isPositive(fee)) lines.push({ house: 'fees', currency: cur, amount: fee });
  let shortfall = money.ZERO;
  if (money.isPositive(payout)) {
    lines.push({ accountId, market, bucket: 'available', amount: payout, type: 'close' });
  } else if (money.isNegative(payout)) {
    const deficit = money.neg(payout);
    const taken = money.min(deficit, await available(tx, accountId, market));
    shortfall = money.sub(deficit, taken);
    if (money.isPositive(taken)) {
      lines.push({ accountId, market, bucket: 'available', amount: money.neg(taken), type: 'close' });
    }
    if (money.isPositive(shortfall))
      lines.push({ accountId, market, bucket: 'debt', amount: money.neg(shortfall) });
  }
  const [closed] = await tx.query<OrderRow>(
    `UPDATE orders SET status = 'closed', sell_price = $2, sell_fee = $3, profit = $4, closed_at = $5,
       close_reason = $6, shortfall = $7 WHERE id = $1 RETURNING *`,
    [row.id, price, fee, money.sub(payout, p.margin), at, reason, shortfall],
  );
  await postEntry(tx, {
    kind: 'close',
    accountId,
    refTable: 'orders',
    refId: Number(row.id),
    at,
    lines,
    ...(reason === 'stopOut' ? { memo: 'stop-out' } : {}),
  });
  return { row: closed ?? row, price, fee, payout, shortfall };
}

export type FillOutcome =
  | { filled: true; row: OrderRow }
  | { filled: false; row: OrderRow; required: Decimal; available: Decimal };

/**
 * Fills a pending limit order at `price` (the first minute price that reached its limit) at `at`, margin and
 * fee priced at that price; the order held them at its limit price. When margin + fee at the fill price exceed
 * the available balance plus the hold (a short whose limit the price jumped past), the order is cancelled
 * instead with `balance.insufficient` and the hold released: nothing overdraws.
 */
export async function fillAt(
  tx: Queryable,
  row: OrderRow,
  price: Decimal,
  at: Date,
  fees: FeeRule,
): Promise<FillOutcome> {
  const accountId = Number(row.account_id);
  const market = row.market;
  const quantity = num(row.quantity);
  const n = notional(price, quantity);
  const margin = initialMargin(n, Number(row.leverage));
  const fee = tradeFee(n, fees);
  const held = money.add(num(row.margin), num(row.buy_fee));
  const free = await available(tx, accountId, market);
  const required = money.add(margin, fee);
  const hold = (amount: Decimal, bucket: 'frozen' | 'available', type?: string): LedgerLine[] =>
    money.isZero(amount) ? [] : [{ accountId, market, bucket, amount, ...(type ? { type } : {}) }];
  if (money.gt(required, money.add(free, held))) {
    const [cancelled] = await tx.query<OrderRow>(
      `UPDATE orders SET status = 'cancelled', closed_at = $2, cancel_reason = 'balance.insufficient'
       WHERE id = $1 RETURNING *`,
      [row.id, at],
    );
    await postEntry(tx, {
      kind: 'cancel',
      accountId,
      refTable: 'orders',
      refId: Number(row.id),
      at,
      lines: [...hold(money.neg(held), 'frozen'), ...hold(held, 'available', 'cancel')],
    });
    return { filled: false, row: cancelled ?? row, required, available: money.add(free, held) };
  }
  const [filled] = await tx.query<OrderRow>(
    `UPDATE orders SET status = 'holding', buy_price = $2, margin = $3, buy_fee = $4, filled_at = $5,
       trade_date = $5::timestamptz::date WHERE id = $1 RETURNING *`,
    [row.id, price, margin, fee, at],
  );
  // The difference between what the order held at its limit and what the fill needs moves between the
  // available and frozen balances; the fee goes to the house.
  await postEntry(tx, {
    kind: 'fill',
    accountId,
    refTable: 'orders',
    refId: Number(row.id),
    at,
    lines: [
      ...hold(money.sub(margin, held), 'frozen'),
      // A price better than the limit releases part of the hold; a worse one (a short) holds more.
      ...hold(money.sub(held, required), 'available', money.gt(held, required) ? 'cancel' : 'buy'),
      ...(money.isPositive(fee)
        ? [{ house: 'fees' as const, currency: MARKET_CURRENCY[market], amount: fee }]
        : []),
    ],
  });
  return { filled: true, row: filled ?? row };
}

/**
 * Repays what stop-outs left owed in a market (orders' `shortfall` not yet repaid) from its available balance,
 * oldest first, one journal entry per order. The caller holds the market account's lock. Answers whether it
 * repaid anything.
 */
export async function repayShortfall(
  tx: Queryable,
  accountId: number,
  market: Market,
  at: Date,
): Promise<boolean> {
  const owed = await tx.query<{ id: number; left: string }>(
    `SELECT id, (shortfall - shortfall_repaid)::text AS left FROM orders
     WHERE account_id = $1 AND market = $2 AND shortfall > shortfall_repaid ORDER BY id FOR UPDATE`,
    [accountId, market],
  );
  // Nothing owed, what a settle finds nearly always: no balance to read.
  if (owed.length === 0) return false;
  let free = await available(tx, accountId, market);
  let paid = false;
  for (const o of owed) {
    if (!money.isPositive(free)) return paid;
    const pay = money.min(free, num(o.left));
    await tx.query('UPDATE orders SET shortfall_repaid = shortfall_repaid + $2 WHERE id = $1', [o.id, pay]);
    await postEntry(tx, {
      kind: 'shortfall.repay',
      accountId,
      refTable: 'orders',
      refId: Number(o.id),
      at,
      lines: [
        { accountId, market, bucket: 'available', amount: money.neg(pay), type: 'close' },
        { accountId, market, bucket: 'debt', amount: pay },
      ],
    });
    free = money.sub(free, pay);
    paid = true;
  }
  return paid;
}
