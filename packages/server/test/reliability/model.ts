import type { Decimal } from '@tsumiki/sdk';
import { DEFAULT_MARGIN_LEVELS, decimal, marginStatus, money } from '@tsumiki/sdk';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { OrderRow } from '../../src/handlers/trade';
import type { Decision } from '../../src/operator';
import { decide, drawIpo, OperatorError, settleCredit } from '../../src/operator';
import { marginPosition } from '../../src/risk/positions';
import { settleAccount, sweepRisk } from '../../src/risk/settle';
import { PNG } from '../helpers/app';
import type { Answer, Customer, Harness } from './harness';
import { FUNDS } from './harness';

/** The state the commands share during one sequence: the world and the last successful money call. */
export interface Real {
  h: Harness;
  customers: Customer[];
  ipoId: number;
  seq: number;
  n: number;
  last?: { op: string; form: Record<string, string>; who: Customer; answer: Answer };
}
// The commands carry their own expectations; the model only counts steps.
type Model = { steps: number };

const d = (v: string) => decimal(v);
const JPY_CODES = ['7203', '6758', '9432', '8306'] as const;

async function journalMax(r: Real): Promise<number> {
  const [row] = await r.h.db.query<{ m: number }>('SELECT coalesce(max(id), 0) AS m FROM journal');
  return Number(row?.m);
}

async function balances(r: Real, who: Customer) {
  const rows = await r.h.db.query<{ market: string; available: string; frozen: string; debt: string }>(
    'SELECT market, available, frozen, debt FROM market_accounts WHERE account_id = $1 ORDER BY market',
    [who.id],
  );
  return Object.fromEntries(
    rows.map((b) => [b.market, { available: d(b.available), frozen: d(b.frozen), debt: d(b.debt) }]),
  ) as Record<string, { available: Decimal; frozen: Decimal; debt: Decimal }>;
}

/**
 * Calls a money operation with a fresh request id. A refusal must name a business reason (never
 * `request.invalid` for these well-formed forms, never `server.error`) and leave no trace: no journal entry, no
 * balance moved. A success is remembered for the replay command.
 */
async function moneyCall(
  r: Real,
  who: Customer,
  op: string,
  form: Record<string, string>,
  files?: Record<string, Buffer>,
): Promise<Answer> {
  const full = { ...form, requestId: `req-${String(r.seq).padStart(5, '0')}-${r.n++}` };
  const [j0, b0] = await Promise.all([journalMax(r), balances(r, who)]);
  const answer = await r.h.server.call(op, full, who.session, files);
  if (answer.status === 1) {
    if (!files) r.last = { op, form: full, who, answer };
    return answer;
  }
  expect(answer.msg, `${op} ${JSON.stringify(form)}`).not.toMatch(
    /^(request\.invalid|server\.error|session\.expired)$/,
  );
  const [j1, b1] = await Promise.all([journalMax(r), balances(r, who)]);
  expect(j1, `${op} refused (${answer.msg}) but wrote to the journal`).toBe(j0);
  expect(b1, `${op} refused (${answer.msg}) but moved money`).toEqual(b0);
  return answer;
}

/** The operator's decision is a step of its own: the invariants are checked before it too. */
async function operator(r: Real, kind: Parameters<typeof decide>[1], id: string, decision: Decision) {
  await r.h.invariants(`before ${kind} ${id} ${decision}`);
  await decide(r.h.db, kind, Number(id), decision, { actor: 'model', now: r.h.clock.now() });
}

/** Picks the `pick`-th (modulo) row of a query, or undefined. */
async function pickRow<T>(r: Real, pick: number, sql: string, params: unknown[]): Promise<T | undefined> {
  const rows = await r.h.db.query<T>(sql, params);
  return rows.length === 0 ? undefined : rows[pick % rows.length];
}

type Run = (r: Real) => Promise<void>;

/**
 * What every signed-in call does first (fills, margin calls, stop-outs up to now), done for both customers
 * before each command and checked as a step of its own: the command's own expectations then measure only
 * what the command did, and a refusal still leaves no trace.
 */
async function settle(r: Real, label: string): Promise<void> {
  for (const c of r.customers) await settleAccount(r.h.db, r.h.server.config, c.id, r.h.clock.now());
  // One catch-up may take an order through several states (filled, then stopped out).
  await r.h.invariants(`settle before ${label}`, true);
}

class Cmd implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly label: string,
    readonly body: Run,
    /** The body lets the server's margin walk run, which may move a row through several states at once. */
    readonly multiStep = false,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    m.steps++;
    await settle(r, this.label);
    await this.body(r);
    await r.h.invariants(this.label, this.multiStep);
  }
  toString = () => this.label;
}

const who = fc.integer({ min: 0, max: 1 });
const decision = fc.constantFrom<Decision | 'leave'>('approve', 'reject', 'leave');
const cmd = <T>(arb: fc.Arbitrary<T>, label: (v: T) => string, body: (v: T) => Run, multiStep = false) =>
  arb.map((v) => new Cmd(label(v), body(v), multiStep));

const deposit = cmd(
  fc.record({ w: who, amount: fc.integer({ min: 1, max: 500_000 }), approve: fc.boolean() }),
  (v) => `deposit(${v.w}, ${v.amount}, ${v.approve ? 'approve' : 'reject'})`,
  (v) => async (r) => {
    const c = r.customers[v.w] as Customer;
    const a = await moneyCall(r, c, 'deposit', { amount: String(v.amount), currency: 'JPY' }, { proof: PNG });
    if (a.status !== 1) return;
    const before = await balances(r, c);
    await operator(r, 'deposits', a.data.id, v.approve ? 'approve' : 'reject');
    const after = await balances(r, c);
    expect(after.jpy?.available).toBe(
      v.approve ? money.add(before.jpy?.available ?? d('0'), d(String(v.amount))) : before.jpy?.available,
    );
  },
);

const withdraw = cmd(
  fc.record({ w: who, amount: fc.integer({ min: 29_000, max: 600_000 }), decision }),
  (v) => `withdraw(${v.w}, ${v.amount}, ${v.decision})`,
  (v) => async (r) => {
    const c = r.customers[v.w] as Customer;
    const b0 = await balances(r, c);
    const form = { amount: String(v.amount), currency: 'JPY', bankCardId: c.cardId, fundsPassword: FUNDS };
    const a = await moneyCall(r, c, 'withdraw', form);
    if (a.status !== 1) return;
    const amount = d(String(v.amount));
    const b1 = await balances(r, c);
    expect(b1.jpy?.available).toBe(money.sub(b0.jpy?.available ?? d('0'), amount));
    expect(b1.jpy?.frozen).toBe(money.add(b0.jpy?.frozen ?? d('0'), amount));
    if (v.decision === 'leave') return;
    await operator(r, 'withdrawals', a.data.id, v.decision);
    const b2 = await balances(r, c);
    expect(b2.jpy?.frozen).toBe(b0.jpy?.frozen);
    expect(b2.jpy?.available).toBe(v.decision === 'reject' ? b0.jpy?.available : b1.jpy?.available);
  },
);

const buy = cmd(
  fc.record({
    w: who,
    code: fc.constantFrom(...JPY_CODES),
    lots: fc.integer({ min: 1, max: 30 }),
    leverage: fc.constantFrom('1', '2', '5', '10'),
    limitBelow: fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
    short: fc.boolean(),
  }),
  (v) =>
    `buy(${v.w}, ${v.code}, ${v.lots} lots ×${v.leverage}, ${v.limitBelow === undefined ? 'market' : `limit -${v.limitBelow}%`}${v.short ? ', short' : ''})`,
  (v) => async (r) => {
    const c = r.customers[v.w] as Customer;
    const form: Record<string, string> = {
      code: v.code,
      type: 'jpy',
      direction: v.short ? 'short' : 'long',
      orderType: v.limitBelow === undefined ? 'market' : 'limit',
      lots: String(v.lots),
      leverage: v.leverage,
      fundsPassword: FUNDS,
    };
    if (v.limitBelow !== undefined) {
      const q = r.h.server.app.market.quote('jpy', v.code, r.h.clock.now());
      const p = q?.price ?? d('1000');
      form.price = money.round(
        money.div(money.mul(p, decimal(String(100 - v.limitBelow))), decimal('100')),
        0,
      );
    }
    await moneyCall(r, c, 'buyStock', form);
  },
);

const ORDER_SQL = (status: string) =>
  `SELECT id::text AS id FROM orders WHERE account_id = $1 AND status = '${status}' ORDER BY id`;

const close = cmd(
  fc.record({ w: who, pick: fc.nat() }),
  (v) => `close(${v.w}, #${v.pick})`,
  (v) => async (r) => {
    const c = r.customers[v.w] as Customer;
    const row = await pickRow<{ id: string }>(r, v.pick, ORDER_SQL('holding'), [c.id]);
    await moneyCall(r, c, 'closePosition', { id: row?.id ?? '999999' });
  },
);

const cancel = cmd(
  fc.record({ w: who, pick: fc.nat() }),
  (v) => `cancel(${v.w}, #${v.pick})`,
  (v) => async (r) => {
    const c = r.customers[v.w] as Customer;
    const row = await pickRow<{ id: string; held: string }>(
      r,
      v.pick,
      `SELECT id::text AS id, (margin + buy_fee)::text AS held FROM orders
       WHERE account_id = $1 AND status = 'pending' ORDER BY id`,
      [c.id],
    );
    const b0 = await balances(r, c);
    const a = await moneyCall(r, c, 'cancelOrder', { id: row?.id ?? '999999' });
    if (a.status !== 1 || !row) return;
    expect(a.data.status).toBe(3);
    expect((await balances(r, c)).jpy?.available).toBe(money.add(b0.jpy?.available ?? d('0'), d(row.held)));
  },
);

const subscribe = cmd(
  fc.record({ w: who, lots: fc.integer({ min: 1, max: 8 }), pay: fc.boolean() }),
  (v) => `subscribe(${v.w}, ${v.lots * 100}${v.pay ? ', pay' : ''})`,
  (v) => async (r) => {
    const c = r.customers[v.w] as Customer;
    const form = { id: String(r.ipoId), quantity: String(v.lots * 100), ...(v.pay ? { pay: '1' } : {}) };
    await moneyCall(r, c, 'subscribeNewStock', form);
  },
);

const pay = cmd(
  fc.record({ w: who }),
  (v) => `pay(${v.w})`,
  (v) => async (r) => {
    const c = r.customers[v.w] as Customer;
    const row = await pickRow<{ id: string }>(
      r,
      0,
      'SELECT id::text AS id FROM ipo_subscriptions WHERE account_id = $1 ORDER BY id',
      [c.id],
    );
    await moneyCall(r, c, 'payNewStock', { id: row?.id ?? '999999' });
  },
);

const draw = fc.constant(
  new Cmd('draw()', async (r) => {
    try {
      await drawIpo(r.h.db, r.ipoId, { actor: 'model', now: r.h.clock.now() });
    } catch (error) {
      expect(error).toBeInstanceOf(OperatorError);
    }
  }),
);

const follow = cmd(
  fc.record({ w: who, amount: fc.integer({ min: 50_000, max: 400_000 }) }),
  (v) => `follow(${v.w}, ${v.amount})`,
  (v) => async (r) => {
    const c = r.customers[v.w] as Customer;
    const [p] = await r.h.db.query<{ id: string }>(
      "SELECT id::text AS id FROM follow_products WHERE market = 'jpy' ORDER BY id LIMIT 1",
    );
    const b0 = await balances(r, c);
    const form = { id: p?.id ?? '1', amount: String(v.amount), fundsPassword: FUNDS };
    const a = await moneyCall(r, c, 'buyFollowProduct', form);
    if (a.status !== 1) return;
    expect((await balances(r, c)).jpy?.frozen).toBe(money.add(b0.jpy?.frozen ?? d('0'), d(String(v.amount))));
  },
);

const loan = cmd(
  fc.record({ w: who, amount: fc.integer({ min: 1, max: 900_000 }), decision }),
  (v) => `loan(${v.w}, ${v.amount}, ${v.decision})`,
  (v) => async (r) => {
    const c = r.customers[v.w] as Customer;
    const a = await moneyCall(r, c, 'applyLoan', { type: 'jpy', amount: String(v.amount) });
    if (a.status !== 1 || v.decision === 'leave') return;
    const b0 = await balances(r, c);
    await operator(r, 'loans', a.data.id, v.decision);
    const b1 = await balances(r, c);
    const amount = v.decision === 'approve' ? d(String(v.amount)) : d('0');
    expect(b1.jpy?.available).toBe(money.add(b0.jpy?.available ?? d('0'), amount));
    expect(b1.jpy?.debt).toBe(money.add(b0.jpy?.debt ?? d('0'), amount));
  },
);

const repay = cmd(
  fc.record({ w: who, short: fc.boolean() }),
  (v) => `repay(${v.w}${v.short ? ', short' : ''})`,
  (v) => async (r) => {
    const c = r.customers[v.w] as Customer;
    const row = await pickRow<{ id: string; amount: string }>(
      r,
      0,
      "SELECT id::text AS id, amount::text AS amount FROM loans WHERE account_id = $1 AND status = 'approved'",
      [c.id],
    );
    const due = d(row?.amount ?? '1');
    const amount = v.short ? money.sub(due, d('1')) : due;
    const b0 = await balances(r, c);
    const a = await moneyCall(r, c, 'repayLoan', { id: row?.id ?? '999999', amount, fundsPassword: FUNDS });
    if (a.status !== 1) return;
    const b1 = await balances(r, c);
    expect(b1.jpy?.available).toBe(money.sub(b0.jpy?.available ?? d('0'), due));
    expect(b1.jpy?.debt).toBe(money.sub(b0.jpy?.debt ?? d('0'), due));
  },
);

type CreditEnd = 'repay' | 'short' | 'settle' | 'settleAgain';

/**
 * Ends a stock credit: repaid by the customer (in full, or a cent short: refused), settled by the operator, or
 * settled a second time (refused, no effect). Its hold pays its debt; the available balance is untouched.
 */
async function endCredit(r: Real, c: Customer, row: { id: string; credit: string }, how: CreditEnd) {
  const due = d(row.credit);
  const b0 = await balances(r, c);
  if (how === 'settle' || how === 'settleAgain') {
    await r.h.invariants(`before settle-credit ${row.id}`);
    const j0 = await journalMax(r);
    const settled = settleCredit(r.h.db, Number(row.id), { actor: 'model', now: r.h.clock.now() });
    if (how === 'settleAgain') {
      await expect(settled).rejects.toBeInstanceOf(OperatorError);
      expect(await journalMax(r)).toBe(j0);
      return;
    }
    await settled;
  } else {
    const amount = how === 'short' ? money.sub(due, d('0.01')) : due;
    const a = await moneyCall(r, c, 'repayCredit', { id: row.id, amount, fundsPassword: FUNDS });
    if (how === 'short') expect(a.msg).toBe('loan.repaymentBelowLoan');
    if (a.status !== 1) return;
  }
  const b1 = await balances(r, c);
  expect(b1.jpy?.available).toBe(b0.jpy?.available);
  expect(b1.jpy?.frozen).toBe(money.sub(b0.jpy?.frozen ?? d('0'), due));
  expect(b1.jpy?.debt).toBe(money.sub(b0.jpy?.debt ?? d('0'), due));
}

/**
 * Added stock credit: held in frozen funds and owed, the available balance untouched; then kept (it blocks
 * withdrawals from here on), repaid, repaid short, or settled by the operator.
 */
const credit = cmd(
  fc.record({
    w: who,
    amount: fc.integer({ min: 1, max: 900_000 }),
    after: fc.constantFrom<CreditEnd | 'keep'>('keep', 'repay', 'short', 'settle'),
  }),
  (v) => `credit(${v.w}, ${v.amount}, ${v.after})`,
  (v) => async (r) => {
    const c = r.customers[v.w] as Customer;
    const b0 = await balances(r, c);
    const a = await moneyCall(r, c, 'addCredit', { type: 'jpy', credit: String(v.amount) });
    if (a.status !== 1) return;
    const amount = d(String(v.amount));
    const b1 = await balances(r, c);
    expect(b1.jpy?.available).toBe(b0.jpy?.available);
    expect(b1.jpy?.frozen).toBe(money.add(b0.jpy?.frozen ?? d('0'), amount));
    expect(b1.jpy?.debt).toBe(money.add(b0.jpy?.debt ?? d('0'), amount));
    if (v.after === 'keep') return;
    // The grant is a step of its own: checked before the credit ends.
    await r.h.invariants(`credit ${a.data.id} granted`);
    await endCredit(r, c, { id: a.data.id, credit: String(v.amount) }, v.after);
  },
);

/** An earlier stock credit ends (the latest outstanding one), or an ended one is settled again. */
const creditEnd = cmd(
  fc.record({ w: who, how: fc.constantFrom<CreditEnd>('repay', 'short', 'settle', 'settleAgain') }),
  (v) => `creditEnd(${v.w}, ${v.how})`,
  (v) => async (r) => {
    const c = r.customers[v.w] as Customer;
    const status = v.how === 'settleAgain' ? "status <> 'outstanding'" : "status = 'outstanding'";
    const row = await pickRow<{ id: string; credit: string }>(
      r,
      0,
      `SELECT id::text AS id, credit::text AS credit FROM credit_requests WHERE account_id = $1 AND ${status}
       ORDER BY id DESC`,
      [c.id],
    );
    if (row) await endCredit(r, c, row, v.how);
  },
);

const exchange = cmd(
  fc.record({
    w: who,
    pair: fc.constantFrom(['JPY', 'USD'], ['JPY', 'CNY'], ['USD', 'JPY'], ['CNY', 'USD'], ['USD', 'CNY']),
    amount: fc.integer({ min: 1, max: 200_000 }),
  }),
  (v) => `exchange(${v.w}, ${v.amount} ${v.pair[0]}→${v.pair[1]})`,
  (v) => async (r) => {
    const c = r.customers[v.w] as Customer;
    const [from, to] = v.pair as [string, string];
    const b0 = await balances(r, c);
    const form = { from, to, amount: String(v.amount), fundsPassword: FUNDS };
    const a = await moneyCall(r, c, 'exchange', form);
    if (a.status !== 1) return;
    const b1 = await balances(r, c);
    const [fm, tm] = [from.toLowerCase(), to.toLowerCase()];
    expect(b1[fm]?.available).toBe(money.sub(b0[fm]?.available ?? d('0'), d(String(v.amount))));
    expect(b1[tm]?.available).toBe(money.add(b0[tm]?.available ?? d('0'), d(a.data.received)));
  },
);

const block = cmd(
  fc.record({ w: who, lots: fc.integer({ min: 1, max: 3 }), decision }),
  (v) => `block(${v.w}, ${v.lots * 100}, ${v.decision})`,
  (v) => async (r) => {
    const c = r.customers[v.w] as Customer;
    const [p] = await r.h.db.query<{ id: string }>(
      "SELECT id::text AS id FROM block_products WHERE market = 'jpy' ORDER BY id LIMIT 1",
    );
    const form = { id: p?.id ?? '1', lots: String(v.lots * 100), fundsPassword: FUNDS };
    const a = await moneyCall(r, c, 'applyBlockTrade', form);
    if (a.status === 1 && v.decision !== 'leave') await operator(r, 'block', a.data.id, v.decision);
  },
);

const dayTrade = cmd(
  fc.record({ w: who, amount: fc.integer({ min: 40_000, max: 300_000 }), decision }),
  (v) => `dayTrade(${v.w}, ${v.amount}, ${v.decision})`,
  (v) => async (r) => {
    const c = r.customers[v.w] as Customer;
    const [p] = await r.h.db.query<{ id: string }>(
      "SELECT id::text AS id FROM day_trade_programmes WHERE market = 'jpy' ORDER BY id LIMIT 1",
    );
    const form = { id: p?.id ?? '1', amount: String(v.amount), fundsPassword: FUNDS };
    const a = await moneyCall(r, c, 'applyDayTrade', form);
    if (a.status === 1 && v.decision !== 'leave') await operator(r, 'daytrade', a.data.id, v.decision);
  },
);

const nextDay = fc.constant(new Cmd('nextDay()', (r) => r.h.nextDay()));

/**
 * The forced close: time passes (half an hour to a week) and the periodic sweep runs. Afterwards no book is left
 * at or below its stop-out level at the current prices (by the SDK's rule over the quotes), and the invariants —
 * no riskless profit among them — hold over whatever it closed, filled or cancelled.
 */
const sweep = cmd(
  fc.constantFrom(0.5, 2, 6, 24, 72, 168),
  (hours) => `sweep(+${hours} h)`,
  (hours) => async (r) => {
    await r.h.advance(hours * 3600_000);
    const now = r.h.clock.now();
    await sweepRisk(r.h.db, r.h.server.config, now);
    for (const c of r.customers) {
      const held = await r.h.db.query<OrderRow>(
        "SELECT * FROM orders WHERE account_id = $1 AND market = 'jpy' AND status = 'holding'",
        [c.id],
      );
      const book = held.map(marginPosition);
      const price = (code: string) => r.h.server.app.market.quote('jpy', code, now)?.price ?? d('0');
      const fees = r.h.server.config.fees.jpy;
      expect(marginStatus(book, price, fees, DEFAULT_MARGIN_LEVELS), `book of ${c.id}`).not.toBe('stopOut');
    }
  },
  true,
);

/**
 * A 10x position, then days of prices and the sweep: the forced close with something to close. Afterwards the
 * position is either still held (its book above the stop-out level now) or closed by the server at a price at
 * which the SDK's rule puts the book at or below it, and the customer has the stop-out message.
 */
const leveraged = cmd(
  fc.record({
    w: who,
    code: fc.constantFrom(...JPY_CODES),
    lots: fc.integer({ min: 5, max: 30 }),
    short: fc.boolean(),
    hours: fc.constantFrom(24, 72, 168, 336),
  }),
  (v) => `leveraged(${v.w}, ${v.code}, ${v.lots} lots ×10${v.short ? ', short' : ''}, +${v.hours} h)`,
  (v) => async (r) => {
    const c = r.customers[v.w] as Customer;
    const form = {
      code: v.code,
      type: 'jpy',
      direction: v.short ? 'short' : 'long',
      orderType: 'market',
      lots: String(v.lots),
      leverage: '10',
      fundsPassword: FUNDS,
    };
    const a = await moneyCall(r, c, 'buyStock', form);
    if (a.status !== 1) return;
    await r.h.invariants(`${form.direction} bought`, true);
    await r.h.advance(v.hours * 3600_000);
    await sweepRisk(r.h.db, r.h.server.config, r.h.clock.now());
    const [row] = await r.h.db.query<OrderRow>('SELECT * FROM orders WHERE id = $1', [a.data.id]);
    if (row?.status !== 'closed' || row.close_reason !== 'stopOut') return;
    const [msg] = await r.h.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM messages WHERE account_id = $1 AND title LIKE 'ロスカット%'",
      [c.id],
    );
    expect(msg?.n).toBeGreaterThan(0);
    // The whole book went at that minute, each stock at its own price.
    const closed = await r.h.db.query<OrderRow>(
      "SELECT * FROM orders WHERE account_id = $1 AND close_reason = 'stopOut' AND closed_at = $2",
      [c.id, row.closed_at],
    );
    const book = closed.map(marginPosition);
    const prices = new Map(closed.map((o) => [o.symbol, d(String(o.sell_price))]));
    const at = (code: string) => prices.get(code) ?? d('0');
    const fees = r.h.server.config.fees.jpy;
    expect(marginStatus(book, at, fees, DEFAULT_MARGIN_LEVELS)).toBe('stopOut');
  },
  true,
);

/** Sends the last successful money call again with its request id: the same answer, no second effect. */
const replay = fc.constant(
  new Cmd('replay()', async (r) => {
    if (!r.last) return;
    const { op, form, who: c, answer } = r.last;
    const j0 = await journalMax(r);
    expect(await r.h.server.call(op, form, c.session)).toEqual(answer);
    expect(await journalMax(r)).toBe(j0);
  }),
);

/** The operator decides an already decided item again: refused, no effect (a hold resolves once). */
const decideAgain = cmd(
  fc.record({
    kind: fc.constantFrom('deposits', 'withdrawals', 'loans'),
    decision: fc.constantFrom<Decision>('approve', 'reject'),
  }),
  (v) => `decideAgain(${v.kind}, ${v.decision})`,
  (v) => async (r) => {
    const [row] = await r.h.db.query<{ id: number }>(
      `SELECT id FROM ${v.kind} WHERE status <> 'pending' ORDER BY id DESC LIMIT 1`,
    );
    if (!row) return;
    const j0 = await journalMax(r);
    await expect(operator(r, v.kind as 'deposits', String(row.id), v.decision)).rejects.toBeInstanceOf(
      OperatorError,
    );
    expect(await journalMax(r)).toBe(j0);
  },
);

/** Customer 1 names customer 0's ids: refused as unknown, nothing moves. */
const stranger = cmd(
  fc.record({
    op: fc.constantFrom(
      'closePosition',
      'cancelOrder',
      'payNewStock',
      'repayLoan',
      'repayCredit',
      'getPosition',
    ),
  }),
  (v) => `stranger(${v.op})`,
  (v) => async (r) => {
    const [owner, other] = r.customers as [Customer, Customer];
    const table = {
      closePosition: 'orders',
      cancelOrder: 'orders',
      getPosition: 'orders',
      payNewStock: 'ipo_subscriptions',
      repayLoan: 'loans',
      repayCredit: 'credit_requests',
    }[v.op];
    const [row] = await r.h.db.query<{ id: string }>(
      `SELECT id::text AS id FROM ${table} WHERE account_id = $1 ORDER BY id DESC LIMIT 1`,
      [owner.id],
    );
    if (!row) return;
    const form = { id: row.id, amount: '1', fundsPassword: FUNDS };
    const a =
      v.op === 'getPosition'
        ? await r.h.server.call(v.op, { id: row.id }, other.session)
        : await moneyCall(r, other, v.op, form);
    expect(a.status).toBe(0);
    expect(['order.notFound', 'loan.notFound', 'credit.notFound']).toContain(a.msg);
  },
);

/** Every command of the model, with weights: money in first, then the operations that use it. */
export const COMMANDS: fc.Arbitrary<fc.AsyncCommand<Model, Real>>[] = [
  deposit,
  deposit,
  deposit,
  withdraw,
  buy,
  buy,
  buy,
  close,
  cancel,
  subscribe,
  pay,
  draw,
  follow,
  loan,
  repay,
  credit,
  creditEnd,
  exchange,
  block,
  dayTrade,
  nextDay,
  // Weighted so that positions often live through days of prices: the forced close has something to close.
  sweep,
  leveraged,
  leveraged,
  replay,
  decideAgain,
  stranger,
];

export type { Model };
