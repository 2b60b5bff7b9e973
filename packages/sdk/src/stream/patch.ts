// How one tick of the quote stream changes the answers the store holds: pure functions of plain data. Each
// returns its input itself when nothing changes, and otherwise a copy that shares every unchanged part, so an
// unchanged row keeps its identity (and its view, see store/selectors/viewCache.ts).
import type { components } from '../generated/api';
import { type Decimal, div, gt, lt, max, parseServerDecimal, sub, sum, toFixed, ZERO } from '../rules/money';
import { symbolOf } from './live';
import type { QuoteTick } from './quoteStream';

type Quote = components['schemas']['Quote'];
type Index = components['schemas']['Index'];
type WatchlistItem = components['schemas']['WatchlistItem'];
type TimeShare = components['schemas']['TimeShare'];
type TimeSharePoint = components['schemas']['TimeSharePoint'];
type KLine = components['schemas']['KLine'];

/** The latest tick per symbol (`market:code`). */
export type TickMap = ReadonlyMap<string, QuoteTick>;

/** Ask the server again: the tick starts what the cached answer cannot hold (a new bar, a new session). */
export const REFETCH = 'refetch' as const;

const num = (text: string | undefined): Decimal => {
  const parsed = parseServerDecimal(text);
  return parsed.ok ? parsed.value : ZERO;
};

/** Whether the tick is no older than what the row holds (a poll may have answered after it was sent). */
const notOlder = (tick: QuoteTick, time: string | undefined) =>
  time === undefined || !(Date.parse(tick.time) < Date.parse(time));

const QUOTE_FIELDS = [
  'price',
  'open',
  'high',
  'low',
  'previousClose',
  'volume',
  'amount',
  'change',
  'changeRate',
] as const;

/** A quote (or a stock detail, which is one) with the tick's figures; its sparkline ends on the new price. */
export function tickQuote<Q extends Quote>(quote: Q, tick: QuoteTick | undefined): Q {
  if (!tick || !notOlder(tick, quote.time)) return quote;
  const moved = QUOTE_FIELDS.some((k) => quote[k] !== tick[k]);
  if (!moved) return quote;
  const next: Q = { ...quote, time: tick.time };
  for (const k of QUOTE_FIELDS) next[k] = tick[k];
  if (quote.marketCap !== undefined) next.marketCap = tick.marketCap;
  const spark = quote.spark;
  if (spark && spark.length > 0 && spark[spark.length - 1] !== tick.price)
    next.spark = [...spark.slice(0, -1), tick.price];
  return next;
}

/** Maps `list` through `f`; the same array when no item changed. */
function mapShared<T>(list: readonly T[], f: (item: T) => T): T[] {
  let out: T[] | undefined;
  list.forEach((item, i) => {
    const next = f(item);
    if (next !== item) {
      out ??= list.slice();
      out[i] = next;
    }
  });
  return out ?? (list as T[]);
}

/** A list of quotes (a market page, a ranking, search results). */
export function tickQuotes(list: readonly Quote[], ticks: TickMap): Quote[] {
  return mapShared(list, (q) => tickQuote(q, ticks.get(symbolOf(q))));
}

/** The watchlist: each item's quote. */
export function tickWatchlist(items: readonly WatchlistItem[], ticks: TickMap): WatchlistItem[] {
  return mapShared(items, (item) => {
    const quote = tickQuote(item.quote, ticks.get(symbolOf(item.quote)));
    return quote === item.quote ? item : { ...item, quote };
  });
}

/** The main indices: an index's value is its tick's price. */
export function tickIndices(list: readonly Index[], ticks: TickMap): Index[] {
  return mapShared(list, (index) => {
    const tick = ticks.get(symbolOf(index));
    if (!tick || !notOlder(tick, index.time)) return index;
    if (index.value === tick.price && index.change === tick.change && index.changeRate === tick.changeRate)
      return index;
    return { ...index, value: tick.price, change: tick.change, changeRate: tick.changeRate, time: tick.time };
  });
}

/** Longer than any pause inside a session (the longest is a lunch break): a tick this much later is a new day. */
const NEW_SESSION_MS = 3 * 3_600_000;

/**
 * The time-share line's live edge: the tick updates the point of its minute (the last one), or starts the next
 * point. The point's volume is the day's volume less the earlier points'; its average the day's amount over its
 * volume. A tick of a new session (another previous close, hours later) asks for the new line.
 */
export function tickTimeShare(line: TimeShare, tick: QuoteTick | undefined): TimeShare | typeof REFETCH {
  if (!tick) return line;
  const last = line.points[line.points.length - 1];
  if (!last) return tick.trading ? REFETCH : line;
  const at = Date.parse(tick.minute);
  const lastAt = Date.parse(last.time);
  if (at < lastAt) return line;
  if (tick.previousClose !== line.previousClose || at - lastAt > NEW_SESSION_MS) return REFETCH;
  const same = at === lastAt;
  const earlier = same ? line.points.slice(0, -1) : line.points;
  const volume = max(ZERO, sub(num(tick.volume), sum(earlier.map((p) => num(p.volume)))));
  const dayVolume = num(tick.volume);
  const average = gt(dayVolume, ZERO) ? toFixed(div(num(tick.amount), dayVolume), 2) : tick.price;
  const point: TimeSharePoint = {
    time: same ? last.time : tick.minute,
    price: tick.price,
    averagePrice: average,
    volume,
  };
  if (same) {
    if (
      last.price === point.price &&
      last.volume === point.volume &&
      last.averagePrice === point.averagePrice
    )
      return line;
    return { ...line, points: [...earlier, point] };
  }
  return { ...line, points: [...line.points, point] };
}

/**
 * A K-line's last bar: its close is the tick's price, its high and low take it in; a day bar also takes the
 * day's volume and amount (an intraday bar's volume comes with the next answer). A tick past the last bar's end
 * starts a new bar: ask for the bars again. Backward-adjusted bars are scaled, so the raw price is not theirs.
 */
export function tickKLine(kline: KLine, tick: QuoteTick | undefined): KLine | typeof REFETCH {
  if (!tick || kline.adjust === 'backward' || kline.period === 'timeShare') return kline;
  const last = kline.bars[kline.bars.length - 1];
  if (!last) return kline;
  if (Date.parse(tick.minute) > Date.parse(last.time)) return REFETCH;
  const price = num(tick.price);
  const next = {
    ...last,
    close: tick.price,
    high: lt(num(last.high), price) ? tick.price : last.high,
    low: gt(num(last.low), price) ? tick.price : last.low,
    ...(kline.period === 'day' ? { volume: tick.volume, amount: tick.amount } : {}),
  };
  const unchanged =
    next.close === last.close &&
    next.high === last.high &&
    next.low === last.low &&
    next.volume === last.volume &&
    next.amount === last.amount;
  if (unchanged) return kline;
  return { ...kline, bars: [...kline.bars.slice(0, -1), next] };
}
