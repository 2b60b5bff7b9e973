// View models of the quote rows every list shows (home, market list, search, watchlist) and the sparklines'
// time-share line: a module apart from the stock detail's (quotes.ts), so a list screen loads none of the
// detail's limits, sessions and indicators.
import type { components } from '../../generated/api';
import type { Language } from '../../i18n/languages';
import type { MarketCode } from '../../rules/currencies';
import { formatMoney, formatPercent } from '../../rules/format';
import { abs, type Decimal, isNegative, isZero, parseServerDecimal, ZERO } from '../../rules/money';
import { chartPrice } from './chartPrice';
import { viewCache } from './viewCache';

type Quote = components['schemas']['Quote'];
type WatchlistItem = components['schemas']['WatchlistItem'];
type TimeShare = components['schemas']['TimeShare'];

/** Which way a price moved; screens colour by it and always show the sign too. */
export type PriceDirection = 'up' | 'down' | 'flat';

/** A server decimal, or zero when the server sent something unreadable (a quote row must still render). */
export function serverDecimal(value: string | undefined): Decimal {
  const parsed = parseServerDecimal(value);
  return parsed.ok ? parsed.value : ZERO;
}

/** 'up' above zero, 'down' below, 'flat' at zero. */
export function directionOf(value: Decimal): PriceDirection {
  return isZero(value) ? 'flat' : isNegative(value) ? 'down' : 'up';
}

/** The detail route of a stock: `/quotes/info?code=7203&type=jpy`. */
export function stockHref(code: string, market: MarketCode): string {
  return `/quotes/info?code=${encodeURIComponent(code)}&type=${market}`;
}

/** One stock in a list (home, market list, search, watchlist): every figure already formatted. */
export interface QuoteRowView {
  key: string;
  code: string;
  market: MarketCode;
  name: string;
  href: string;
  price: string;
  /** The last price as a decimal: what `priceMove` compares when it changes (a price flash). */
  priceDecimal: Decimal;
  /** Unsigned change; the sign is `direction` (the kit adds it). */
  change: string;
  /** Unsigned change rate with a % sign. */
  changeRate: string;
  /** Signed change rate, for accessible names (`+1.25%`). */
  changeRateSigned: string;
  direction: PriceDirection;
  volume: string;
  amount: string;
  marketCap: string;
  /**
   * The row's sparkline from the quote's `spark` (chart numbers, oldest first) drawn against the previous
   * close; null when the server answered none (draw it from `getTimeShare` then).
   */
  /** The row's sparkline: prices oldest first, `null` where the server sent no usable price (drawn as a gap, never
   * as zero). */
  spark: { values: (number | null)[]; baseline: number } | null;
}

const plain = (value: Decimal, language: Language, places = 2) => formatMoney(value, { language, places });

// A refetch that moved the price but not the sparkline keeps `spark` (structural sharing): keep its numbers too,
// so the row's chart is not redrawn.
const sparkValues = viewCache<readonly string[], (number | null)[]>();

/** A price of the sparkline, or null for a missing one (empty, not a number, not above zero). */
const sparkPoint = (text: string): number | null => {
  const value = Number(text);
  return text !== '' && Number.isFinite(value) && value > 0 ? value : null;
};

/** Formats one quote for a list row. Prices with two decimals, volume whole, amounts whole. */
export function quoteRowView(quote: Quote, language: Language): QuoteRowView {
  const change = serverDecimal(quote.change);
  const rate = serverDecimal(quote.changeRate);
  const { spark } = quote;
  return {
    key: `${quote.market}:${quote.code}`,
    code: quote.code,
    market: quote.market,
    name: quote.name,
    href: stockHref(quote.code, quote.market),
    price: plain(serverDecimal(quote.price), language),
    priceDecimal: serverDecimal(quote.price),
    change: plain(abs(change), language),
    changeRate: `${plain(abs(rate), language)}%`,
    changeRateSigned: formatPercent(rate, language),
    direction: directionOf(change),
    volume: plain(serverDecimal(quote.volume), language, 0),
    amount: plain(serverDecimal(quote.amount), language, 0),
    marketCap: quote.marketCap === undefined ? '—' : plain(serverDecimal(quote.marketCap), language, 0),
    spark: spark
      ? { values: sparkValues(spark, '', () => spark.map(sparkPoint)), baseline: Number(quote.previousClose) }
      : null,
  };
}

/** Search results as rows (the server already puts exact code matches first). */
export function selectSearchView(results: readonly Quote[] | undefined, language: Language): QuoteRowView[] {
  return (results ?? []).map((q) => quoteRowView(q, language));
}

/**
 * Puts a keyword at the front of the recent searches: trimmed, case-insensitively de-duplicated, at most `max`
 * kept (default 10). An empty keyword leaves the list unchanged.
 */
export function rememberSearch(recent: readonly string[], keyword: string, max = 10): string[] {
  const k = keyword.trim();
  if (k === '') return [...recent];
  return [k, ...recent.filter((r) => r.toLowerCase() !== k.toLowerCase())].slice(0, max);
}

/** A watchlist row: a quote row with the item id the watchlist calls take. */
export interface WatchlistRowView extends QuoteRowView {
  id: string;
}

/** The watchlist in the customer's order (`sort` ascending). */
export function selectWatchlistView(
  items: readonly WatchlistItem[] | undefined,
  language: Language,
): WatchlistRowView[] {
  return [...(items ?? [])]
    .sort((a, b) => a.sort - b.sort)
    .map((item) => ({ ...quoteRowView({ ...item.quote, name: item.name }, language), id: item.id }));
}

/**
 * The `ids` form of `reorderWatchlist` after moving one item up (-1) or down (+1); null when it cannot move
 * (unknown id, already first or last).
 */
export function moveWatchlistItem(rows: readonly { id: string }[], id: string, delta: -1 | 1): string | null {
  const from = rows.findIndex((r) => r.id === id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= rows.length) return null;
  const ids = rows.map((r) => r.id);
  [ids[from], ids[to]] = [ids[to] as string, ids[from] as string];
  return ids.join(',');
}

/** The intraday line for the kit's TimeShareChart. */
export interface TimeShareView {
  points: { time: number; price: number; average: number; volume: number }[];
  prevClose: number;
}

export function selectTimeShareView(data: TimeShare | undefined): TimeShareView {
  return {
    points: (data?.points ?? []).map((p) => ({
      time: Date.parse(p.time),
      price: chartPrice(p.price),
      average: chartPrice(p.averagePrice),
      volume: Number(p.volume),
    })),
    prevClose: chartPrice(data?.previousClose),
  };
}
