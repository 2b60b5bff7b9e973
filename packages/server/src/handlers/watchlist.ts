import { nameIn } from '../http/language';
import { findInstrument } from '../market';
import type { Ctx, Handler } from './context';
import { marketOf, refuse, signedIn } from './context';
import { listQuoteView } from './quotes';

interface Item {
  id: number;
  market: 'jpy' | 'usd' | 'cny';
  symbol: string;
  sort: number;
}

async function listOf(ctx: Ctx, market?: string) {
  const account = signedIn(ctx);
  const rows = await ctx.db.query<Item>(
    'SELECT id, market, symbol, sort FROM watchlist WHERE account_id = $1 AND ($2::text IS NULL OR market = $2) ORDER BY sort, id',
    [account.id, market ?? null],
  );
  return rows.flatMap((r) => {
    const q = ctx.market.quote(r.market, r.symbol, ctx.now);
    return q
      ? [
          {
            id: String(r.id),
            code: r.symbol,
            market: r.market,
            name: nameIn(q.names, ctx.lang),
            sort: r.sort,
            quote: listQuoteView(ctx.market, q, ctx.now, ctx.lang),
          },
        ]
      : [];
  });
}

export const listWatchlist: Handler = async (ctx) => listOf(ctx, ctx.form.type);

export const addWatchlist: Handler = async (ctx) => {
  const account = signedIn(ctx);
  const market = marketOf(ctx);
  const instrument = findInstrument(market, ctx.form.code ?? '');
  if (!instrument) refuse('resource.notFound');
  const id = await ctx.db.transaction(async (tx) => {
    await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [account.id]);
    const [{ n, top } = { n: 0, top: 0 }] = await tx.query<{ n: number; top: number }>(
      'SELECT count(*)::int AS n, coalesce(max(sort), -1)::int AS top FROM watchlist WHERE account_id = $1',
      [account.id],
    );
    if (Number(n) >= 200) refuse('quota.insufficient');
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO watchlist (account_id, market, symbol, sort, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING RETURNING id`,
      [account.id, market, instrument.code, Number(top) + 1, ctx.now],
    );
    if (!row) refuse('watchlist.exists');
    return String(row.id);
  });
  const items = await listOf(ctx);
  return items.find((i) => i.id === id);
};

export const removeWatchlist: Handler = async (ctx) => {
  const account = signedIn(ctx);
  const found = await ctx.db.query(
    'DELETE FROM watchlist WHERE account_id = $1 AND market = $2 AND symbol = $3 RETURNING id',
    [account.id, marketOf(ctx), findInstrument(marketOf(ctx), ctx.form.code ?? '')?.code ?? ctx.form.code],
  );
  if (found.length === 0) refuse('watchlist.notFound');
  return null;
};

export const reorderWatchlist: Handler = async (ctx) => {
  const account = signedIn(ctx);
  const ids = (ctx.form.ids ?? '').split(',');
  await ctx.db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number }>('SELECT id FROM watchlist WHERE account_id = $1 FOR UPDATE', [
      account.id,
    ]);
    const mine = new Set(rows.map((r) => String(r.id)));
    if (ids.length !== mine.size || new Set(ids).size !== ids.length || !ids.every((i) => mine.has(i))) {
      refuse('request.invalid');
    }
    for (const [sort, id] of ids.entries())
      await tx.query('UPDATE watchlist SET sort = $2 WHERE id = $1', [id, sort]);
  });
  return listOf(ctx);
};
