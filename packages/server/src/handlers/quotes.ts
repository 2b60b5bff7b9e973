import { MARKETS } from '@tsumiki/sdk';
import type { Lang } from '../http/language';
import { nameIn } from '../http/language';
import type { Market } from '../ledger';
import type { Adjust, MarketData, Period, Quote } from '../market';
import { findInstrument, listingOf } from '../market';
import type { Ctx, Handler } from './context';
import { marketOf, refuse } from './context';
import { moneyText } from './format';

const PERIOD: Record<string, Period> = {
  timeShare: 'timeshare',
  '5m': '5',
  '15m': '15',
  '30m': '30',
  day: 'day',
  week: 'week',
  month: 'month',
  year: 'year',
};

/** A quote in the contract's shape, its name in `lang`. */
export function quoteView(q: Quote, now: Date, lang: Lang) {
  return {
    code: q.code,
    name: nameIn(q.names, lang),
    market: q.market,
    price: moneyText(q.price),
    open: moneyText(q.open),
    previousClose: moneyText(q.prevClose),
    high: moneyText(q.high),
    low: moneyText(q.low),
    volume: q.volume,
    amount: moneyText(q.amount),
    marketCap: moneyText(q.marketCap),
    change: moneyText(q.change),
    changeRate: moneyText(q.changeRate),
    time: now.toISOString(),
  };
}

/** Most points a list row's sparkline carries (the contract's `spark` maxItems). */
export const SPARK_POINTS = 48;

/**
 * `length` indices spread evenly over `n` items, always the first and the last; all of them when there are
 * no more than `length`.
 */
export function sampleIndices(n: number, length: number = SPARK_POINTS): number[] {
  if (n <= length) return Array.from({ length: n }, (_, i) => i);
  if (length <= 1) return [n - 1];
  return Array.from({ length }, (_, j) => Math.round((j * (n - 1)) / (length - 1)));
}

/** A quote's `spark`: the session's time-share closes sampled to {@link SPARK_POINTS}, oldest first. */
export function sparkOf(md: MarketData, q: Quote, at: Date): string[] {
  return md.perMinute(`spark:${q.market}:${q.code}`, at, () =>
    md.timeShareCloses(q.market, q.code, sampleIndices, at).map(moneyText),
  );
}

/**
 * A list quote: the contract's shape plus its sparkline. `q` must be the quote at `now` (as the market answers
 * it for that instant): everything but `time` is then kept for the rest of the minute, per language, and
 * shared by every list that shows the stock.
 */
export function listQuoteView(md: MarketData, q: Quote, now: Date, lang: Lang) {
  const row = md.perMinute(`row:${q.market}:${q.code}:${lang}`, now, () => {
    const { time: _time, ...view } = quoteView(q, now, lang);
    return { view, spark: sparkOf(md, q, now) };
  });
  return { ...row.view, time: now.toISOString(), spark: row.spark };
}

export const listMarket: Handler = async (ctx) => {
  const market = marketOf(ctx);
  const sort = ctx.form.sort ?? 'changeRate';
  const dir = ctx.form.order === 'asc' ? 1 : -1;
  const page = Number(ctx.form.page ?? '1');
  const pageSize = Number(ctx.form.pageSize ?? '20');
  const all = ctx.market.quotes(market, { at: ctx.now });
  const key = (q: Quote): number | string =>
    sort === 'code' ? q.code : Number(sort === 'previousClose' ? q.prevClose : q[sort as 'price']);
  // Each quote's key once, not twice per comparison (a decimal's Number() was most of the sort).
  const keyed = all.map((q) => ({ q, k: key(q) }));
  keyed.sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0) * dir);
  const list = keyed
    .slice((page - 1) * pageSize, page * pageSize)
    .map(({ q }) => listQuoteView(ctx.market, q, ctx.now, ctx.lang));
  return { list, total: all.length, page, pageSize };
};

const POPULAR: Record<Market, string[]> = {
  jpy: ['7203', '6758', '9984', '8306', '8035', '9983', '6861', '7974', '6501', '9432'],
  usd: ['AAPL', 'NVDA', 'MSFT', 'TSLA', 'AMZN', 'GOOGL', 'META', 'AVGO', 'AMD', 'NFLX'],
  cny: ['600519', '300750', '601318', '000858', '002594', '600036', '688981', '601899', '000333', '600900'],
};

export const listRankings: Handler = async (ctx) => {
  const market = marketOf(ctx);
  const kind = ctx.form.kind ?? 'gainers';
  const limit = Number(ctx.form.limit ?? '10');
  const list =
    kind === 'popular'
      ? POPULAR[market]
          .slice(0, limit)
          .map((c) => ctx.market.quote(market, c, ctx.now))
          .filter((q): q is Quote => !!q)
      : ctx.market.rankings(market, kind as 'gainers', limit, ctx.now);
  return { kind, market, list: list.map((q) => listQuoteView(ctx.market, q, ctx.now, ctx.lang)) };
};

export const listIndices: Handler = async (ctx) => {
  const list = ctx.market.indices(ctx.form.type ? marketOf(ctx) : undefined, ctx.now);
  return list.map((q) => ({
    code: q.code,
    name: nameIn(q.names, ctx.lang),
    market: q.market,
    value: moneyText(q.price),
    change: moneyText(q.change),
    changeRate: moneyText(q.changeRate),
    time: ctx.now.toISOString(),
  }));
};

export const searchStocks: Handler = async (ctx) => {
  const list = ctx.market.search(
    ctx.form.keyword ?? '',
    ctx.form.type ? marketOf(ctx) : undefined,
    50,
    ctx.now,
  );
  return list.map((q) => listQuoteView(ctx.market, q, ctx.now, ctx.lang));
};

function stockOf(ctx: Ctx) {
  const market = marketOf(ctx);
  const code = ctx.form.code ?? '';
  const instrument = findInstrument(market, code);
  if (!instrument) refuse('resource.notFound');
  const q = ctx.market.quote(market, instrument.code, ctx.now);
  if (!q) refuse('quote.unavailable');
  return { market, instrument, q };
}

export const getStock: Handler = async (ctx) => {
  const { market, instrument, q } = stockOf(ctx);
  let watched = false;
  const token = ctx.token;
  if (token && ctx.account) {
    const [w] = await ctx.db.query(
      'SELECT 1 FROM watchlist WHERE account_id = $1 AND market = $2 AND symbol = $3',
      [ctx.account.id, market, q.code],
    );
    watched = !!w;
  }
  return {
    ...quoteView(q, ctx.now, ctx.lang),
    currency: MARKETS[market].currency,
    ...listingOf(instrument),
    // Where a market has no daily limit (US), the band is answered as zero.
    limitUp: moneyText(q.limitUp ?? '0'),
    limitDown: moneyText(q.limitDown ?? '0'),
    lotSize: '1',
    tradable: !q.index,
    watched,
  };
};

export const getKLine: Handler = async (ctx) => {
  const { market, instrument } = stockOf(ctx);
  const period = PERIOD[ctx.form.period ?? 'day'] ?? 'day';
  const adjust = (ctx.form.adjust ?? 'none') as Adjust;
  const count = Number(ctx.form.limit ?? '200');
  const barsAt = (at: Date) =>
    (ctx.market.klines(market, instrument.code, period, { adjust, count, at }) ?? []).map((b) => ({
      time: b.time,
      open: moneyText(b.open),
      high: moneyText(b.high),
      low: moneyText(b.low),
      close: moneyText(b.close),
      volume: b.volume,
      amount: moneyText(String(Math.round(Number(b.close) * Number(b.volume)))),
    }));
  // A chart scrolled back names its own end; the latest bars are the same for everyone within the minute.
  const bars = ctx.form.end
    ? barsAt(new Date(Math.min(Date.parse(ctx.form.end), ctx.now.getTime())))
    : ctx.market.perMinute(`kline:${market}:${instrument.code}:${period}:${adjust}:${count}`, ctx.now, () =>
        barsAt(ctx.now),
      );
  return { code: instrument.code, market, period: ctx.form.period ?? 'day', adjust, bars };
};

export const getTimeShare: Handler = async (ctx) => {
  const { market, instrument, q } = stockOf(ctx);
  const points = ctx.market.perMinute(`timeshare:${market}:${instrument.code}`, ctx.now, () =>
    (ctx.market.klines(market, instrument.code, 'timeshare', { at: ctx.now }) ?? []).map((p) => ({
      time: p.time,
      price: moneyText(p.close),
      averagePrice: moneyText(p.average ?? p.close),
      volume: p.volume,
    })),
  );
  return { code: instrument.code, market, previousClose: moneyText(q.prevClose), points };
};
