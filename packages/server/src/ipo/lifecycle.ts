import { decimal, MARKETS, money, zonedDate } from '@tsumiki/sdk';
import type { Db, Queryable } from '../db';
import type { Market } from '../ledger';
import { lockMarketAccount, postEntry } from '../ledger';

/** Subscription codes (the contract's): 2 won and paid, 3 need to pay, 5 waived, 7 purchase successful. */
export const IPO_STATUS = { won: 2, needToPay: 3, waived: 5, purchased: 7 } as const;

interface DueRow {
  id: number;
  order_no: string;
  account_id: number;
  won_quantity: string;
  paid_amount: string;
  status: number;
  market: Market;
  symbol: string;
  price: string;
  listing_date: Date;
  payment_deadline: Date | null;
}

export interface SettleResult {
  delivered: number;
  waived: number;
}

const localDate = (market: Market, t: Date) => zonedDate(new Date(t), MARKETS[market].timeZone);

/** Whether a won, paid subscription is delivered now: from the listing date, in the market's own calendar. */
export function isListed(market: Market, listingDate: Date, now: Date): boolean {
  return localDate(market, now) >= localDate(market, listingDate);
}

/** Whether a "need to pay" order has run out of time: past its payment deadline (or the listing date). */
export function isPastDeadline(deadline: Date | null, listingDate: Date, now: Date): boolean {
  return now.getTime() > new Date(deadline ?? listingDate).getTime();
}

async function deliver(tx: Queryable, s: DueRow, now: Date): Promise<void> {
  await lockMarketAccount(tx, Number(s.account_id), s.market);
  const held = decimal(s.paid_amount);
  const [position] = await tx.query<{ id: number }>(
    `INSERT INTO orders (order_no, account_id, market, symbol, direction, order_type, source, quantity, leverage,
       buy_price, margin, buy_fee, status, trade_date, created_at)
     VALUES ($1, $2, $3, $4, 'long', 'market', 'ipo', $5, 1, $6, $7, 0, 'holding', $8, $9) RETURNING id`,
    [
      `N${s.order_no.slice(1)}`,
      s.account_id,
      s.market,
      s.symbol,
      s.won_quantity,
      s.price,
      held,
      localDate(s.market, now),
      now,
    ],
  );
  await tx.query('UPDATE ipo_subscriptions SET status = $2, position_id = $3 WHERE id = $1', [
    s.id,
    IPO_STATUS.purchased,
    position?.id,
  ]);
  // The paid amount stays frozen, now as the position's margin: one entry records the hand-over.
  await postEntry(tx, {
    kind: 'ipo.deliver',
    accountId: Number(s.account_id),
    refTable: 'orders',
    refId: Number(position?.id),
    memo: `subscription ${s.id}: payment hold becomes position margin`,
    at: now,
    lines: [
      { accountId: Number(s.account_id), market: s.market, bucket: 'frozen', amount: money.neg(held) },
      { accountId: Number(s.account_id), market: s.market, bucket: 'frozen', amount: held },
    ],
  });
}

async function waive(tx: Queryable, s: DueRow, now: Date): Promise<void> {
  await lockMarketAccount(tx, Number(s.account_id), s.market);
  const held = decimal(s.paid_amount);
  await tx.query('UPDATE ipo_subscriptions SET status = $2, paid_amount = 0 WHERE id = $1', [
    s.id,
    IPO_STATUS.waived,
  ]);
  if (money.isPositive(held)) {
    await postEntry(tx, {
      kind: 'ipo.waive',
      accountId: Number(s.account_id),
      refTable: 'ipo_subscriptions',
      refId: Number(s.id),
      at: now,
      lines: [
        { accountId: Number(s.account_id), market: s.market, bucket: 'frozen', amount: money.neg(held) },
        {
          accountId: Number(s.account_id),
          market: s.market,
          bucket: 'available',
          amount: held,
          type: 'refund',
        },
      ],
    });
  }
  await tx.query(
    `INSERT INTO audit_log (actor, action, target_table, target_id, detail, created_at)
     VALUES ('system', 'ipo.waive', 'ipo_subscriptions', $1, $2, $3)`,
    [s.id, JSON.stringify({ released: held }), now],
  );
}

/** The subscriptions {@link settleIpoOrders} looks at, at the SQL timestamptz `now` (`s` and `i` its tables). */
const IPO_DUE_WHERE = (now: string) =>
  `((s.status = 2 AND s.position_id IS NULL AND i.listing_date <= ${now} + interval '1 day')
     OR (s.status = 3 AND coalesce(i.payment_deadline, i.listing_date) < ${now}))`;

/**
 * Whether {@link settleIpoOrders} for the account `account` at `now` (SQL expressions) finds anything to look at,
 * as one SQL expression: a read joined to the session's statement skips the settlement's own statement with it.
 */
export function ipoDueSql(account: string, now: string): string {
  return `EXISTS (SELECT 1 FROM ipo_subscriptions s JOIN ipos i ON i.id = s.ipo_id
    WHERE s.account_id = ${account} AND ${IPO_DUE_WHERE(now)})`;
}

/**
 * Moves IPO subscriptions along once their dates pass, each in its own transaction: a won and paid order (2)
 * becomes a holding position at the IPO price on the listing date (7); a "need to pay" order (3) past its
 * payment deadline is waived (5) and whatever it holds is released to the available balance. Rows another
 * instance is settling are skipped (`SKIP LOCKED`), so every instance may run this; `accountId` limits it to
 * one customer (called before their lists are read).
 */
export async function settleIpoOrders(db: Db, now: Date, accountId?: number): Promise<SettleResult> {
  const candidates = await db.query<{ id: number }>(
    `SELECT s.id FROM ipo_subscriptions s JOIN ipos i ON i.id = s.ipo_id
     WHERE ($2::bigint IS NULL OR s.account_id = $2) AND ${IPO_DUE_WHERE('$1::timestamptz')}
     ORDER BY s.id`,
    [now, accountId ?? null],
  );
  const result: SettleResult = { delivered: 0, waived: 0 };
  for (const { id } of candidates) {
    const done = await db.transaction(async (tx) => {
      const [s] = await tx.query<DueRow>(
        `SELECT s.id, s.order_no, s.account_id, s.won_quantity, s.paid_amount, s.status, i.market, i.symbol,
                i.price, i.listing_date, i.payment_deadline
         FROM ipo_subscriptions s JOIN ipos i ON i.id = s.ipo_id
         WHERE s.id = $1 FOR UPDATE OF s SKIP LOCKED`,
        [id],
      );
      if (!s) return undefined;
      if (s.status === IPO_STATUS.won && isListed(s.market, s.listing_date, now)) {
        await deliver(tx, s, now);
        return 'delivered' as const;
      }
      if (s.status === IPO_STATUS.needToPay && isPastDeadline(s.payment_deadline, s.listing_date, now)) {
        await waive(tx, s, now);
        return 'waived' as const;
      }
      return undefined;
    });
    if (done) result[done]++;
  }
  return result;
}
