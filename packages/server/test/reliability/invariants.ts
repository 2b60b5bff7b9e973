import type { Queryable } from '../../src/db';
import { checkInvariants } from '../../src/ledger';

/**
 * The allowed state machines of every stateful table, as data. Spec section 4 lists the states and says
 * "Allowed transitions: not shown", so these edges are ours: a review item is decided once; an order moves
 * pending → holding | cancelled and holding → closing → closed; an IPO subscription follows the contract's codes
 * (0 pendingPayment, 1 paid, 2 won, 3 needToPay, 4 notWon, 5 waived, 6 failed, 7 purchased).
 */
export const TRANSITIONS: Readonly<
  Record<string, { initial: readonly string[]; edges: Readonly<Record<string, readonly string[]>> }>
> = {
  deposits: { initial: ['pending'], edges: { pending: ['approved', 'rejected'] } },
  withdrawals: { initial: ['pending'], edges: { pending: ['approved', 'rejected'] } },
  verifications: { initial: ['pending'], edges: { pending: ['approved', 'rejected'] } },
  block_applications: { initial: ['pending'], edges: { pending: ['approved', 'rejected'] } },
  loans: { initial: ['pending'], edges: { pending: ['approved', 'rejected'], approved: ['repaid'] } },
  day_trade_orders: {
    initial: ['pending'],
    edges: { pending: ['approved', 'filled', 'rejected'], approved: ['filled', 'rejected'] },
  },
  orders: {
    initial: ['pending', 'holding'],
    edges: {
      pending: ['holding', 'cancelled'],
      holding: ['closing', 'closed'],
      closing: ['closed', 'holding'],
    },
  },
  ipo_subscriptions: {
    initial: ['0', '1'],
    edges: { '0': ['3', '4', '6'], '1': ['2', '4'], '3': ['2', '5', '6'], '2': ['7'] },
  },
  follow_orders: { initial: ['active'], edges: { active: ['ended'] } },
  credit_requests: { initial: ['outstanding'], edges: { outstanding: ['settled', 'repaid'] } },
  'accounts.verification': {
    initial: ['none'],
    edges: { none: ['pending'], pending: ['verified', 'failed'], failed: ['pending'] },
  },
};

/** The states reachable from `from` in one or more steps (or none) of a table's TRANSITIONS. */
export function reachable(table: string, from: string): Set<string> {
  const edges = TRANSITIONS[table]?.edges ?? {};
  const seen = new Set([from]);
  const todo = [from];
  for (let s = todo.pop(); s !== undefined; s = todo.pop()) {
    for (const next of edges[s] ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      todo.push(next);
    }
  }
  return seen;
}

export type InvariantName =
  | 'double-entry'
  | 'replay'
  | 'non-negative'
  | 'conservation'
  | 'holds'
  | 'release-once'
  | 'transition'
  | 'append-only'
  | 'request-id'
  | 'riskless-profit';

export interface Violation {
  invariant: InvariantName;
  detail: string;
}

/** What the next check compares against: states of every row, and a digest of the journal so far. */
export interface Snapshot {
  states: Map<string, string>;
  journalMax: number;
  lineMax: number;
  digest: string;
}

export const EMPTY_SNAPSHOT: Snapshot = { states: new Map(), journalMax: 0, lineMax: 0, digest: '' };

const STATE_SQL = Object.keys(TRANSITIONS)
  .map((t) =>
    t === 'accounts.verification'
      ? `SELECT 'accounts.verification' AS t, id, verification::text AS s FROM accounts`
      : `SELECT '${t}' AS t, id, status::text AS s FROM ${t}`,
  )
  .join(' UNION ALL ');

// The open holds behind each frozen balance, from the business tables (never from the ledger).
const HOLDS_SQL = `
WITH holds AS (
  SELECT account_id, market, amount AS held FROM withdrawals WHERE status = 'pending'
  UNION ALL SELECT account_id, market, margin + buy_fee FROM orders WHERE status = 'pending'
  UNION ALL SELECT account_id, market, margin FROM orders WHERE status IN ('holding', 'closing')
  UNION ALL SELECT s.account_id, i.market, s.paid_amount FROM ipo_subscriptions s JOIN ipos i ON i.id = s.ipo_id
            WHERE s.status IN (1, 2) AND s.position_id IS NULL
  UNION ALL SELECT o.account_id, p.market, o.amount FROM follow_orders o JOIN follow_products p ON p.id = o.product_id
            WHERE o.status = 'active'
  UNION ALL SELECT d.account_id, p.market, d.amount FROM day_trade_orders d
            JOIN day_trade_programmes p ON p.id = d.programme_id WHERE d.status IN ('pending', 'approved')
  UNION ALL SELECT a.account_id, p.market, a.amount FROM block_applications a
            JOIN block_products p ON p.id = a.product_id WHERE a.status = 'pending'
  UNION ALL SELECT account_id, market, credit FROM credit_requests WHERE status = 'outstanding'),
expected AS (SELECT account_id, market, sum(held) AS held FROM holds GROUP BY account_id, market)
SELECT m.account_id, m.market, m.frozen::text AS frozen, coalesce(e.held, 0)::text AS held
FROM market_accounts m FULL JOIN expected e USING (account_id, market)
WHERE coalesce(m.frozen, -1) <> coalesce(e.held, 0)`;

// Per currency: customer money (available + frozen − debt) plus every house book except the outside world
// equals approved deposits minus paid withdrawals.
const CONSERVATION_SQL = `
WITH cust AS (SELECT currency, sum(available + frozen - debt) AS v FROM market_accounts GROUP BY currency),
house AS (SELECT currency, sum(amount) AS v FROM ledger_lines WHERE bucket = 'house' AND house <> 'external'
          GROUP BY currency),
dep AS (SELECT upper(market) AS currency, sum(amount) AS v FROM deposits WHERE status = 'approved' GROUP BY 1),
wd AS (SELECT upper(market) AS currency, sum(amount) AS v FROM withdrawals WHERE status = 'approved' GROUP BY 1),
cur AS (SELECT currency FROM cust UNION SELECT currency FROM house UNION SELECT currency FROM dep
        UNION SELECT currency FROM wd)
SELECT cur.currency, (coalesce(cust.v, 0) + coalesce(house.v, 0))::text AS inside,
       (coalesce(dep.v, 0) - coalesce(wd.v, 0))::text AS outside
FROM cur LEFT JOIN cust USING (currency) LEFT JOIN house USING (currency) LEFT JOIN dep USING (currency)
         LEFT JOIN wd USING (currency)
WHERE coalesce(cust.v, 0) + coalesce(house.v, 0) <> coalesce(dep.v, 0) - coalesce(wd.v, 0)`;

// How many journal entries of each kind a row must have in each state ('n' exact, '≤1' at most one).
const RELEASES_SQL = `
WITH j AS (SELECT ref_table, ref_id, kind, count(*) AS n FROM journal WHERE ref_table IS NOT NULL
           GROUP BY ref_table, ref_id, kind),
c AS (SELECT ref_table, ref_id, jsonb_object_agg(kind, n) AS k FROM j GROUP BY ref_table, ref_id)
SELECT 'withdrawals' AS t, w.id, w.status AS s, coalesce(c.k, '{}') AS k FROM withdrawals w
  LEFT JOIN c ON c.ref_table = 'withdrawals' AND c.ref_id = w.id
UNION ALL SELECT 'deposits', d.id, d.status, coalesce(c.k, '{}') FROM deposits d
  LEFT JOIN c ON c.ref_table = 'deposits' AND c.ref_id = d.id
UNION ALL SELECT 'loans', l.id, l.status, coalesce(c.k, '{}') FROM loans l
  LEFT JOIN c ON c.ref_table = 'loans' AND c.ref_id = l.id
UNION ALL SELECT 'orders', o.id, o.status || ':' || o.source, coalesce(c.k, '{}') FROM orders o
  LEFT JOIN c ON c.ref_table = 'orders' AND c.ref_id = o.id
UNION ALL SELECT 'follow_orders', f.id, f.status, coalesce(c.k, '{}') FROM follow_orders f
  LEFT JOIN c ON c.ref_table = 'follow_orders' AND c.ref_id = f.id
UNION ALL SELECT 'day_trade_orders', d.id, d.status, coalesce(c.k, '{}') FROM day_trade_orders d
  LEFT JOIN c ON c.ref_table = 'day_trade_orders' AND c.ref_id = d.id
UNION ALL SELECT 'block_applications', b.id, b.status, coalesce(c.k, '{}') FROM block_applications b
  LEFT JOIN c ON c.ref_table = 'block_applications' AND c.ref_id = b.id
UNION ALL SELECT 'ipo_subscriptions', s.id, s.status::text, coalesce(c.k, '{}') FROM ipo_subscriptions s
  LEFT JOIN c ON c.ref_table = 'ipo_subscriptions' AND c.ref_id = s.id
UNION ALL SELECT 'credit_requests', r.id, r.status, coalesce(c.k, '{}') FROM credit_requests r
  LEFT JOIN c ON c.ref_table = 'credit_requests' AND c.ref_id = r.id`;

// No riskless profit: every close moved the customer's money (available + frozen − debt) by exactly the market's
// P&L less the closing fee, and the house's trading book by exactly minus the P&L — nothing floored at the margin,
// nothing given. A loss beyond the margin is the customer's (available balance, then debt), so positions with no
// net exposure, closed at one price, can only lose their fees. And what stop-outs left owed is never more than the
// debt the account carries.
const RISKLESS_SQL = `
WITH closes AS (
  SELECT id, profit, sell_fee,
         (CASE WHEN direction = 'long' THEN sell_price - buy_price ELSE buy_price - sell_price END) * quantity AS pnl
  FROM orders WHERE status = 'closed' AND sell_price IS NOT NULL),
moved AS (
  SELECT j.ref_id AS id,
         coalesce(sum(l.amount) FILTER (WHERE l.account_id IS NOT NULL), 0) AS customer,
         coalesce(sum(l.amount) FILTER (WHERE l.house = 'trading'), 0) AS trading
  FROM journal j JOIN ledger_lines l ON l.journal_id = j.id
  WHERE j.kind = 'close' AND j.ref_table = 'orders' GROUP BY j.ref_id)
SELECT 'order ' || c.id || ': profit ' || c.profit || ', customer moved ' || coalesce(m.customer, 0) || ', trading '
       || coalesce(m.trading, 0) || ', P&L ' || c.pnl || ' less fee ' || c.sell_fee AS detail
FROM closes c LEFT JOIN moved m USING (id)
WHERE c.profit <> c.pnl - c.sell_fee OR coalesce(m.customer, 0) <> c.pnl - c.sell_fee
   OR coalesce(m.trading, 0) <> -c.pnl
UNION ALL
SELECT 'account ' || o.account_id || '/' || o.market || ': owes ' || sum(o.shortfall - o.shortfall_repaid)
       || ' from stop-outs, debt ' || min(a.debt)
FROM orders o JOIN market_accounts a USING (account_id, market)
GROUP BY o.account_id, o.market HAVING sum(o.shortfall - o.shortfall_repaid) > min(a.debt)`;

const DIGEST_PART = (j: string, l: string) => `md5(
  coalesce((SELECT string_agg(concat_ws('|', id, kind, account_id, ref_table, ref_id, created_at), ';' ORDER BY id)
            FROM journal WHERE id <= ${j}), '') || '#' ||
  coalesce((SELECT string_agg(concat_ws('|', id, journal_id, account_id, market, bucket, house, currency, amount,
            record_type), ';' ORDER BY id) FROM ledger_lines WHERE id <= ${l}), ''))`;

// The digest of the rows the last snapshot saw (must not have changed) and of all rows now (for the next one).
const DIGEST_SQL = `WITH m AS (SELECT (SELECT coalesce(max(id), 0) FROM journal) AS jm,
                                      (SELECT coalesce(max(id), 0) FROM ledger_lines) AS lm)
SELECT m.jm, m.lm, ${DIGEST_PART('$1', '$2')} AS old, ${DIGEST_PART('m.jm', 'm.lm')} AS digest FROM m`;

type Counts = Record<string, number>;
/**
 * Expected journal counts per (table, state): kind → count; kinds not named must be absent or as given; a kind
 * named with Infinity may appear any number of times (a stop-out's shortfall is repaid in as many parts as money
 * arrives).
 */
const EXPECTED_RELEASES: Record<string, (s: string) => Counts> = {
  withdrawals: (s) => ({
    'withdrawal.hold': 1,
    'withdrawal.paid': s === 'approved' ? 1 : 0,
    'withdrawal.refund': s === 'rejected' ? 1 : 0,
  }),
  deposits: (s) => ({ deposit: s === 'approved' ? 1 : 0 }),
  loans: (s) => ({ loan: s === 'approved' || s === 'repaid' ? 1 : 0, 'loan.repay': s === 'repaid' ? 1 : 0 }),
  orders: (s): Counts => {
    const [status, source] = s.split(':');
    const close = status === 'closed' ? 1 : 0;
    const repay = Number.POSITIVE_INFINITY;
    if (source !== 'trade') return { buy: 0, cancel: 0, close, fill: 0, 'shortfall.repay': repay };
    return { buy: 1, cancel: status === 'cancelled' ? 1 : 0, close, 'shortfall.repay': repay };
  },
  follow_orders: (s) => ({ 'follow.buy': 1, 'follow.settle': s === 'ended' ? 1 : 0 }),
  day_trade_orders: (s) => ({
    'dayTrade.hold': 1,
    'dayTrade.settle': s === 'filled' ? 1 : 0,
    'dayTrade.refund': s === 'rejected' ? 1 : 0,
  }),
  block_applications: (s) => ({ 'block.hold': 1, 'block.refund': s === 'rejected' ? 1 : 0 }),
  ipo_subscriptions: () => ({}),
  credit_requests: (s) => ({ credit: 1, 'credit.end': s === 'outstanding' ? 0 : 1 }),
};

/**
 * Checks every money invariant of the books after a step, against the snapshot of the step before:
 * ledger double entry, replay and non-negativity (`checkInvariants` from src/ledger), conservation per
 * currency, frozen = open holds, each hold released exactly once, states only along TRANSITIONS, the journal
 * append-only, no half-written request id, and no riskless profit (every close paid exactly P&L − fee). `multiStep` (default false) accepts any state reachable since the
 * snapshot, for checks after a burst of concurrent calls. Answers the violations and the snapshot for the next step.
 */
export async function checkAll(
  db: Queryable,
  prev: Snapshot = EMPTY_SNAPSHOT,
  options: { multiStep?: boolean } = {},
): Promise<{ violations: Violation[]; snapshot: Snapshot }> {
  const out: Violation[] = (await checkInvariants(db)).map((v) => ({ ...v }));
  for (const r of await db.query<{ currency: string; inside: string; outside: string }>(CONSERVATION_SQL)) {
    out.push({ invariant: 'conservation', detail: `${r.currency}: inside ${r.inside} ≠ ${r.outside}` });
  }
  for (const r of await db.query<{ account_id: number; market: string; frozen: string; held: string }>(
    HOLDS_SQL,
  )) {
    out.push({
      invariant: 'holds',
      detail: `${r.account_id}/${r.market}: frozen ${r.frozen} ≠ holds ${r.held}`,
    });
  }
  for (const r of await db.query<{ t: string; id: number; s: string; k: Counts }>(RELEASES_SQL)) {
    const want = EXPECTED_RELEASES[r.t]?.(r.s) ?? {};
    const kinds = new Set([...Object.keys(want), ...Object.keys(r.k)]);
    for (const kind of kinds) {
      const got = Number(r.k[kind] ?? 0);
      const expected = want[kind];
      const bad =
        expected === undefined ? got > 1 : expected === Number.POSITIVE_INFINITY ? false : got !== expected;
      if (bad) out.push({ invariant: 'release-once', detail: `${r.t} ${r.id} (${r.s}): ${kind} ×${got}` });
    }
  }
  const states = new Map<string, string>();
  for (const r of await db.query<{ t: string; id: number; s: string }>(STATE_SQL)) {
    const key = `${r.t}#${r.id}`;
    states.set(key, r.s);
    const rule = TRANSITIONS[r.t];
    const before = prev.states.get(key);
    if (!rule || before === r.s) continue;
    const ok = options.multiStep
      ? (before === undefined ? rule.initial : [before]).some((from) => reachable(r.t, from).has(r.s))
      : before === undefined
        ? rule.initial.includes(r.s)
        : (rule.edges[before] ?? []).includes(r.s);
    if (!ok) out.push({ invariant: 'transition', detail: `${key}: ${before ?? '(new)'} → ${r.s}` });
  }
  for (const key of prev.states.keys()) {
    if (!states.has(key)) out.push({ invariant: 'transition', detail: `${key}: row vanished` });
  }
  const [d] = await db.query<{ jm: number; lm: number; old: string; digest: string }>(DIGEST_SQL, [
    prev.journalMax,
    prev.lineMax,
  ]);
  if (prev.digest && d?.old !== prev.digest) {
    out.push({ invariant: 'append-only', detail: `journal ≤ ${prev.journalMax} changed` });
  }
  if (Number(d?.jm) < prev.journalMax || Number(d?.lm) < prev.lineMax) {
    out.push({ invariant: 'append-only', detail: 'journal rows vanished' });
  }
  for (const r of await db.query<{ detail: string }>(RISKLESS_SQL)) {
    out.push({ invariant: 'riskless-profit', detail: r.detail });
  }
  for (const r of await db.query<{ request_id: string }>(
    "SELECT request_id FROM request_ids WHERE response = 'null'::jsonb",
  )) {
    out.push({ invariant: 'request-id', detail: `${r.request_id} stored without its answer` });
  }
  return {
    violations: out,
    snapshot: { states, journalMax: Number(d?.jm), lineMax: Number(d?.lm), digest: String(d?.digest) },
  };
}

/** A violation list as one readable line per violation (for assertion messages). */
export function formatViolations(violations: readonly Violation[]): string {
  return violations.map((v) => `${v.invariant}: ${v.detail}`).join('\n');
}
