import type { Queryable } from '../db';
import type { Lang } from '../http/language';
import { columnName, nameIn } from '../http/language';
import type { Market } from '../ledger';
import { findInstrument } from '../market';

/** What a fund record is about (contract `FundRecordSubject`): a kind the app names, and the stock or product. */
export interface FundRecordSubject {
  kind: 'stock' | 'newShare' | 'blockTrade' | 'followProduct' | 'dayTrade';
  code?: string;
  name?: string;
}

/** The operation a journal entry refers to: its order number and, when it concerns one, its stock or product. */
export interface FundRecordRef {
  orderNo?: string;
  subject?: FundRecordSubject;
}

interface Row {
  id: number;
  order_no: string | null;
  market?: Market;
  symbol?: string;
  name_ja?: string;
  name_zh?: string | null;
  name_en?: string | null;
}

const stockName = (market: Market | undefined, code: string, lang: Lang) => {
  const instrument = market ? findInstrument(market, code) : undefined;
  return instrument ? nameIn(instrument.names, lang) : code;
};

const productName = (r: Row, lang: Lang) =>
  columnName({ name_ja: r.name_ja ?? '', name_zh: r.name_zh ?? null, name_en: r.name_en ?? null }, lang);

/** By referenced table: the query of its rows (ids in $1, the customer in $2) and the subject they carry. */
const SOURCES: Record<string, { sql: string; subject?: (r: Row, lang: Lang) => FundRecordSubject }> = {
  orders: {
    sql: 'SELECT id, order_no, market, symbol FROM orders WHERE id = ANY($1::bigint[]) AND account_id = $2',
    subject: (r, lang) => ({
      kind: 'stock',
      code: r.symbol ?? '',
      name: stockName(r.market, r.symbol ?? '', lang),
    }),
  },
  ipo_subscriptions: {
    sql: `SELECT s.id, s.order_no, i.symbol, i.name_ja, i.name_zh, i.name_en FROM ipo_subscriptions s
          JOIN ipos i ON i.id = s.ipo_id WHERE s.id = ANY($1::bigint[]) AND s.account_id = $2`,
    subject: (r, lang) => ({ kind: 'newShare', code: r.symbol ?? '', name: productName(r, lang) }),
  },
  block_applications: {
    sql: `SELECT a.id, a.order_no, p.market, p.symbol FROM block_applications a
          JOIN block_products p ON p.id = a.product_id WHERE a.id = ANY($1::bigint[]) AND a.account_id = $2`,
    subject: (r, lang) => ({
      kind: 'blockTrade',
      code: r.symbol ?? '',
      name: stockName(r.market, r.symbol ?? '', lang),
    }),
  },
  follow_orders: {
    sql: `SELECT o.id, o.order_no, p.name_ja, p.name_zh, p.name_en FROM follow_orders o
          JOIN follow_products p ON p.id = o.product_id WHERE o.id = ANY($1::bigint[]) AND o.account_id = $2`,
    subject: (r, lang) => ({ kind: 'followProduct', name: productName(r, lang) }),
  },
  day_trade_orders: {
    sql: `SELECT d.id, d.order_no, p.name_ja, p.name_zh, p.name_en FROM day_trade_orders d
          JOIN day_trade_programmes p ON p.id = d.programme_id WHERE d.id = ANY($1::bigint[]) AND d.account_id = $2`,
    subject: (r, lang) => ({ kind: 'dayTrade', name: productName(r, lang) }),
  },
  loans: { sql: 'SELECT id, order_no FROM loans WHERE id = ANY($1::bigint[]) AND account_id = $2' },
  deposits: { sql: 'SELECT id, order_no FROM deposits WHERE id = ANY($1::bigint[]) AND account_id = $2' },
  withdrawals: {
    sql: 'SELECT id, order_no FROM withdrawals WHERE id = ANY($1::bigint[]) AND account_id = $2',
  },
  exchanges: { sql: 'SELECT id, order_no FROM exchanges WHERE id = ANY($1::bigint[]) AND account_id = $2' },
};

/**
 * Resolves the journal references of fund records (`ref_table`, `ref_id`) to what the customer may see: the
 * operation's order number and its stock or product named in `lang`. Internal references themselves (table names,
 * ids) are never shown. Keyed `table:id`; a reference to an unknown table or row resolves to nothing.
 */
export async function resolveFundRecordRefs(
  q: Queryable,
  accountId: number,
  refs: readonly { table: string | null; id: number | null }[],
  lang: Lang,
): Promise<Map<string, FundRecordRef>> {
  const out = new Map<string, FundRecordRef>();
  const byTable = new Map<string, number[]>();
  for (const ref of refs) {
    if (!ref.table || ref.id === null || !(ref.table in SOURCES)) continue;
    byTable.set(ref.table, [...(byTable.get(ref.table) ?? []), Number(ref.id)]);
  }
  for (const [table, ids] of byTable) {
    const source = SOURCES[table];
    if (!source) continue;
    for (const r of await q.query<Row>(source.sql, [ids, accountId])) {
      out.set(`${table}:${r.id}`, {
        ...(r.order_no ? { orderNo: r.order_no } : {}),
        ...(source.subject ? { subject: source.subject(r, lang) } : {}),
      });
    }
  }
  return out;
}
