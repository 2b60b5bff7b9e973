import type { MarketCode } from '@tsumiki/sdk';
import { moneyText } from '../handlers/format';
import type { Instrument, MarketData } from '../market';
import { findInstrument, minuteOf } from '../market';

/** A stream symbol, `market:code`, resolved to its instrument. */
export interface StreamSymbol {
  readonly symbol: string;
  readonly instrument: Instrument;
}

const MARKET_CODES: ReadonlySet<string> = new Set(['jpy', 'usd', 'cny']);

/**
 * Splits the form's `symbols` into the instruments it names (each once, in the order given, with the code's
 * own spelling) and the entries that name none.
 */
export function resolveSymbols(list: string): { known: StreamSymbol[]; unknown: string[] } {
  const known: StreamSymbol[] = [];
  const unknown: string[] = [];
  const seen = new Set<string>();
  for (const entry of list.split(',')) {
    const at = entry.indexOf(':');
    const market = entry.slice(0, at);
    const instrument = MARKET_CODES.has(market)
      ? findInstrument(market as MarketCode, entry.slice(at + 1))
      : undefined;
    if (!instrument) {
      if (!unknown.includes(entry)) unknown.push(entry);
      continue;
    }
    const symbol = `${instrument.market}:${instrument.code}`;
    if (seen.has(symbol)) continue;
    seen.add(symbol);
    known.push({ symbol, instrument });
  }
  return { known, unknown };
}

/** One symbol's state at a tick: `json` is the contract's QuoteTick, `signature` the same without its time. */
export interface Tick {
  readonly json: string;
  readonly signature: string;
  /** The tick's instant, ms. */
  readonly at: number;
}

/** The QuoteTick of `symbol` at instant `at`: the quote the polled calls would answer then, without the name. */
export function tickOf(market: MarketData, { symbol, instrument }: StreamSymbol, at: Date): Tick {
  const q = market.quote(instrument.market, instrument.code, at);
  if (!q) throw new Error(`no quote for ${symbol}`);
  // The field order is the contract's; `time` goes last so the signature is the JSON's prefix.
  const body =
    `{"symbol":"${symbol}","code":${JSON.stringify(q.code)},"market":"${q.market}",` +
    `"price":"${moneyText(q.price)}","open":"${moneyText(q.open)}","previousClose":"${moneyText(q.prevClose)}",` +
    `"high":"${moneyText(q.high)}","low":"${moneyText(q.low)}","volume":"${q.volume}",` +
    `"amount":"${moneyText(q.amount)}","marketCap":"${moneyText(q.marketCap)}","change":"${moneyText(q.change)}",` +
    `"changeRate":"${moneyText(q.changeRate)}","trading":${q.trading},"minute":"${minuteOf(instrument, at)}"`;
  return { signature: body, json: `${body},"time":"${at.toISOString()}"}`, at: at.getTime() };
}
