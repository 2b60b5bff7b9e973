// Which store answers the quote stream keeps live, and the symbols each shows. Apart from the patches
// (merge.ts), so the React binding can watch what is on screen without bundling the money arithmetic.
import type { components } from '../generated/api';

type Quote = components['schemas']['Quote'];
type QuotePage = components['schemas']['QuotePage'];
type Ranking = components['schemas']['Ranking'];
type Index = components['schemas']['Index'];
type WatchlistItem = components['schemas']['WatchlistItem'];
type StockDetail = components['schemas']['StockDetail'];
type TimeShare = components['schemas']['TimeShare'];
type KLine = components['schemas']['KLine'];

/** A stream symbol: `jpy:7203`. */
export const symbolOf = (row: { market: string; code: string }): string => `${row.market}:${row.code}`;

/** The store's quote calls the stream updates, and the symbols an answer of each shows. */
export const LIVE_SYMBOLS = {
  listMarket: (d: QuotePage) => d.list.map(symbolOf),
  listRankings: (d: Ranking) => d.list.map(symbolOf),
  searchStocks: (d: Quote[]) => d.map(symbolOf),
  listWatchlist: (d: WatchlistItem[]) => d.map((item) => symbolOf(item.quote)),
  listIndices: (d: Index[]) => d.map(symbolOf),
  getStock: (d: StockDetail) => [symbolOf(d)],
  getTimeShare: (d: TimeShare) => [symbolOf(d)],
  getKLine: (d: KLine) => [symbolOf(d)],
} as const;

export type LiveEndpointId = keyof typeof LIVE_SYMBOLS;

export function isLiveEndpoint(id: string): id is LiveEndpointId {
  return Object.hasOwn(LIVE_SYMBOLS, id);
}

/** The symbols (`market:code`) an answer of a live endpoint shows; none for any other endpoint. */
export function liveSymbols(id: string, data: unknown): string[] {
  if (!isLiveEndpoint(id) || data === undefined || data === null) return [];
  return (LIVE_SYMBOLS[id] as (d: unknown) => string[])(data);
}
