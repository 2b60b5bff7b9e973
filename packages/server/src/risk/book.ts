import type { Decimal, FeeRule, MarginLevels, MarginPosition, TradingCalendar } from '@tsumiki/sdk';
import { atOrBelowLevel, bookAtRisk, bookEquity, bookRequirement, marginLevel } from '@tsumiki/sdk';
import type { OrderRow } from '../handlers/trade';
import type { Market } from '../ledger';
import type { MinuteRef, PriceTrack } from '../market/minutes';
import { minutesBetween, priceTrack } from '../market/minutes';
import { marginPosition } from './positions';

/** What the margin rule found at a minute: the warning, its end (the book back above it), or the stop-out. */
export interface MarginEvent {
  kind: 'marginCall' | 'rearm' | 'stopOut';
  ref: MinuteRef;
  /** Each stock's price at that minute, as quoted. */
  prices: Map<string, Decimal>;
  /** The book's margin level then, rounded down to 2 places. */
  level: Decimal;
}

/** A book position prepared for screening minutes in floating point: contribution = base + dq·p − fee(p·q). */
interface Screen {
  track: PriceTrack;
  base: number;
  dq: number;
  q: number;
}

/**
 * Walks a market's minutes from `from` to `to` (both included) and answers the first at which the book's
 * margin status changes: at or below the stop-out level (closed), else — no margin call out — at or below the
 * margin-call level, or — a margin call out — back above it on a later trading day than `calledDay` (the day
 * of the warning: a price wavering about the line warns once a day, as 追証 is judged once a day). Days whose high and low cannot reach either are
 * skipped whole; minutes are screened in floating point with a tolerance wider than the rounding of the fees,
 * and every candidate is decided in exact decimals by the SDK's rule (`bookEquity`, `atOrBelowLevel`).
 */
export function firstMarginEvent(
  market: Market,
  rows: readonly OrderRow[],
  from: MinuteRef,
  to: MinuteRef,
  called: boolean,
  fees: FeeRule,
  levels: MarginLevels,
  calledDay: number,
  calendar: TradingCalendar,
): MarginEvent | null {
  const book = rows.map(marginPosition);
  if (!bookAtRisk(book)) return null;
  const requirement = bookRequirement(book);
  const tracks = new Map<string, PriceTrack>();
  for (const p of book) if (!tracks.has(p.code)) tracks.set(p.code, priceTrack(market, p.code, p.buyPrice));
  const rate = Number(fees.rate);
  const minFee = Number(fees.minimum);
  const maxFee = fees.maximum === undefined ? Number.POSITIVE_INFINITY : Number(fees.maximum);
  const fee = (x: number) => Math.min(Math.max(rate * x, minFee), maxFee);
  const screens: Screen[] = book.map((p) => {
    const q = Number(p.quantity);
    const dq = p.side === 'long' ? q : -q;
    return {
      track: tracks.get(p.code) as PriceTrack,
      base: Number(p.margin) - dq * Number(p.buyPrice),
      dq,
      q,
    };
  });
  const r = Number(requirement);
  const callAt = (Number(levels.marginCall) / 100) * r;
  const stopAt = (Number(levels.stopOut) / 100) * r;
  // Each fee is rounded to the cent: at most half a cent a position between the screen and the exact figure.
  const tol = 0.01 * (screens.length + 1) + 1e-9 * screens.reduce((s, x) => s + Math.abs(x.base), r);
  const bound = (day: number, worst: boolean) =>
    screens.reduce((sum, s) => {
      const low = s.track.low(day);
      const high = s.track.high(day);
      const p = s.dq > 0 === worst ? low : high;
      return sum + s.base + s.dq * p - fee(p * s.q);
    }, 0);
  const keepDay = (day: number) => {
    const worst = bound(day, true);
    if (!called) return worst <= callAt + tol;
    return worst <= stopAt + tol || (day > calledDay && bound(day, false) > callAt - tol);
  };
  for (const ref of minutesBetween(market, from, to, keepDay, calendar)) {
    let e = 0;
    for (const s of screens) {
      const p = s.track.at(ref);
      e += s.base + s.dq * p - fee(p * s.q);
    }
    const rearms = called && ref.day > calledDay;
    const candidate = called ? e <= stopAt + tol || (rearms && e > callAt - tol) : e <= callAt + tol;
    if (!candidate) continue;
    const prices = new Map<string, Decimal>();
    for (const [code, t] of tracks) prices.set(code, t.exact(ref));
    const equity = bookEquity(book, (code) => prices.get(code) as Decimal, fees);
    const level = marginLevel(equity, requirement) as Decimal;
    if (atOrBelowLevel(equity, requirement, levels.stopOut)) return { kind: 'stopOut', ref, prices, level };
    const below = atOrBelowLevel(equity, requirement, levels.marginCall);
    if (!called && below) return { kind: 'marginCall', ref, prices, level };
    if (rearms && !below) return { kind: 'rearm', ref, prices, level };
  }
  return null;
}

/** The figures of a book at given prices, for the positions views. */
export function bookFigures(
  book: readonly MarginPosition[],
  priceOf: (code: string) => Decimal,
  fees: FeeRule,
): { level: Decimal | null } {
  if (book.length === 0 || !bookAtRisk(book)) return { level: null };
  return { level: marginLevel(bookEquity(book, priceOf, fees), bookRequirement(book)) };
}
