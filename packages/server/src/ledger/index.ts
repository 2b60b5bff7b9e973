import type { Queryable } from '../db';

export type Market = 'jpy' | 'usd' | 'cny';

/** The currency each market account is kept in. */
export const MARKET_CURRENCY: Record<Market, string> = { jpy: 'JPY', usd: 'USD', cny: 'CNY' };

/** Where the house books money that leaves or enters customers' accounts. */
export type HouseBook = 'external' | 'fees' | 'trading' | 'products' | 'fx';

/** One line of a journal entry: a customer bucket or a house book, and a signed decimal-string amount. */
export type LedgerLine =
  | {
      accountId: number;
      market: Market;
      bucket: 'available' | 'frozen' | 'debt';
      amount: string;
      /** The fund-record type shown to the customer (contract `FundRecordType`). */
      type?: string;
    }
  | { house: HouseBook; currency: string; amount: string };

export interface JournalEntry {
  kind: string;
  accountId?: number;
  refTable?: string;
  refId?: number;
  memo?: string;
  at: Date;
  lines: LedgerLine[];
}

/** Thrown when an entry would not balance: a bug, never a customer error. */
export class UnbalancedEntryError extends Error {}

/**
 * Writes a journal entry and its lines, checks they sum to zero per currency, and moves the stored balances by
 * the same amounts, all inside the caller's transaction and in one statement (one round trip). The arithmetic is
 * PostgreSQL's `numeric`: each amount is rounded to the column's six places once, and what is added to a
 * balance is the sum of the lines as stored, so a balance always equals the replay of its lines.
 * Customer lines: `available` and `frozen` move by `amount`; `debt` lines are negative when money is owed, so the
 * stored (positive) debt moves by `-amount`. A balance below zero fails the table's CHECK and rolls back.
 */
export async function postEntry(tx: Queryable, entry: JournalEntry): Promise<number> {
  const [row] = await tx.query<EntryChecks>(entrySql(0, null), [...entryParams(entry), entry.refId ?? null]);
  return checkedEntry(entry, row);
}

/**
 * An INSERT (`insert`, its `RETURNING *` row, numbered from `$1`) and the journal entry that refers to the row it
 * inserted (`ref_id` is its `id`), in one statement: one round trip where {@link postEntry} after the INSERT takes
 * two. The same checks as {@link postEntry}; answers the inserted row.
 */
export async function insertWithEntry<R>(
  tx: Queryable,
  insert: { sql: string; params: readonly unknown[] },
  entry: Omit<JournalEntry, 'refId'>,
): Promise<R> {
  const [row] = await tx.query<EntryChecks & R>(entrySql(insert.params.length, insert.sql), [
    ...insert.params,
    ...entryParams(entry),
  ]);
  checkedEntry(entry, row);
  const { entry_id, entry_accounts, entry_moved, entry_unbalanced, ...inserted } = row as EntryChecks & R;
  return inserted as R;
}

type EntryChecks = {
  entry_id: number;
  entry_accounts: number;
  entry_moved: number;
  entry_unbalanced: number;
};

/** The entry's statement, its parameters numbered after `offset`; `insert` the INSERT whose row it refers to. */
function entrySql(offset: number, insert: string | null): string {
  const p = (i: number) => `$${offset + i}`;
  return `WITH ${insert === null ? '' : `r AS (${insert}), `}x AS (
       SELECT * FROM unnest(${p(6)}::bigint[], ${p(7)}::text[], ${p(8)}::text[], ${p(9)}::text[], ${p(10)}::text[],
                            ${p(11)}::numeric(24,6)[], ${p(12)}::text[])
         WITH ORDINALITY AS x(account_id, market, bucket, house, currency, amount, record_type, n)
     ), j AS (
       INSERT INTO journal (kind, account_id, ref_table, ref_id, memo, created_at)
       VALUES (${p(1)}, ${p(2)}, ${p(3)}, ${insert === null ? p(13) : '(SELECT id FROM r)'}, ${p(4)}, ${p(5)}) RETURNING id
     ), l AS (
       INSERT INTO ledger_lines (journal_id, account_id, market, bucket, house, currency, amount, record_type)
       SELECT j.id, x.account_id, x.market, x.bucket, x.house, x.currency, x.amount, x.record_type
       FROM j, x ORDER BY x.n
       RETURNING currency, amount
     ), moves AS (
       SELECT account_id, market,
              coalesce(sum(amount) FILTER (WHERE bucket = 'available'), 0) AS available,
              coalesce(sum(amount) FILTER (WHERE bucket = 'frozen'), 0) AS frozen,
              coalesce(sum(amount) FILTER (WHERE bucket = 'debt'), 0) AS debt
       FROM x WHERE account_id IS NOT NULL GROUP BY account_id, market
     ), u AS (
       UPDATE market_accounts m
       SET available = m.available + moves.available, frozen = m.frozen + moves.frozen,
           debt = m.debt - moves.debt
       FROM moves WHERE m.account_id = moves.account_id AND m.market = moves.market
       RETURNING m.account_id
     )
     SELECT (SELECT id FROM j) AS entry_id, (SELECT count(*) FROM moves)::int AS entry_accounts,
            (SELECT count(*) FROM u)::int AS entry_moved,
            (SELECT count(*) FROM (SELECT currency FROM l GROUP BY currency HAVING sum(amount) <> 0) b)::int
              AS entry_unbalanced${insert === null ? '' : ', r.* FROM r'}`;
}

/** The entry's parameters `1`–`12` of {@link entrySql}; without an INSERT, `13` is its `ref_id`, which the caller adds. */
function entryParams(entry: Omit<JournalEntry, 'refId'>): unknown[] {
  const lines = entry.lines.map((line) =>
    'house' in line
      ? [null, null, 'house', line.house, line.currency, line.amount, null]
      : [
          line.accountId,
          line.market,
          line.bucket,
          null,
          MARKET_CURRENCY[line.market],
          line.amount,
          line.type ?? null,
        ],
  );
  const column = (i: number) => lines.map((l) => l[i] ?? null);
  return [
    entry.kind,
    entry.accountId ?? null,
    entry.refTable ?? null,
    entry.memo ?? null,
    entry.at,
    column(0),
    column(1),
    column(2),
    column(3),
    column(4),
    column(5),
    column(6),
  ];
}

function checkedEntry(entry: { kind: string }, row: EntryChecks | undefined): number {
  if (!row || Number(row.entry_moved) !== Number(row.entry_accounts))
    throw new UnbalancedEntryError(`journal ${entry.kind}: a line names no market account`);
  if (Number(row.entry_unbalanced) > 0)
    throw new UnbalancedEntryError(`journal ${entry.kind} does not balance`);
  return Number(row.entry_id);
}

/** Creates the three market accounts of a new customer (zero balances). */
export async function openMarketAccounts(tx: Queryable, accountId: number): Promise<void> {
  for (const [market, currency] of Object.entries(MARKET_CURRENCY)) {
    await tx.query(
      'INSERT INTO market_accounts (account_id, market, currency) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [accountId, market, currency],
    );
  }
}

/**
 * Locks and reads one market account (`SELECT ... FOR UPDATE`): concurrent money calls on it wait in line.
 */
export async function lockMarketAccount(
  tx: Queryable,
  accountId: number,
  market: Market,
): Promise<{ available: string; frozen: string; debt: string }> {
  const [row] = await tx.query<{ available: string; frozen: string; debt: string }>(
    'SELECT available, frozen, debt FROM market_accounts WHERE account_id = $1 AND market = $2 FOR UPDATE',
    [accountId, market],
  );
  if (!row) throw new UnbalancedEntryError(`no market account ${accountId}/${market}`);
  return row;
}

export interface Violation {
  invariant: 'double-entry' | 'replay' | 'non-negative';
  detail: string;
}

/**
 * Checks the ledger invariants: every journal sums to zero per currency; every stored balance equals the replay
 * of its lines; no balance is negative. Returns the violations (empty when the books are sound).
 */
export async function checkInvariants(db: Queryable): Promise<Violation[]> {
  const out: Violation[] = [];
  const unbalanced = await db.query<{ journal_id: number; currency: string; total: string }>(
    `SELECT journal_id, currency, sum(amount)::text AS total FROM ledger_lines
     GROUP BY journal_id, currency HAVING sum(amount) <> 0`,
  );
  for (const r of unbalanced) {
    out.push({
      invariant: 'double-entry',
      detail: `journal ${r.journal_id} ${r.currency} sums to ${r.total}`,
    });
  }
  const mismatched = await db.query<{ account_id: number; market: string; what: string }>(
    `WITH replay AS (
       SELECT account_id, market,
              coalesce(sum(amount) FILTER (WHERE bucket = 'available'), 0) AS available,
              coalesce(sum(amount) FILTER (WHERE bucket = 'frozen'), 0) AS frozen,
              -coalesce(sum(amount) FILTER (WHERE bucket = 'debt'), 0) AS debt
       FROM ledger_lines WHERE account_id IS NOT NULL GROUP BY account_id, market)
     SELECT m.account_id, m.market,
            concat_ws(' ', m.available::text, coalesce(r.available, 0)::text,
                      m.frozen::text, coalesce(r.frozen, 0)::text, m.debt::text, coalesce(r.debt, 0)::text) AS what
     FROM market_accounts m LEFT JOIN replay r USING (account_id, market)
     WHERE m.available <> coalesce(r.available, 0) OR m.frozen <> coalesce(r.frozen, 0)
        OR m.debt <> coalesce(r.debt, 0)`,
  );
  for (const r of mismatched) {
    out.push({ invariant: 'replay', detail: `${r.account_id}/${r.market}: stored vs replay ${r.what}` });
  }
  const negative = await db.query<{ account_id: number; market: string }>(
    'SELECT account_id, market FROM market_accounts WHERE available < 0 OR frozen < 0 OR debt < 0',
  );
  for (const r of negative) out.push({ invariant: 'non-negative', detail: `${r.account_id}/${r.market}` });
  return out;
}
