import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide } from '../../src/operator';
import type { Customer, Harness } from './harness';
import { FUNDS, openHarness } from './harness';
import type { InvariantName } from './invariants';
import { checkAll } from './invariants';

// Each corruption must be caught by the named invariant: proof that the checker used by every suite can fail.
// Triggers are disabled for the journal rewrites (PGlite runs as superuser), as a buggy migration could.
const CORRUPTIONS: [string, { sql: string[]; want: InvariantName }][] = [
  [
    'an unbalanced journal',
    {
      sql: [
        `INSERT INTO journal (kind, created_at) VALUES ('bogus', now())`,
        `INSERT INTO ledger_lines (journal_id, bucket, house, currency, amount)
         VALUES ((SELECT max(id) FROM journal), 'house', 'fees', 'JPY', 5)`,
      ],
      want: 'double-entry',
    },
  ],
  [
    'a stored balance moved without a ledger line',
    { sql: ["UPDATE market_accounts SET available = available + 1 WHERE market = 'jpy'"], want: 'replay' },
  ],
  [
    'money created out of nothing, balanced',
    {
      sql: [
        `INSERT INTO journal (kind, created_at) VALUES ('gift', now())`,
        `INSERT INTO ledger_lines (journal_id, bucket, house, currency, amount)
         VALUES ((SELECT max(id) FROM journal), 'house', 'external', 'JPY', -7)`,
        `INSERT INTO ledger_lines (journal_id, bucket, house, currency, amount)
         VALUES ((SELECT max(id) FROM journal), 'house', 'fees', 'JPY', 7)`,
      ],
      want: 'conservation',
    },
  ],
  [
    'a hold dropped from its business row',
    { sql: ["UPDATE withdrawals SET amount = amount - 1 WHERE status = 'pending'"], want: 'holds' },
  ],
  [
    'a withdrawal refunded twice',
    {
      sql: [
        `INSERT INTO journal (kind, ref_table, ref_id, created_at)
         SELECT 'withdrawal.hold', 'withdrawals', id, now() FROM withdrawals LIMIT 1`,
      ],
      want: 'release-once',
    },
  ],
  [
    'a decided deposit back to pending',
    { sql: ["UPDATE deposits SET status = 'pending' WHERE status = 'approved'"], want: 'transition' },
  ],
  [
    'a journal row rewritten',
    {
      sql: [
        'ALTER TABLE journal DISABLE TRIGGER journal_append_only',
        "UPDATE journal SET kind = 'rewritten' WHERE id = (SELECT min(id) FROM journal)",
        'ALTER TABLE journal ENABLE TRIGGER journal_append_only',
      ],
      want: 'append-only',
    },
  ],
  [
    'a close whose loss beyond the margin the house absorbed',
    {
      // Long 100 at 3000 with 30,000 margin, closed at 2550: −45,000, but only the margin was lost.
      sql: [
        `INSERT INTO orders (order_no, account_id, market, symbol, direction, quantity, leverage, buy_price, margin,
           buy_fee, sell_price, sell_fee, profit, status, created_at, closed_at)
         SELECT 'T-floored', id, 'jpy', '7203', 'long', 100, 10, 3000, 30000, 0, 2550, 0, -30000, 'closed', now(),
           now() FROM accounts LIMIT 1`,
      ],
      want: 'riskless-profit',
    },
  ],
  [
    'a request id stored without its answer',
    {
      sql: [
        `INSERT INTO request_ids (account_id, request_id, operation, params_hash, response, created_at)
         SELECT id, 'half-done', 'withdraw', 'x', 'null', now() FROM accounts LIMIT 1`,
      ],
      want: 'request-id',
    },
  ],
];

describe('the invariant checker', () => {
  let h: Harness;
  let a: Customer;
  beforeAll(async () => {
    h = await openHarness('pglite');
  });
  afterAll(async () => h?.close());

  // A small book: a deposit, a pending withdrawal, a bought position.
  async function book() {
    [a] = (await h.world(1, 1)).customers as [Customer];
    const dep = await h.server.call('deposit', { amount: '200000', currency: 'JPY' }, a.session, {
      proof: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await decide(h.db, 'deposits', Number(dep.data.id), 'approve', { actor: 't', now: h.clock.now() });
    const wd = await h.server.call(
      'withdraw',
      { amount: '50000', currency: 'JPY', bankCardId: a.cardId, fundsPassword: FUNDS },
      a.session,
    );
    expect(wd.status, JSON.stringify(wd)).toBe(1);
  }

  it('finds nothing wrong in sound books', async () => {
    await book();
    // The book was built in several steps: states are checked for reachability from a new row.
    expect((await checkAll(h.db, undefined, { multiStep: true })).violations).toEqual([]);
  });

  it.each(CORRUPTIONS)('catches %s', async (_title, { sql, want }) => {
    await book();
    const before = await checkAll(h.db, undefined, { multiStep: true });
    expect(before.violations).toEqual([]);
    for (const s of sql) await h.db.query(s);
    const after = await checkAll(h.db, before.snapshot);
    expect(after.violations.map((v) => v.invariant)).toContain(want);
  });
});
