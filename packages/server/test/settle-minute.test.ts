import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../src/db';
import { checkInvariants } from '../src/ledger';
import type { SettleState } from '../src/risk/settleState';
import { settledThisMinute } from '../src/risk/settleState';
import { TestClock, testServer } from './helpers/app';
import type { Server, Session } from './helpers/customer';
import { newCustomer } from './helpers/customer';
import { dbTargets, openTestDb } from './helpers/db';

// Thursday 19 Nov 2026, 10:00 in Tokyo (01:00 UTC): the market is open.
const START = '2026-11-19T01:00:00Z';

describe('settledThisMinute', () => {
  const base: SettleState = {
    market: 'jpy',
    risk_checked_at: '2026-11-19T01:05:10Z',
    margin_called_at: null,
    pending: false,
    open: true,
    owed: false,
    changed_at: '2026-11-19T01:00:30Z',
  };
  const now = new Date('2026-11-19T01:05:50Z');
  it.each([
    ['checked this minute, nothing since', {}, now, true],
    ['checked in the minute before', { risk_checked_at: '2026-11-19T01:04:59Z' }, now, false],
    ['next minute', {}, new Date('2026-11-19T01:06:00Z'), false],
    ['never checked', { risk_checked_at: null }, now, false],
    ['an order placed, filled or closed after the check', { changed_at: '2026-11-19T01:05:20Z' }, now, false],
    ['an order stamped at the very moment of the check', { changed_at: '2026-11-19T01:05:10Z' }, now, false],
    ['something pending to fill', { pending: true }, now, false],
    ['a shortfall to repay', { owed: true }, now, false],
    ['a margin call out (it may re-arm)', { margin_called_at: '2026-11-19T01:02:00Z' }, now, false],
    // Over lunch the morning's last minute stands: a check at 11:40 and a call at 12:10 Tokyo see the same prices.
    [
      'both over the lunch break',
      { risk_checked_at: '2026-11-19T02:40:00Z', changed_at: null },
      new Date('2026-11-19T03:10:00Z'),
      true,
    ],
  ] as const)('%s', (_what, change, at, expected) => {
    expect(settledThisMinute({ ...base, ...change }, at)).toBe(expected);
  });
});

/** The database, counting the transactions begun through it (a settle is one) and keeping their statements. */
function counting(db: Db): Db & { transactions: number; statements: string[] } {
  const counted = Object.create(db) as Db & { transactions: number; statements: string[] };
  counted.transactions = 0;
  counted.statements = [];
  // Every request goes through the counted database itself, not a request's own view of PGlite's (forRequest).
  counted.forRequest = undefined;
  counted.transaction = <T>(fn: (tx: Queryable) => Promise<T>) => {
    counted.transactions++;
    return db.transaction((tx) =>
      fn({
        query: (sql, params) => {
          counted.statements.push(sql);
          return tx.query(sql, params);
        },
      }),
    );
  };
  return counted;
}

describe.each(dbTargets())('settling once a minute, on %s', (target) => {
  let raw: Db;
  let db: Db & { transactions: number; statements: string[] };
  let a: Server;
  let b: Server;
  const clock = new TestClock(new Date(START));
  let mobiles = 0;

  beforeAll(async () => {
    raw = await openTestDb(target);
    db = counting(raw);
    // Two instances on one database: what one does, the other's next call sees.
    a = await testServer(db, clock);
    b = await testServer(raw, clock);
  });
  afterAll(async () => raw?.close());

  /** Moves the clock, keeping every session alive (the test jumps a day; sessions are tested elsewhere). */
  const at = async (iso: string) => {
    clock.set(iso);
    await raw.query('UPDATE sessions SET last_seen_at = $1, expires_at = $2 WHERE ended_at IS NULL', [
      clock.now(),
      new Date(clock.now().getTime() + 12 * 3600_000),
    ]);
  };
  const ok = async (server: Server, op: string, form: Record<string, string>, s: Session) => {
    const answer = await server.call(op, form, s);
    expect(answer, `${op} ${JSON.stringify(answer)}`).toMatchObject({ status: 1 });
    return answer.data;
  };
  const buy = (server: Server, s: Session) =>
    ok(
      server,
      'buyStock',
      {
        code: '7203',
        type: 'jpy',
        direction: 'long',
        orderType: 'market',
        lots: '1',
        leverage: '1',
        fundsPassword: '246813',
      },
      s,
    );
  /** The settles a read on instance A began. */
  const settlesOfRead = async (s: Session) => {
    const before = db.transactions;
    await ok(a, 'getUserinfo', { type: 'jpy' }, s);
    return db.transactions - before;
  };

  it('a read settles once a minute, and again after any change to the book, on either instance', async () => {
    await at(START);
    const s = await newCustomer(a, raw, clock, `08${String(++mobiles).padStart(8, '0')}`);
    await buy(a, s);
    const second = await buy(a, s);
    // The positions opened after the last check: settled in full until a minute checks past them.
    await at('2026-11-19T01:00:40Z');
    expect(await settlesOfRead(s)).toBe(1);
    await at('2026-11-19T01:01:10Z');
    expect(await settlesOfRead(s)).toBe(1);
    await at('2026-11-19T01:01:20Z');
    expect(await settlesOfRead(s)).toBe(0);
    expect(await settlesOfRead(s)).toBe(0);
    // The next day (T+1), a position closed on the other instance: this one's next read settles again.
    await at('2026-11-20T01:01:10Z');
    expect(await settlesOfRead(s)).toBe(1);
    expect(await settlesOfRead(s)).toBe(0);
    await at('2026-11-20T01:01:30Z');
    await ok(b, 'closePosition', { id: String(second.id) }, s);
    await at('2026-11-20T01:01:40Z');
    expect(await settlesOfRead(s)).toBe(1);
    // A new minute settles once, then reads are free again.
    await at('2026-11-20T01:02:05Z');
    expect(await settlesOfRead(s)).toBe(1);
    await at('2026-11-20T01:02:06Z');
    expect(await settlesOfRead(s)).toBe(0);
    // A pending limit order is looked at on every call: one 3 % under the price stays pending this minute.
    const quote = await ok(b, 'getStock', { type: 'jpy', code: '7203' }, s);
    const limit = String(Math.floor((Number(quote.price) * 0.97) / 5) * 5);
    await ok(
      b,
      'buyStock',
      {
        code: '7203',
        type: 'jpy',
        direction: 'long',
        orderType: 'limit',
        price: limit,
        lots: '1',
        leverage: '1',
        fundsPassword: '246813',
      },
      s,
    );
    await at('2026-11-20T01:02:30Z');
    expect(await settlesOfRead(s)).toBe(1);
    expect(await settlesOfRead(s)).toBe(1);
    expect(await checkInvariants(raw)).toEqual([]);
  });

  it('a buy settles in its own transaction, and keeps the settle when it is refused', async () => {
    await at(START);
    const s = await newCustomer(a, raw, clock, `08${String(++mobiles).padStart(8, '0')}`);
    const checkedAt = async () => {
      const [row] = await raw.query<{ risk_checked_at: Date | null }>(
        `SELECT m.risk_checked_at FROM market_accounts m JOIN accounts c ON c.id = m.account_id
         WHERE c.mobile = $1 AND m.market = 'jpy'`,
        [s.account],
      );
      return row?.risk_checked_at ? new Date(row.risk_checked_at).toISOString() : null;
    };
    const transactionsOf = async (call: () => Promise<unknown>) => {
      const before = db.transactions;
      await call();
      return db.transactions - before;
    };
    // Nothing open: the order alone.
    expect(await transactionsOf(() => buy(a, s))).toBe(1);
    expect(await checkedAt()).toBeNull();
    // A book to settle: settle and order in one transaction (a settle's and then the order's before).
    await at('2026-11-19T01:00:30Z');
    expect(await transactionsOf(() => buy(a, s))).toBe(1);
    expect(await checkedAt()).toBe('2026-11-19T01:00:30.000Z');
    // Refused for the balance after the settle: the settle stays, the order does not.
    await at('2026-11-19T01:01:10Z');
    const refused = await a.call(
      'buyStock',
      {
        code: '7203',
        type: 'jpy',
        direction: 'long',
        orderType: 'market',
        lots: '100000',
        leverage: '1',
        fundsPassword: '246813',
      },
      s,
    );
    expect(refused.status).toBe(0);
    expect(refused.msg).not.toBe('request.invalid');
    expect(await checkedAt()).toBe('2026-11-19T01:01:10.000Z');
    const [{ n } = { n: -1 }] = await raw.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders o JOIN accounts c ON c.id = o.account_id WHERE c.mobile = $1`,
      [s.account],
    );
    expect(n).toBe(2);
    expect(await checkInvariants(raw)).toEqual([]);
  });

  it('a buy with a request id and a book to settle: three statements, the request id made before any lock', async () => {
    await at(START);
    const s = await newCustomer(a, raw, clock, `08${String(++mobiles).padStart(8, '0')}`);
    const order = (requestId: string) =>
      ok(
        a,
        'buyStock',
        {
          code: '7203',
          type: 'jpy',
          direction: 'long',
          orderType: 'market',
          lots: '1',
          leverage: '1',
          fundsPassword: '246813',
          requestId,
        },
        s,
      );
    await order('rt-buy-0001');
    // The first check of the book writes its time; the next buy in the minute walks it again and writes nothing.
    await order('rt-buy-0002');
    const before = db.statements.length;
    const third = await order('rt-buy-0003');
    const sent = db.statements.slice(before).map((sql) => sql.replace(/\s+/g, ' ').trim());
    expect(sent).toHaveLength(3);
    expect(sent[0]).toMatch(
      /^WITH claim AS \( INSERT INTO request_ids .* o AS MATERIALIZED .* FOR UPDATE\), m AS /,
    );
    expect(sent[1]).toMatch(/^WITH r AS \(INSERT INTO orders .* INSERT INTO journal /);
    expect(sent[2]).toMatch(/^UPDATE request_ids SET response/);
    // A repeat: the claim finds the id taken and locks nothing; the stored answer is read and answered.
    const again = db.statements.length;
    expect(await order('rt-buy-0003')).toEqual(third);
    const repeat = db.statements.slice(again).map((sql) => sql.replace(/\s+/g, ' ').trim());
    expect(repeat).toHaveLength(2);
    expect(repeat[1]).toMatch(/^SELECT params_hash, operation, response FROM request_ids/);
    expect(await checkInvariants(raw)).toEqual([]);
  });

  it('a customer with nothing open never settles', async () => {
    await at(START);
    const s = await newCustomer(a, raw, clock, `08${String(++mobiles).padStart(8, '0')}`);
    expect(await settlesOfRead(s)).toBe(0);
  });
});
