import { decimal, money } from '@tsumiki/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide } from '../../src/operator';
import { PNG } from '../helpers/app';
import type { Customer, Harness } from './harness';
import { FUNDS, openHarness } from './harness';
import { suiteCount, timeoutFor } from './scale';

// Row locks and isolation cannot fail on PGlite (one connection), so these run on a real PostgreSQL only.
const url = process.env.TEST_DATABASE_URL;
if (!url)
  console.log('[reliability] concurrency suite skipped: set TEST_DATABASE_URL to a PostgreSQL server');

const K = 50;
const WORKERS = 20;
const OPS_PER_WORKER = suiteCount('BANK_OPS', 12);
const TIMEOUT = timeoutFor(300_000, OPS_PER_WORKER, 12);

describe.skipIf(!url)('concurrency on PostgreSQL', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await openHarness('postgres');
  });
  afterAll(async () => h?.close());

  async function funded(n: number, amount = '300000'): Promise<{ customers: Customer[]; ipoId: number }> {
    const w = await h.world(n, 1);
    for (const c of w.customers) {
      const dep = await h.server.call('deposit', { amount, currency: 'JPY' }, c.session, { proof: PNG });
      expect(dep.status, JSON.stringify(dep)).toBe(1);
      await decide(h.db, 'deposits', Number(dep.data.id), 'approve', { actor: 't', now: h.clock.now() });
    }
    return w;
  }
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await h.db.query<{ n: number }>(sql, params))[0]?.n);
  const sound = () => h.invariants('the burst', true);
  const minAvailable = async () =>
    (await h.db.query<{ m: string }>('SELECT min(available)::text AS m FROM market_accounts'))[0]?.m;

  const withdrawForm = (c: Customer, amount: string) => ({
    amount,
    currency: 'JPY',
    bankCardId: c.cardId,
    fundsPassword: FUNDS,
  });
  const buyForm = {
    code: '7203',
    type: 'jpy',
    direction: 'long',
    orderType: 'market',
    lots: '40',
    leverage: '1',
    fundsPassword: FUNDS,
  };

  it.each([
    ['withdrawals', 'withdraw', 'withdrawals'],
    ['orders', 'buyStock', 'orders'],
    ['IPO subscriptions', 'subscribeNewStock', 'ipo_subscriptions'],
  ] as const)(`${K} identical %s with one request id: one effect, one answer`, async (_t, op, table) => {
    const { customers, ipoId } = await funded(1);
    const c = customers[0] as Customer;
    const form = {
      withdraw: withdrawForm(c, '50000'),
      buyStock: buyForm,
      subscribeNewStock: { id: String(ipoId), quantity: '100', pay: '1' },
    }[op];
    const answers = await Promise.all(
      Array.from({ length: K }, () =>
        h.server.call(op, { ...form, requestId: `same-${op}-0001` }, c.session),
      ),
    );
    expect(answers.filter((a) => a.status === 1)).toHaveLength(K);
    // jsonb keeps keys in its own order, so answers are compared as values, not texts.
    for (const a of answers) expect(a).toEqual(answers[0]);
    expect(await count(`SELECT count(*)::int AS n FROM ${table}`)).toBe(1);
    await sound();
  });

  it.each([
    // One pending withdrawal at a time: exactly one of 50 is accepted.
    ['withdrawals', 'withdraw', 'withdrawals', 1, 1],
    // Each order costs about 116,000 of 300,000: at most two fit.
    ['orders', 'buyStock', 'orders', 1, 2],
    // One subscription per customer and IPO.
    ['IPO subscriptions', 'subscribeNewStock', 'ipo_subscriptions', 1, 1],
  ] as const)(
    `${K} different %s at once: only the allowed effect, available never below zero`,
    async (_t, op, table, least, most) => {
      const { customers, ipoId } = await funded(1);
      const c = customers[0] as Customer;
      const form = {
        withdraw: withdrawForm(c, '250000'),
        buyStock: buyForm,
        subscribeNewStock: { id: String(ipoId), quantity: '100', pay: '1' },
      }[op];
      const answers = await Promise.all(
        Array.from({ length: K }, (_, i) =>
          h.server.call(op, { ...form, requestId: `many-${op}-${String(i).padStart(4, '0')}` }, c.session),
        ),
      );
      const ok = answers.filter((a) => a.status === 1).length;
      expect(ok).toBeGreaterThanOrEqual(least);
      expect(ok).toBeLessThanOrEqual(most);
      for (const a of answers.filter((x) => x.status === 0))
        expect(a.msg).not.toMatch(/server\.error|request\.invalid/);
      expect(await count(`SELECT count(*)::int AS n FROM ${table}`)).toBe(ok);
      expect(Number(await minAvailable())).toBeGreaterThanOrEqual(0);
      await sound();
    },
  );

  it(`${WORKERS} workers mixing money calls while a reader finds every total adds up`, {
    timeout: TIMEOUT,
  }, async () => {
    const { customers } = await funded(8, '400000');
    let done = false;
    let reads = 0;
    const bad: string[] = [];
    // One statement is one snapshot under READ COMMITTED: money inside equals deposits − withdrawals.
    const reader = (async () => {
      while (!done) {
        const rows = await h.db.query<{ cur: string; inside: string; outside: string }>(
          `SELECT c.cur, c.inside::text, (coalesce(d.v, 0) - coalesce(w.v, 0))::text AS outside FROM
             (SELECT m.currency AS cur, sum(m.available + m.frozen - m.debt)
                + coalesce((SELECT sum(amount) FROM ledger_lines l WHERE l.bucket = 'house' AND l.house <> 'external'
                            AND l.currency = m.currency), 0) AS inside FROM market_accounts m GROUP BY m.currency) c
           LEFT JOIN (SELECT upper(market) AS cur, sum(amount) AS v FROM deposits WHERE status = 'approved' GROUP BY 1) d USING (cur)
           LEFT JOIN (SELECT upper(market) AS cur, sum(amount) AS v FROM withdrawals WHERE status = 'approved' GROUP BY 1) w USING (cur)
           WHERE c.inside <> coalesce(d.v, 0) - coalesce(w.v, 0)
              OR EXISTS (SELECT 1 FROM market_accounts WHERE available < 0 OR frozen < 0)`,
        );
        reads++;
        for (const r of rows) bad.push(`${r.cur}: ${r.inside} ≠ ${r.outside}`);
      }
    })();
    const ops = [
      async (c: Customer, i: string) => {
        const a = await h.server.call('withdraw', { ...withdrawForm(c, '40000'), requestId: i }, c.session);
        if (a.status === 1)
          await decide(h.db, 'withdrawals', Number(a.data.id), i.endsWith('0') ? 'reject' : 'approve', {
            actor: 'bank',
            now: h.clock.now(),
          });
      },
      (c: Customer, i: string) =>
        h.server.call('buyStock', { ...buyForm, lots: '5', requestId: i }, c.session),
      (c: Customer, i: string) =>
        h.server.call(
          'exchange',
          { from: 'JPY', to: 'USD', amount: '3000', fundsPassword: FUNDS, requestId: i },
          c.session,
        ),
      async (c: Customer, i: string) => {
        const a = await h.server.call('applyLoan', { type: 'jpy', amount: '20000', requestId: i }, c.session);
        if (a.status === 1)
          await decide(h.db, 'loans', Number(a.data.id), 'approve', { actor: 'bank', now: h.clock.now() });
      },
      async (c: Customer) => {
        const [o] = await h.db.query<{ id: string }>(
          "SELECT id::text AS id FROM orders WHERE account_id = $1 AND status = 'pending' LIMIT 1",
          [c.id],
        );
        if (o) await h.server.call('cancelOrder', { id: o.id }, c.session);
      },
    ];
    await Promise.all(
      Array.from({ length: WORKERS }, async (_, w) => {
        for (let k = 0; k < OPS_PER_WORKER; k++) {
          const c = customers[(w * 7 + k * 3) % customers.length] as Customer;
          await ops[(w + k) % ops.length]?.(c, `bank-${w}-${k}-${'x'.repeat(4)}`);
        }
      }),
    );
    done = true;
    await reader;
    console.log(`[reliability] bank: ${WORKERS} workers × ${OPS_PER_WORKER} ops, ${reads} consistent reads`);
    expect(bad).toEqual([]);
    expect(reads).toBeGreaterThan(0);
    await sound();
    const total = (
      await h.db.query<{ v: string }>("SELECT sum(amount)::text AS v FROM deposits WHERE status = 'approved'")
    )[0]?.v;
    expect(decimal(total ?? '0')).toBe(money.add(decimal('3200000'), decimal('0')));
  });
});
