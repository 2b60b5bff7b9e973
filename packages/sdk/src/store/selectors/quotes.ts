// View models of the stock detail screen: pure functions of endpoint data, language and clock (the list rows'
// are in quoteRows.ts).
import type { components } from '../../generated/api';
import type { Language } from '../../i18n/languages';
import type { TradingCalendar } from '../../rules/calendars';
import { formatCompact } from '../../rules/compactNumber';
import { MARKETS } from '../../rules/currencies';
import { dateTimeFormat } from '../../rules/dateFormat';
import { formatMoney } from '../../rules/format';
import {
  type Bollinger,
  bollinger,
  MA_PERIODS,
  type Macd,
  macd,
  movingAverages,
  rsi,
  type Series,
} from '../../rules/indicators';
import { type Decimal, isPositive, lte, parseServerDecimal } from '../../rules/money';
import { chinaLimitBoard, type DailyLimits, dailyPriceLimits } from '../../rules/priceLimits';
import { type MarketState, marketStatus } from '../../rules/sessions';
import { chartPrice } from './chartPrice';
import { type QuoteRowView, quoteRowView, serverDecimal } from './quoteRows';

type StockDetail = components['schemas']['StockDetail'];
type KLineBar = components['schemas']['KLineBar'];
export type KLinePeriodParam = components['schemas']['KLinePeriod'];
export type AdjustParam = components['schemas']['Adjustment'];

const plain = (value: Decimal, language: Language, places = 2) => formatMoney(value, { language, places });

/** A labelled figure of the quote header. */
export interface QuoteField {
  key:
    | 'open'
    | 'previousClose'
    | 'high'
    | 'low'
    | 'volume'
    | 'amount'
    | 'marketCap'
    | 'limitUp'
    | 'limitDown';
  /** Formatted, or null when there is none (limits in the US: the screen shows its "none" label). */
  text: string | null;
}

/** The stock detail header. */
export interface StockDetailView {
  row: QuoteRowView;
  currency: string;
  timeZone: string;
  fields: QuoteField[];
  /** Today's band from {@link stockDailyLimits} (null: the market has none). */
  limits: { lower: Decimal; upper: Decimal; lowerText: string; upperText: string } | null;
  status: MarketState;
  tradable: boolean;
  watched: boolean;
  /** Last price and previous close as numbers for the charts (display only, never for money). */
  chartPrice: number;
  chartPreviousClose: number;
}

/** What {@link stockDailyLimits} reads of a stock detail. */
export type StockLimitFields = Pick<
  StockDetail,
  'market' | 'previousClose' | 'board' | 'specialTreatment' | 'limitUp' | 'limitDown'
>;

/**
 * Today's band of a stock, the one the order ticket checks and the detail header shows.
 *
 * The server's `limitUp`/`limitDown` are preferred when it answered them (both positive, lower not above
 * upper): the server is what refuses an order beyond the band, and it knows what the SDK's tables cannot (a
 * limit widened after two limit days, a changed ST band), so the ticket never blocks a price the server takes
 * or passes one it refuses. Where it answered "0" (no band) in a market that has limits, the band is computed
 * with the SDK's `dailyPriceLimits` from the previous close, the board and the ST flag (ChiNext/STAR ±20%,
 * main-board ST ±5%, main board ±10%), the same rule the reference server enforces. A market without daily
 * limits (US) has none, whatever the server sent.
 */
export function stockDailyLimits(detail: StockLimitFields): DailyLimits | null {
  const computed = dailyPriceLimits({
    market: detail.market,
    previousClose: serverDecimal(detail.previousClose),
    board: chinaLimitBoard(detail.board, detail.specialTreatment),
  });
  if (computed === null) return null;
  const lower = parseServerDecimal(detail.limitDown);
  const upper = parseServerDecimal(detail.limitUp);
  if (lower.ok && upper.ok && isPositive(lower.value) && lte(lower.value, upper.value)) {
    return { lower: lower.value, upper: upper.value };
  }
  return computed;
}

/** The detail header of a stock at `now`: figures, today's limits and the market's session state. */
export function selectStockDetailView(
  detail: StockDetail,
  now: Date,
  language: Language,
  calendar?: TradingCalendar,
): StockDetailView {
  const previousClose = serverDecimal(detail.previousClose);
  const band = stockDailyLimits(detail);
  const limits = band && {
    ...band,
    lowerText: plain(band.lower, language),
    upperText: plain(band.upper, language),
  };
  const row = quoteRowView(detail, language);
  return {
    row,
    currency: detail.currency,
    timeZone: MARKETS[detail.market].timeZone,
    fields: [
      { key: 'open', text: plain(serverDecimal(detail.open), language) },
      { key: 'previousClose', text: plain(previousClose, language) },
      { key: 'high', text: plain(serverDecimal(detail.high), language) },
      { key: 'low', text: plain(serverDecimal(detail.low), language) },
      { key: 'volume', text: row.volume },
      // The two largest figures in the language's short form (13.16兆 / 13.16万亿 / 13.16T): whole, they do not fit
      // a phone's column of the detail's figures.
      { key: 'amount', text: formatCompact(serverDecimal(detail.amount), language) },
      {
        key: 'marketCap',
        text:
          detail.marketCap === undefined
            ? row.marketCap
            : formatCompact(serverDecimal(detail.marketCap), language),
      },
      { key: 'limitUp', text: limits ? limits.upperText : null },
      { key: 'limitDown', text: limits ? limits.lowerText : null },
    ],
    limits,
    status: marketStatus(detail.market, now, calendar).state,
    tradable: detail.tradable,
    watched: detail.watched,
    chartPrice: Number(serverDecimal(detail.price)),
    chartPreviousClose: Number(previousClose),
  };
}

/** Chart periods of the spec, in the order the detail screen offers them (the kit's `chartPeriods`). */
export const CHART_PERIODS = ['timeShare', 'm5', 'm15', 'm30', 'day', 'week', 'month', 'year'] as const;
export type ChartPeriodKey = (typeof CHART_PERIODS)[number];

/** The contract's `period` of `getKLine` for each chart period. */
export const KLINE_PERIOD_PARAM: Readonly<Record<ChartPeriodKey, KLinePeriodParam>> = {
  timeShare: 'timeShare',
  m5: '5m',
  m15: '15m',
  m30: '30m',
  day: 'day',
  week: 'week',
  month: 'month',
  year: 'year',
};

/** Price adjustments of the spec (section 3). */
export const ADJUST_MODES = ['none', 'forward', 'backward'] as const satisfies readonly AdjustParam[];

/** Lower-pane and overlay indicators the detail screen offers. */
export const CHART_INDICATORS = ['macd', 'rsi', 'boll'] as const;
export type ChartIndicator = (typeof CHART_INDICATORS)[number];

/** Bars and every indicator series, aligned with the bars, ready for the kit's KLineChart. */
export interface KLineView {
  /** `time` in epoch ms; prices as display numbers (already adjusted by the server). */
  bars: { time: number; open: number; high: number; low: number; close: number; volume: number }[];
  ma: { name: string; values: Series }[];
  macd: Macd;
  rsi: Series;
  boll: Bollinger;
}

/** Converts the server's bars and computes MA 5/10/20/60, MACD(12,26,9), RSI(14) and BOLL(20,2) on the closes. */
export function selectKLineView(bars: readonly KLineBar[] | undefined): KLineView {
  const out = (bars ?? []).map((b) => ({
    time: Date.parse(b.time),
    open: chartPrice(b.open),
    high: chartPrice(b.high),
    low: chartPrice(b.low),
    close: chartPrice(b.close),
    volume: Number(b.volume),
  }));
  const closes = out.map((b) => b.close);
  const averages = movingAverages(closes, MA_PERIODS);
  return {
    bars: out,
    ma: MA_PERIODS.map((p) => ({ name: `MA${p}`, values: averages[p] ?? [] })),
    macd: macd(closes),
    rsi: rsi(closes),
    boll: bollinger(closes),
  };
}

/**
 * The charts' tooltip and table time, in the exchange's zone, in the SDK's short formats: the day and minute for
 * intraday periods, the date for day and week bars, the month for month bars, the year for year bars.
 */
export function chartTimeFormatter(
  language: Language,
  timeZone: string,
): (time: number, period: ChartPeriodKey) => string {
  const formats: Record<'minute' | 'day' | 'month' | 'year', Intl.DateTimeFormat> = {
    minute: dateTimeFormat('dayMonthTime', language, timeZone),
    day: dateTimeFormat('date', language, timeZone),
    month: dateTimeFormat('month', language, timeZone),
    year: dateTimeFormat('year', language, timeZone),
  };
  return (time, period) => {
    const kind =
      period === 'month'
        ? 'month'
        : period === 'year'
          ? 'year'
          : period === 'day' || period === 'week'
            ? 'day'
            : 'minute';
    return formats[kind].format(time);
  };
}

/** The boundary a chart axis labels a bar at (the kit's `TickLevel`), most important first. */
export type ChartTickLevel = 'year' | 'month' | 'day' | 'session' | 'hour';

/**
 * The K-line axis labels in the exchange's zone, in the SDK's formats: the year, the month, the day without
 * its year, and the time at session and hour boundaries.
 */
export function chartTickFormatter(
  language: Language,
  timeZone: string,
): (time: number, level: ChartTickLevel) => string {
  const kinds = { year: 'year', month: 'month', day: 'dayMonth', session: 'time', hour: 'time' } as const;
  return (time, level) => dateTimeFormat(kinds[level], language, timeZone).format(time);
}
