import type {
  AdjustMode,
  CorporateAction,
  Decimal,
  KLineBar,
  MarketCode,
  TradingCalendar,
} from '@tsumiki/sdk';
import { adjustBars, decimal, isMarketOpen, MARKETS, money, zonedInstant } from '@tsumiki/sdk';
import { CalendarStore } from '../calendar';
import { sessionLength, sessionMinuteToClock } from './calendar';
import { dayPosition, partialOf, rawQuote, shownMinute } from './engine';
import type { Instrument } from './instruments';
import { findInstrument, INSTRUMENTS } from './instruments';
import { minutePath } from './intraday';
import { Lru, MinuteMemo, stepOf, minuteOf as utcMinute } from './memo';
import type { DailySeries } from './series';
import { dailySeries, limitBand, quotePrice } from './series';

export type { Board, Instrument, Listing, Sector } from './instruments';
export { findInstrument, INSTRUMENTS, limitBoardOf, listingOf } from './instruments';

/** The server's clock, injected so tests can pin it. */
export interface Clock {
  now(): Date;
}

/** The wall clock. */
export const systemClock: Clock = { now: () => new Date() };

export type Period = 'timeshare' | '5' | '15' | '30' | 'day' | 'week' | 'month' | 'year';
export const PERIODS: readonly Period[] = ['timeshare', '5', '15', '30', 'day', 'week', 'month', 'year'];
export type Adjust = 'none' | 'forward' | 'backward';

export interface Quote {
  market: MarketCode;
  code: string;
  names: Instrument['names'];
  sector: string;
  board: string;
  index: boolean;
  price: Decimal;
  open: Decimal;
  high: Decimal;
  low: Decimal;
  prevClose: Decimal;
  change: Decimal;
  changeRate: Decimal;
  volume: Decimal;
  amount: Decimal;
  marketCap: Decimal;
  limitUp: Decimal | null;
  limitDown: Decimal | null;
  trading: boolean;
  date: string;
}

export interface Candle {
  /** ISO instant of the bar's end (the day's close for day bars and longer). */
  time: string;
  open: Decimal;
  high: Decimal;
  low: Decimal;
  close: Decimal;
  volume: Decimal;
  /** Time-share only: the running volume-weighted average price. */
  average?: Decimal;
}

const fmt = quotePrice;

/**
 * The simulator's corporate actions up to day `last`, in the SDK's shape: a split as its ratio, a dividend as
 * its cash amount, each with the raw close before its ex-date (bars shown may not include that day).
 */
export function sdkActions(series: DailySeries, last: number): CorporateAction[] {
  const out: CorporateAction[] = [];
  for (const a of series.actions) {
    if (a.day > last) break;
    const previousClose = series.close[a.day - 1];
    out.push(
      a.kind === 'split'
        ? { date: a.date, ratio: a.amount, previousClose }
        : { date: a.date, dividend: a.amount, previousClose },
    );
  }
  return out;
}

/**
 * Adjusts raw bars by the SDK's rule (`adjustBars`): the one place price adjustment is defined, so the app and
 * the server agree. Volumes are scaled by split ratios and rounded to whole shares.
 */
export function adjustRawBars(
  bars: readonly KLineBar[],
  series: DailySeries,
  last: number,
  mode: Adjust,
): KLineBar[] {
  if (mode === 'none') return bars.slice();
  return adjustBars(bars, sdkActions(series, last), mode satisfies AdjustMode).map((b) =>
    b.volume === undefined ? b : { ...b, volume: Math.round(b.volume) },
  );
}

/** The simulated market: quotes, K-lines, rankings and search as pure functions of (symbol, clock time). */
export interface MarketData {
  readonly clock: Clock;
  /**
   * The trading calendar in force (the built-in tables and the years an operator loaded): what every money
   * action checks its day against, and what `getTradingCalendar` publishes.
   */
  readonly calendars: CalendarStore;
  quote(market: MarketCode, code: string, at?: Date): Quote | undefined;
  quotes(market: MarketCode, options?: { indices?: boolean; at?: Date }): Quote[];
  indices(market?: MarketCode, at?: Date): Quote[];
  klines(
    market: MarketCode,
    code: string,
    period: Period,
    options?: { adjust?: Adjust; count?: number; at?: Date },
  ): Candle[] | undefined;
  rankings(
    market: MarketCode,
    kind: 'gainers' | 'losers' | 'volume' | 'turnover',
    limit?: number,
    at?: Date,
  ): Quote[];
  search(query: string, market?: MarketCode, limit?: number, at?: Date): Quote[];
  /**
   * The closes of the session's time-share points (`klines(..., 'timeshare')`, oldest first) at the indices
   * `pick(n)` chooses out of the n points so far, without building the points themselves.
   */
  timeShareCloses(market: MarketCode, code: string, pick: (n: number) => number[], at?: Date): Decimal[];
  /**
   * `make()` once per `key` and minute of `at`, then the same value for the rest of that minute: for values that
   * are pure functions of the key and the simulator's state (src/market/memo.ts), such as a list row's view.
   */
  perMinute<T>(key: string, at: Date, make: () => T): T;
}

/** Options of {@link createMarket}. */
export interface MarketOptions {
  /** Keep what was worked out for the rest of its minute (default true; false recomputes every call: tests). */
  memo?: boolean;
}

/** Whether `market` is in a session at `at` by `calendar`: the SDK's rule. */
type OpenAt = (market: MarketCode, at: Date, calendar: TradingCalendar) => boolean;

function quoteOf(instrument: Instrument, at: Date, calendar: TradingCalendar, openAt: OpenAt): Quote {
  // `trading` is whether the exchange is in a session now (false over lunch); prices stand still outside.
  const q = rawQuote(instrument, at);
  const price = fmt(instrument, q.price);
  const prevClose = fmt(instrument, q.prevClose);
  const change = money.sub(price, prevClose);
  const band = limitBand(instrument, q.prevClose);
  return {
    market: instrument.market,
    code: instrument.code,
    names: instrument.names,
    sector: instrument.sector,
    board: instrument.board,
    index: instrument.index === true,
    price,
    open: fmt(instrument, q.open),
    high: fmt(instrument, q.high),
    low: fmt(instrument, q.low),
    prevClose,
    change,
    changeRate:
      prevClose === '0'
        ? decimal('0')
        : money.round(money.mul(money.div(change, prevClose), decimal('100')), 2),
    volume: decimal(Math.round(q.volume).toString()),
    amount: decimal(Math.round(q.amount).toString()),
    marketCap: money.round(money.mul(price, decimal(Math.round(instrument.sharesM * 1e6).toString())), 0),
    limitUp: band ? fmt(instrument, band[1]) : null,
    limitDown: band ? fmt(instrument, band[0]) : null,
    trading: openAt(instrument.market, at, calendar),
    date: q.series.dates[q.day] ?? '',
  };
}

function dayCloseInstant(instrument: Instrument, series: DailySeries, day: number, minute: number): string {
  const date = series.dates[day] ?? '';
  const clock = sessionMinuteToClock(instrument.market, date, minute);
  return zonedInstant(date, clock, MARKETS[instrument.market].timeZone).toISOString();
}

/**
 * The end of the session minute `instrument`'s price at `at` belongs to: the time of the time-share point (and
 * of the intraday bar) that price is the close of. After the close, the session's last minute.
 */
export function minuteOf(instrument: Instrument, at: Date): string {
  const pos = dayPosition(instrument.market, at);
  return minuteInstant(instrument, rawQuote(instrument, at).series, pos.day, shownMinute(pos));
}

// The instants bars are labelled with depend on the market's calendar only, not on the stock: worked out once
// per market and day rather than once per bar of every request.
const minuteInstants = new Lru<readonly string[]>(256);
const closeInstants = new Map<MarketCode, string[]>();

/** The instant of session minute `minute` (its end) of `day`: the time of an intraday bar or a time-share point. */
function minuteInstant(instrument: Instrument, series: DailySeries, day: number, minute: number): string {
  const all = minuteInstants.get(`${instrument.market}:${day}`, () => {
    const n = sessionLength(instrument.market, series.dates[day] ?? '');
    return Array.from({ length: n + 1 }, (_, k) => dayCloseInstant(instrument, series, day, k));
  });
  return all[minute] ?? dayCloseInstant(instrument, series, day, minute);
}

/** The instant `day`'s session closes: the time of a day bar (and of the week, month or year it ends). */
function closeInstant(instrument: Instrument, series: DailySeries, day: number): string {
  let all = closeInstants.get(instrument.market);
  if (!all) {
    all = [];
    closeInstants.set(instrument.market, all);
  }
  all[day] ??= dayCloseInstant(instrument, series, day, Number.MAX_SAFE_INTEGER);
  return all[day];
}

function intradayBars(
  instrument: Instrument,
  at: Date,
  size: number,
  count: number,
  adjust: Adjust,
): Candle[] {
  const pos = dayPosition(instrument.market, at);
  const q = rawQuote(instrument, at);
  const series = q.series;
  const raw: { bar: KLineBar; end: number; day: number }[] = [];
  for (let day = pos.day; day >= 0 && raw.length < count; day--) {
    const path = minutePath(series, day);
    const n = path.price.length - 1;
    // Today's minute under way counts as far as it has traded.
    const partial = day === pos.day ? partialOf(series, pos) : null;
    const upto = day === pos.day ? pos.minute + (partial ? 1 : 0) : n;
    const priceAt = (k: number) => (partial && k === upto ? partial.price : (path.price[k] ?? 0));
    const volumeAt = (k: number) => (partial && k === upto ? partial.volume : (path.volume[k] ?? 0));
    const date = series.dates[day] ?? '';
    const dayBars: { bar: KLineBar; end: number; day: number }[] = [];
    for (let start = 0; start < upto; start += size) {
      const end = Math.min(start + size, upto);
      const o = priceAt(start);
      let h = o;
      let l = o;
      let v = 0;
      for (let k = start + 1; k <= end; k++) {
        const p = priceAt(k);
        h = Math.max(h, p);
        l = Math.min(l, p);
        v += volumeAt(k);
      }
      const c = priceAt(end);
      dayBars.push({ bar: { date, open: o, high: h, low: l, close: c, volume: Math.round(v) }, end, day });
    }
    raw.unshift(...dayBars);
  }
  const shown = raw.slice(-count);
  const adjusted = adjustRawBars(
    shown.map((r) => r.bar),
    series,
    pos.day,
    adjust,
  );
  return shown.map((r, i) => {
    const b = adjusted[i] ?? r.bar;
    return {
      time: minuteInstant(instrument, series, r.day, r.end),
      open: fmt(instrument, b.open),
      high: fmt(instrument, b.high),
      low: fmt(instrument, b.low),
      close: fmt(instrument, b.close),
      volume: decimal(String(b.volume ?? 0)),
    };
  });
}

function timeShare(instrument: Instrument, at: Date): Candle[] {
  const pos = dayPosition(instrument.market, at);
  const series = rawQuote(instrument, at).series;
  const path = minutePath(series, pos.day);
  // The minute under way is the line's last point, at its end time, as far as it has traded.
  const partial = partialOf(series, pos);
  const last = pos.minute + (partial ? 1 : 0);
  const out: Candle[] = [];
  let pv = 0;
  let vol = 0;
  for (let k = 1; k <= last; k++) {
    const p = partial && k === last ? partial.price : (path.price[k] ?? 0);
    const v = partial && k === last ? partial.volume : (path.volume[k] ?? 0);
    pv += p * v;
    vol += v;
    const c = fmt(instrument, p);
    out.push({
      time: minuteInstant(instrument, series, pos.day, k),
      open: c,
      high: c,
      low: c,
      close: c,
      volume: decimal(Math.round(v).toString()),
      average: fmt(instrument, vol > 0 ? pv / vol : p),
    });
  }
  return out;
}

function groupKey(date: string, period: 'day' | 'week' | 'month' | 'year'): string {
  if (period === 'day') return date;
  if (period === 'month') return date.slice(0, 7);
  if (period === 'year') return date.slice(0, 4);
  const d = new Date(`${date}T00:00:00Z`);
  const monday = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000);
  return monday.toISOString().slice(0, 10);
}

function dailyBars(
  instrument: Instrument,
  at: Date,
  period: 'day' | 'week' | 'month' | 'year',
  count: number,
  adjust: Adjust,
): Candle[] {
  const q = rawQuote(instrument, at);
  const { series, day: last } = q;
  const raw: KLineBar[] = [];
  for (let day = 0; day <= last; day++) {
    const live = day === last;
    raw.push({
      date: series.dates[day] ?? '',
      open: live ? q.open : (series.open[day] ?? 0),
      high: live ? q.high : (series.high[day] ?? 0),
      low: live ? q.low : (series.low[day] ?? 0),
      close: live ? q.price : (series.close[day] ?? 0),
      volume: live ? q.volume : (series.volume[day] ?? 0),
    });
  }
  const groups: { key: string; o: number; h: number; l: number; c: number; v: number; day: number }[] = [];
  for (const [day, b] of adjustRawBars(raw, series, last, adjust).entries()) {
    const key = groupKey(b.date, period);
    const g = groups[groups.length - 1];
    const v = b.volume ?? 0;
    if (g && g.key === key) {
      g.h = Math.max(g.h, b.high);
      g.l = Math.min(g.l, b.low);
      g.c = b.close;
      g.v += v;
      g.day = day;
    } else {
      groups.push({ key, o: b.open, h: b.high, l: b.low, c: b.close, v, day });
    }
  }
  return groups.slice(-count).map((g) => ({
    time: closeInstant(instrument, series, g.day),
    open: fmt(instrument, g.o),
    high: fmt(instrument, g.h),
    low: fmt(instrument, g.l),
    close: fmt(instrument, g.c),
    volume: decimal(Math.round(g.v).toString()),
  }));
}

/**
 * Builds the market on a clock and a calendar. It holds no state that matters: caches, and the calendar read
 * from the database. The simulated prices follow the built-in calendar; a closure loaded at run time stops
 * trading (`trading`, and every order, close, deposit and withdrawal) on its days. With `memo` (the default)
 * every quote, list and bar series is worked out once per symbol and price step (5 s, src/market/memo.ts) and
 * then shared by every request of that step; callers never modify what they get.
 */
export function createMarket(
  clock: Clock,
  calendars: CalendarStore = new CalendarStore(),
  options: MarketOptions = {},
): MarketData {
  let memo = options.memo === false ? undefined : new MinuteMemo();
  // Bars may be asked for any past instant (getKLine's `end`), so they are kept by the position they show.
  const bars = options.memo === false ? undefined : new Lru<readonly Candle[]>(512);
  // The session state of a market, once per market and UTC minute (every zone and session edge is a whole minute).
  let opens = new Lru<boolean>(1024);
  // A quote's `trading` follows the calendar: what was worked out under another one is dropped (bars are not).
  let calendarSeen = calendars.current;
  const current = (): TradingCalendar => {
    const calendar = calendars.current;
    if (calendar !== calendarSeen) {
      calendarSeen = calendar;
      if (memo) memo = new MinuteMemo();
      opens = new Lru<boolean>(1024);
    }
    return calendar;
  };
  const openAt: OpenAt = (m, at, calendar) =>
    opens.get(`${m}:${utcMinute(at)}`, () => isMarketOpen(m, at, calendar));
  const perMinute = <T>(key: string, at: Date, make: () => T): T => {
    current();
    return memo ? memo.get(stepOf(at), key, make) : make();
  };
  const toQuote = (i: Instrument, at: Date): Quote =>
    perMinute(`quote:${i.market}:${i.code}`, at, () => quoteOf(i, at, current(), openAt));
  const listOf = (m: MarketCode, indices: boolean, at: Date): readonly Quote[] =>
    perMinute(`list:${m}:${indices}`, at, () =>
      INSTRUMENTS.filter((i) => i.market === m && (indices ? i.index : !i.index)).map((i) => toQuote(i, at)),
    );
  const stocks = (market: MarketCode) => INSTRUMENTS.filter((i) => i.market === market && !i.index);
  const market: MarketData = {
    clock,
    calendars,
    perMinute,
    quote(m, code, at = clock.now()) {
      const instrument = findInstrument(m, code);
      return instrument ? toQuote(instrument, at) : undefined;
    },
    quotes(m, options = {}) {
      return listOf(m, options.indices === true, options.at ?? clock.now()).slice();
    },
    indices(m, at = clock.now()) {
      return INSTRUMENTS.filter((i) => i.index && (!m || i.market === m)).map((i) => toQuote(i, at));
    },
    klines(m, code, period, options = {}) {
      const instrument = findInstrument(m, code);
      if (!instrument) return undefined;
      const at = options.at ?? clock.now();
      const adjust = options.adjust ?? 'none';
      const count = Math.min(Math.max(options.count ?? 200, 1), 1000);
      const make = (): readonly Candle[] => {
        if (period === 'timeshare') return timeShare(instrument, at);
        if (period === '5' || period === '15' || period === '30') {
          return intradayBars(instrument, at, Number(period), count, adjust);
        }
        return dailyBars(instrument, at, period, count, adjust);
      };
      if (!bars) return make().slice();
      const pos = dayPosition(instrument.market, at);
      const shape = period === 'timeshare' ? period : `${period}:${adjust}:${count}`;
      return bars
        .get(`${instrument.market}:${instrument.code}:${shape}:${pos.day}:${pos.minute}:${pos.step}`, make)
        .slice();
    },
    timeShareCloses(m, code, pick, at = clock.now()) {
      const instrument = findInstrument(m, code);
      if (!instrument) return [];
      const pos = dayPosition(instrument.market, at);
      const series = dailySeries(instrument);
      const path = minutePath(series, pos.day);
      // Point i of the time-share is session minute i + 1; the minute under way is its last point so far.
      const partial = partialOf(series, pos);
      const shown = shownMinute(pos);
      return pick(shown).map((i) =>
        fmt(instrument, partial && i + 1 === shown ? partial.price : (path.price[i + 1] ?? 0)),
      );
    },
    rankings(m, kind, limit = 20, at = clock.now()) {
      const list = market.quotes(m, { at });
      const num = (d: Decimal) => Number(d);
      const sorters = {
        gainers: (a: Quote, b: Quote) => num(b.changeRate) - num(a.changeRate),
        losers: (a: Quote, b: Quote) => num(a.changeRate) - num(b.changeRate),
        volume: (a: Quote, b: Quote) => num(b.volume) - num(a.volume),
        turnover: (a: Quote, b: Quote) => num(b.amount) - num(a.amount),
      };
      return list.sort(sorters[kind]).slice(0, limit);
    },
    search(query, m, limit = 30, at = clock.now()) {
      const q = query.trim().toLowerCase();
      if (!q) return [];
      const scored: { i: Instrument; score: number }[] = [];
      for (const i of m ? stocks(m) : INSTRUMENTS.filter((x) => !x.index)) {
        const code = i.code.toLowerCase();
        const names = [i.names.ja, i.names['zh-CN'], i.names.en].map((n) => n.toLowerCase());
        let score = 0;
        if (code === q) score = 4;
        else if (code.startsWith(q)) score = 3;
        else if (names.some((n) => n.startsWith(q))) score = 2;
        else if (names.some((n) => n.includes(q)) || code.includes(q)) score = 1;
        if (score > 0) scored.push({ i, score });
      }
      scored.sort((a, b) => b.score - a.score);
      return scored.slice(0, limit).map((s) => toQuote(s.i, at));
    },
  };
  return market;
}
