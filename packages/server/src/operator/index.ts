import { decimal, money } from '@tsumiki/sdk';
import type { LoadedYear } from '../calendar';
import { storeLoadedYear } from '../calendar';
import type { Db, Queryable } from '../db';
import { endStockCredit } from '../handlers/loans';
import type { Texts } from '../http/language';
import type { Market } from '../ledger';
import { lockMarketAccount, MARKET_CURRENCY, postEntry } from '../ledger';
import { hash32, rng } from '../market/random';

/** Thrown for an operator mistake (unknown id, already decided): no effect. */
export class OperatorError extends Error {}

export type Decision = 'approve' | 'reject';
export const REVIEWABLE = ['deposits', 'withdrawals', 'loans', 'verifications', 'block', 'daytrade'] as const;
export type Reviewable = (typeof REVIEWABLE)[number];

async function audit(
  tx: Queryable,
  actor: string,
  action: string,
  table: string,
  id: number | null,
  detail: object,
  now: Date,
) {
  await tx.query(
    'INSERT INTO audit_log (actor, action, target_table, target_id, detail, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [actor, action, table, id, JSON.stringify(detail), now],
  );
}

const TABLE: Record<Reviewable, string> = {
  deposits: 'deposits',
  withdrawals: 'withdrawals',
  loans: 'loans',
  verifications: 'verifications',
  block: 'block_applications',
  daytrade: 'day_trade_orders',
};

/** The pending items of one review queue, oldest first, with the customer's mobile number. */
export async function listPending(db: Db, kind: Reviewable): Promise<Record<string, unknown>[]> {
  return db.query(
    `SELECT t.*, a.mobile FROM ${TABLE[kind]} t JOIN accounts a ON a.id = t.account_id
     WHERE t.status = 'pending' ORDER BY t.id`,
  );
}

/**
 * Approves or rejects one pending item, moving money through the ledger where the decision does, and writes
 * the audit row in the same transaction. A decided item cannot be decided again.
 */
export async function decide(
  db: Db,
  kind: Reviewable,
  id: number,
  decision: Decision,
  options: { actor: string; now: Date; reason?: string },
): Promise<void> {
  const { actor, now, reason } = options;
  await db.transaction(async (tx) => {
    const [row] = await tx.query<Record<string, string> & { account_id: number }>(
      `SELECT * FROM ${TABLE[kind]} WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!row) throw new OperatorError(`no ${kind} ${id}`);
    if (row.status !== 'pending') throw new OperatorError(`${kind} ${id} is already ${row.status}`);
    const accountId = Number(row.account_id);
    const status = decision === 'approve' ? 'approved' : 'rejected';
    const ref = { accountId, refTable: TABLE[kind], refId: id, at: now };
    const market = (row.market ?? 'jpy') as Market;
    if (kind === 'deposits') {
      if (decision === 'approve') {
        await lockMarketAccount(tx, accountId, market);
        await postEntry(tx, {
          kind: 'deposit',
          ...ref,
          lines: [
            { accountId, market, bucket: 'available', amount: row.amount ?? '0', type: 'deposit' },
            {
              house: 'external',
              currency: MARKET_CURRENCY[market],
              amount: money.neg(decimal(row.amount ?? '0')),
            },
          ],
        });
      }
    } else if (kind === 'withdrawals') {
      await lockMarketAccount(tx, accountId, market);
      const amount = decimal(row.amount ?? '0');
      await postEntry(tx, {
        kind: decision === 'approve' ? 'withdrawal.paid' : 'withdrawal.refund',
        ...ref,
        lines:
          decision === 'approve'
            ? [
                { accountId, market, bucket: 'frozen', amount: money.neg(amount) },
                { house: 'external', currency: MARKET_CURRENCY[market], amount },
              ]
            : [
                { accountId, market, bucket: 'frozen', amount: money.neg(amount) },
                { accountId, market, bucket: 'available', amount, type: 'withdrawalRefund' },
              ],
      });
    } else if (kind === 'loans') {
      if (decision === 'approve') {
        await lockMarketAccount(tx, accountId, market);
        const amount = decimal(row.amount ?? '0');
        await postEntry(tx, {
          kind: 'loan',
          ...ref,
          lines: [
            { accountId, market, bucket: 'available', amount, type: 'loan' },
            { accountId, market, bucket: 'debt', amount: money.neg(amount) },
          ],
        });
      }
    } else if (kind === 'verifications') {
      await tx.query(
        'UPDATE accounts SET verification = $2, real_name = CASE WHEN $2 = $4 THEN $3 ELSE real_name END WHERE id = $1',
        [accountId, decision === 'approve' ? 'verified' : 'failed', row.real_name, 'verified'],
      );
    } else if (kind === 'block') {
      const [p] = await tx.query<{ market: Market; symbol: string; price: string }>(
        'SELECT market, symbol, price FROM block_products WHERE id = $1 FOR UPDATE',
        [row.product_id],
      );
      if (!p) throw new OperatorError('block product missing');
      await lockMarketAccount(tx, accountId, p.market);
      const amount = decimal(row.amount ?? '0');
      if (decision === 'approve') {
        const [pos] = await tx.query<{ id: number }>(
          `INSERT INTO orders (order_no, account_id, market, symbol, direction, order_type, source, quantity, leverage,
             buy_price, margin, buy_fee, status, trade_date, created_at)
           VALUES ($1, $2, $3, $4, 'long', 'market', 'block', $5, 1, $6, $7, 0, 'holding', $8::timestamptz::date, $8::timestamptz) RETURNING id`,
          [`K${row.order_no}`, accountId, p.market, p.symbol, row.quantity, p.price, amount, now],
        );
        await tx.query('UPDATE block_applications SET position_id = $2 WHERE id = $1', [id, pos?.id]);
      } else {
        await tx.query('UPDATE block_products SET remaining = remaining + $2 WHERE id = $1', [
          row.product_id,
          row.quantity,
        ]);
        await postEntry(tx, {
          kind: 'block.refund',
          ...ref,
          lines: [
            { accountId, market: p.market, bucket: 'frozen', amount: money.neg(amount) },
            { accountId, market: p.market, bucket: 'available', amount, type: 'blockRefund' },
          ],
        });
      }
    } else if (kind === 'daytrade') {
      const [p] = await tx.query<{ market: Market }>(
        'SELECT market FROM day_trade_programmes WHERE id = $1',
        [row.programme_id],
      );
      const m = p?.market ?? 'jpy';
      await lockMarketAccount(tx, accountId, m);
      const amount = decimal(row.amount ?? '0');
      // An approved programme trades the same day: a deterministic result between -2% and +3% settles it.
      const r = rng(hash32(`daytrade:${id}`))();
      const profit =
        decision === 'approve' ? money.mul(amount, decimal((r * 0.05 - 0.02).toFixed(4))) : decimal('0');
      const payout = money.sub(amount, money.neg(profit));
      await postEntry(tx, {
        kind: decision === 'approve' ? 'dayTrade.settle' : 'dayTrade.refund',
        ...ref,
        lines: [
          { accountId, market: m, bucket: 'frozen', amount: money.neg(amount) },
          { accountId, market: m, bucket: 'available', amount: payout, type: 'dayTradeSettle' },
          { house: 'products', currency: MARKET_CURRENCY[m], amount: money.neg(profit) },
        ],
      });
      await tx.query(
        'UPDATE day_trade_orders SET status = $2, profit = $3, settled_at = $4, decided_at = $4 WHERE id = $1',
        [id, decision === 'approve' ? 'filled' : 'rejected', profit, now],
      );
    }
    if (kind !== 'daytrade') {
      await tx.query(`UPDATE ${TABLE[kind]} SET status = $2, decided_at = $3 WHERE id = $1`, [
        id,
        status,
        now,
      ]);
    }
    if (reason && (kind === 'withdrawals' || kind === 'deposits' || kind === 'verifications')) {
      await tx.query(`UPDATE ${TABLE[kind]} SET reason = $2 WHERE id = $1`, [id, reason]);
    }
    await audit(tx, actor, `${kind}.${decision}`, TABLE[kind], id, { reason: reason ?? null }, now);
  });
}

/**
 * Draws an IPO's lottery (deterministic from the IPO id): each subscription wins a share of its quantity so
 * the total stays within the shares offered. Paid orders get their unwon part refunded (won → status 2,
 * none → 4); unpaid ones go to "need to pay" (3) or "not won" (4). `allotments` (subscription id → shares won,
 * e.g. from the exchange's allotment file) replaces the simulated lottery; each is capped by the quantity
 * subscribed and the shares left. Default: the simulated lottery.
 */
export async function drawIpo(
  db: Db,
  ipoId: number,
  options: { actor: string; now: Date; allotments?: ReadonlyMap<number, number> },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [ipo] = await tx.query<{
      id: number;
      market: Market;
      price: string;
      shares_offered: string;
      drawn_at: Date | null;
      min_quantity: string;
    }>('SELECT * FROM ipos WHERE id = $1 FOR UPDATE', [ipoId]);
    if (!ipo) throw new OperatorError(`no IPO ${ipoId}`);
    if (ipo.drawn_at) throw new OperatorError(`IPO ${ipoId} is already drawn`);
    const subs = await tx.query<{
      id: number;
      account_id: number;
      quantity: string;
      status: number;
      paid_amount: string;
    }>('SELECT * FROM ipo_subscriptions WHERE ipo_id = $1 AND status IN (0, 1) ORDER BY id FOR UPDATE', [
      ipoId,
    ]);
    const random = rng(hash32(`ipo:${ipoId}`));
    let left = Number(ipo.shares_offered);
    const lot = Math.max(1, Number(ipo.min_quantity));
    for (const s of subs) {
      const wanted = Number(s.quantity);
      const lots = Math.floor((wanted / lot) * (random() < 0.6 ? random() : 0));
      const given = options.allotments?.get(Number(s.id));
      const won = Math.min(left, given === undefined ? lots * lot : Math.min(given, wanted));
      left -= won;
      const wonAmount = money.mul(decimal(String(won)), decimal(ipo.price));
      if (s.status === 1) {
        const refund = money.sub(decimal(s.paid_amount), wonAmount);
        await lockMarketAccount(tx, Number(s.account_id), ipo.market);
        if (refund !== '0') {
          await postEntry(tx, {
            kind: 'ipo.refund',
            accountId: Number(s.account_id),
            refTable: 'ipo_subscriptions',
            refId: Number(s.id),
            at: options.now,
            lines: [
              {
                accountId: Number(s.account_id),
                market: ipo.market,
                bucket: 'frozen',
                amount: money.neg(refund),
              },
              {
                accountId: Number(s.account_id),
                market: ipo.market,
                bucket: 'available',
                amount: refund,
                type: 'refund',
              },
            ],
          });
        }
        await tx.query(
          'UPDATE ipo_subscriptions SET won_quantity = $2, paid_amount = $3, status = $4 WHERE id = $1',
          [s.id, won, wonAmount, won > 0 ? 2 : 4],
        );
      } else {
        await tx.query('UPDATE ipo_subscriptions SET won_quantity = $2, status = $3 WHERE id = $1', [
          s.id,
          won,
          won > 0 ? 3 : 4,
        ]);
      }
    }
    await tx.query('UPDATE ipos SET drawn_at = $2 WHERE id = $1', [ipoId, options.now]);
    await audit(tx, options.actor, 'ipo.draw', 'ipos', ipoId, { subscriptions: subs.length }, options.now);
    return subs.length;
  });
}

export type AccountFlag = 'banned' | 'frozen' | 'trading_barred';

/** Sets or clears a flag on an account; banning also ends its sessions. */
export async function setAccountFlag(
  db: Db,
  mobile: string,
  flag: AccountFlag,
  value: boolean,
  options: { actor: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [a] = await tx.query<{ id: number }>(
      `UPDATE accounts SET ${flag} = $2 WHERE mobile = $1 RETURNING id`,
      [mobile, value],
    );
    if (!a) throw new OperatorError(`no account ${mobile}`);
    if (flag === 'banned' && value) {
      await tx.query('UPDATE sessions SET ended_at = $2 WHERE account_id = $1 AND ended_at IS NULL', [
        a.id,
        options.now,
      ]);
    }
    await audit(
      tx,
      options.actor,
      `account.${flag}.${value ? 'set' : 'clear'}`,
      'accounts',
      Number(a.id),
      {},
      options.now,
    );
  });
}

/**
 * Posts a message to one account (by mobile) or to everyone (mobile null). `title` and `bodyHtml` are the text
 * of record; `options.texts` its translations, which each customer reads in their language (migration 007).
 */
export async function postMessage(
  db: Db,
  mobile: string | null,
  title: string,
  bodyHtml: string,
  options: { actor: string; now: Date; texts?: Texts<'title' | 'bodyHtml'> },
): Promise<number> {
  return db.transaction(async (tx) => {
    let accountId: number | null = null;
    if (mobile) {
      const [a] = await tx.query<{ id: number }>('SELECT id FROM accounts WHERE mobile = $1', [mobile]);
      if (!a) throw new OperatorError(`no account ${mobile}`);
      accountId = Number(a.id);
    }
    const [m] = await tx.query<{ id: number }>(
      'INSERT INTO messages (account_id, title, body_html, created_at, texts) VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id',
      [accountId, title, bodyHtml, options.now, JSON.stringify(options.texts ?? {})],
    );
    await audit(
      tx,
      options.actor,
      'message.post',
      'messages',
      Number(m?.id),
      { to: mobile ?? 'all' },
      options.now,
    );
    return Number(m?.id);
  });
}

/** Publishes a news article. */
export async function postNews(
  db: Db,
  article: {
    title: string;
    summary: string;
    bodyHtml: string;
    source?: string;
    headline?: boolean;
    /** Translations, each customer reading the article in their language (migration 007). Default none. */
    texts?: Texts<'title' | 'summary' | 'bodyHtml'>;
  },
  options: { actor: string; now: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [n] = await tx.query<{ id: number }>(
      `INSERT INTO news (language, title, summary, body_html, source, headline, published_at, texts)
       VALUES ('ja', $1, $2, $3, $4, $5, $6, $7::jsonb) RETURNING id`,
      [
        article.title,
        article.summary,
        article.bodyHtml,
        article.source ?? 'Tsumiki',
        article.headline ?? false,
        options.now,
        JSON.stringify(article.texts ?? {}),
      ],
    );
    await audit(tx, options.actor, 'news.post', 'news', Number(n?.id), {}, options.now);
    return Number(n?.id);
  });
}

/** The stock credits still outstanding, oldest first, with the customer's mobile number. */
export async function listOutstandingCredits(db: Db): Promise<Record<string, unknown>[]> {
  return db.query(
    `SELECT c.id, a.mobile, c.market, c.credit, c.created_at FROM credit_requests c
     JOIN accounts a ON a.id = c.account_id WHERE c.status = 'outstanding' ORDER BY c.id`,
  );
}

/**
 * Settles an outstanding stock credit for the broker (the customer's request, a default, a closed account): its
 * hold in frozen funds pays its debt, the credit ends `settled` and no longer blocks withdrawals. The audit row
 * is written in the same transaction. An unknown or ended credit is an operator mistake, with no effect.
 */
export async function settleCredit(
  db: Db,
  id: number,
  options: { actor: string; now: Date; reason?: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<Parameters<typeof endStockCredit>[1]>(
      'SELECT * FROM credit_requests WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!row) throw new OperatorError(`no stock credit ${id}`);
    if (row.status !== 'outstanding') throw new OperatorError(`stock credit ${id} is already ${row.status}`);
    await endStockCredit(tx, row, { status: 'settled', by: options.actor, now: options.now });
    await audit(
      tx,
      options.actor,
      'credit.settle',
      'credit_requests',
      id,
      { credit: row.credit, market: row.market, ...(options.reason ? { reason: options.reason } : {}) },
      options.now,
    );
  });
}

/**
 * Loads one year of an exchange's closures (`parseClosuresFile`), in place of the built-in table or an earlier
 * load of that market and year, with its audit row. Every server instance takes it up within a minute (the one
 * that ran the command at once).
 */
export async function loadCalendarYear(
  db: Db,
  loaded: LoadedYear,
  options: { actor: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await storeLoadedYear(tx, loaded, options);
    await audit(
      tx,
      options.actor,
      'calendar.load',
      'calendar_years',
      null,
      { market: loaded.market, year: loaded.year, closures: loaded.closures.length },
      options.now,
    );
  });
}
