import { hashPassword } from '../../src/auth/passwords';
import { openSession } from '../../src/auth/sessions';
import { openMarketAccounts } from '../../src/ledger';
import { decide } from '../../src/operator';
import { seedOnce, syncConfigItems } from '../../src/seed';
import type { Answer } from '../helpers/app';
import { TestClock, testServer } from '../helpers/app';
import type { DbTarget } from '../helpers/db';
import { openTestDb, resetDb } from '../helpers/db';
import type { Snapshot } from './invariants';
import { checkAll, formatViolations } from './invariants';

// Thursday 19 Nov 2026, 10:00 in Tokyo: a trading day inside the withdrawal window.
export const START = '2026-11-19T01:00:00Z';
export const PASSWORD = 'pass-word1';
export const FUNDS = '135790';

export interface Customer {
  id: number;
  mobile: string;
  session: { token: string; account: string };
  cardId: string;
}

/**
 * One database and one server for a whole test file. The server hashes with scrypt ln=12 (the test config
 * `testServer` uses); `world()` empties the database and opens fresh customers for each sequence.
 */
export async function openHarness(target: DbTarget) {
  const db = await openTestDb(target);
  const clock = new TestClock(new Date(START));
  const server = await testServer(db, clock);
  const fundsHash = await hashPassword(FUNDS, server.config.passwordCost);
  const passwordHash = await hashPassword(PASSWORD, server.config.passwordCost);
  let snapshot: Snapshot | undefined;

  let worlds = 0;
  let mobiles = 0;

  /**
   * A fresh world for one sequence: every `resetEvery`-th call empties the database (TRUNCATE) and reseeds;
   * every call resets the clock to START, opens `n` verified customers with a funds password, a bank card and
   * a session (in SQL: registering through the API is tested elsewhere and costs a password hash), and a new
   * IPO open for subscription, and `funds` yen deposited for each (default none). Answers the customers and the
   * IPO id.
   */
  async function world(n = 2, resetEvery = 25, funds = 0): Promise<{ customers: Customer[]; ipoId: number }> {
    clock.set(START);
    if (worlds++ % resetEvery === 0) {
      await resetDb(db);
      await syncConfigItems(db, server.config);
      await seedOnce(db, clock.now());
    }
    const now = clock.now();
    const customers: Customer[] = [];
    const ipoId = await db.transaction(async (tx) => {
      for (let i = 0; i < n; i++) {
        const mobile = `09${String(++mobiles).padStart(8, '0')}`;
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO accounts (mobile, password_hash, funds_password_hash, invite_code, verification, real_name,
             created_at) VALUES ($1, $2, $3, $4, 'verified', $5, $6) RETURNING id`,
          [mobile, passwordHash, fundsHash, `inv${mobile}`, `Customer ${mobile}`, now],
        );
        const id = Number(row?.id);
        await openMarketAccounts(tx, id);
        const token = await openSession(tx, id, now, server.config.sessionMaxHours);
        const [card] = await tx.query<{ id: number }>(
          `INSERT INTO bank_cards (account_id, holder_name, card_number, card_type, bank_name, branch_name,
             branch_code, created_at) VALUES ($1, $2, $3, 'ordinary', 'Bank', 'Main', '001', $4) RETURNING id`,
          [id, `Customer ${mobile}`, `55${mobile}`, now],
        );
        customers.push({ id, mobile, session: { token, account: mobile }, cardId: String(card?.id) });
      }
      const day = 86_400_000;
      const [ipo] = await tx.query<{ id: number }>(
        `INSERT INTO ipos (market, symbol, name_ja, name_zh, name_en, price, shares_offered, min_quantity,
           max_quantity, lead_broker, exchange, subscribe_start, subscribe_end, draw_date, listing_date,
           payment_deadline)
         VALUES ('jpy', $1, 'テスト', '测试', 'Test', 1000, 100000, 100, 100000, 'Nomura', 'TSE Prime', $2, $3, $4, $5, $6)
         RETURNING id`,
        [
          `Q${worlds}`,
          new Date(now.getTime() - 2 * day),
          new Date(now.getTime() + 3 * day),
          new Date(now.getTime() + 5 * day),
          new Date(now.getTime() + 9 * day),
          new Date(now.getTime() + 7 * day),
        ],
      );
      return Number(ipo?.id);
    });
    // Yen to trade with from the first command: an approved deposit each, by the operator's own path.
    for (const c of funds > 0 ? customers : []) {
      const [dep] = await db.query<{ id: number }>(
        `INSERT INTO deposits (order_no, account_id, market, amount, status, created_at)
         VALUES ($1, $2, 'jpy', $3, 'pending', $4) RETURNING id`,
        [`D-world-${worlds}-${c.id}`, c.id, funds, now],
      );
      await decide(db, 'deposits', Number(dep?.id), 'approve', { actor: 'world', now });
    }
    snapshot = (await checkAll(db)).snapshot;
    return { customers, ipoId };
  }

  /** Checks every invariant against the previous check (one step, or many with `multiStep`); throws the list. */
  // What the margin rule did over the sequences: positions stopped out, limit orders filled later than placed,
  // limit orders the server cancelled for the balance.
  const stats = { checks: 0, checkMs: 0, stopOuts: 0, laterFills: 0, cancelled: 0 };
  async function invariants(step: string, multiStep = false): Promise<void> {
    const t0 = performance.now();
    const { violations, snapshot: next } = await checkAll(db, snapshot, { multiStep });
    stats.checks++;
    stats.checkMs += performance.now() - t0;
    snapshot = next;
    if (violations.length > 0) throw new Error(`after ${step}:\n${formatViolations(violations)}`);
  }

  /** Moves the clock to 10:00 Tokyo on the next weekday, keeping the customers' sessions alive. */
  async function nextDay(): Promise<void> {
    const t = new Date(clock.t);
    do t.setUTCDate(t.getUTCDate() + 1);
    while (t.getUTCDay() === 0 || t.getUTCDay() === 6);
    clock.t = t;
    await db.query('UPDATE sessions SET last_seen_at = $1, expires_at = $2 WHERE ended_at IS NULL', [
      t,
      new Date(t.getTime() + 12 * 3600_000),
    ]);
  }

  /** Moves the clock on by `ms`, keeping the customers' sessions alive. */
  async function advance(ms: number): Promise<void> {
    clock.t = new Date(clock.t.getTime() + ms);
    await db.query('UPDATE sessions SET last_seen_at = $1, expires_at = $2 WHERE ended_at IS NULL', [
      clock.t,
      new Date(clock.t.getTime() + 12 * 3600_000),
    ]);
  }

  /** Available, frozen and debt of one market account, as decimal strings. */
  async function balance(accountId: number, market = 'jpy') {
    const [b] = await db.query<{ available: string; frozen: string; debt: string }>(
      'SELECT available, frozen, debt FROM market_accounts WHERE account_id = $1 AND market = $2',
      [accountId, market],
    );
    if (!b) throw new Error(`no market account ${accountId}/${market}`);
    return b;
  }

  return { db, clock, server, world, invariants, nextDay, advance, balance, stats, close: () => db.close() };
}

export type Harness = Awaited<ReturnType<typeof openHarness>>;
export type { Answer };
