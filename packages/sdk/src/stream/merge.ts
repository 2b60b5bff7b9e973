import type { components } from '../generated/api';
import type { SdkApi } from '../store/createSdkApi';
import {
  REFETCH,
  symbolOf,
  type TickMap,
  tickIndices,
  tickKLine,
  tickQuote,
  tickQuotes,
  tickTimeShare,
  tickWatchlist,
} from './patch';
import type { QuoteTick } from './quoteStream';

type Quote = components['schemas']['Quote'];
type QuotePage = components['schemas']['QuotePage'];
type Ranking = components['schemas']['Ranking'];
type Index = components['schemas']['Index'];
type WatchlistItem = components['schemas']['WatchlistItem'];
type StockDetail = components['schemas']['StockDetail'];
type TimeShare = components['schemas']['TimeShare'];
type KLine = components['schemas']['KLine'];

/** A query the stream keeps live: the symbols its answer shows, and how a tick changes the answer. */
interface LiveEndpoint<D> {
  symbols(data: D): string[];
  patch(data: D, ticks: TickMap): D | typeof REFETCH;
}

const page = <P extends { list: Quote[] }>(data: P, ticks: TickMap): P => {
  const list = tickQuotes(data.list, ticks);
  return list === data.list ? data : { ...data, list };
};

/** The store's quote calls the stream updates. Every other call is left to its own refreshing. */
export const LIVE_ENDPOINTS = {
  listMarket: {
    symbols: (d: QuotePage) => d.list.map(symbolOf),
    patch: page<QuotePage>,
  } satisfies LiveEndpoint<QuotePage>,
  listRankings: {
    symbols: (d: Ranking) => d.list.map(symbolOf),
    patch: page<Ranking>,
  } satisfies LiveEndpoint<Ranking>,
  searchStocks: {
    symbols: (d: Quote[]) => d.map(symbolOf),
    patch: tickQuotes,
  } satisfies LiveEndpoint<Quote[]>,
  listWatchlist: {
    symbols: (d: WatchlistItem[]) => d.map((item) => symbolOf(item.quote)),
    patch: tickWatchlist,
  } satisfies LiveEndpoint<WatchlistItem[]>,
  listIndices: {
    symbols: (d: Index[]) => d.map(symbolOf),
    patch: tickIndices,
  } satisfies LiveEndpoint<Index[]>,
  getStock: {
    symbols: (d: StockDetail) => [symbolOf(d)],
    patch: (d: StockDetail, ticks: TickMap) => tickQuote(d, ticks.get(symbolOf(d))),
  } satisfies LiveEndpoint<StockDetail>,
  getTimeShare: {
    symbols: (d: TimeShare) => [symbolOf(d)],
    patch: (d: TimeShare, ticks: TickMap) => tickTimeShare(d, ticks.get(symbolOf(d))),
  } satisfies LiveEndpoint<TimeShare>,
  getKLine: {
    symbols: (d: KLine) => [symbolOf(d)],
    patch: (d: KLine, ticks: TickMap) => tickKLine(d, ticks.get(symbolOf(d))),
  } satisfies LiveEndpoint<KLine>,
} as const;

export type LiveEndpointId = keyof typeof LIVE_ENDPOINTS;

export function isLiveEndpoint(id: string): id is LiveEndpointId {
  return Object.hasOwn(LIVE_ENDPOINTS, id);
}

/** The symbols (`market:code`) an answer of a live endpoint shows; none for any other endpoint. */
export function liveSymbols(id: string, data: unknown): string[] {
  if (!isLiveEndpoint(id) || data === undefined || data === null) return [];
  return (LIVE_ENDPOINTS[id] as LiveEndpoint<unknown>).symbols(data);
}

interface CachedQuery {
  status?: string;
  endpointName?: string;
  originalArgs?: unknown;
  data?: unknown;
}

/** Where the merge reads and writes: the SDK's store. */
export interface MergeStore {
  getState(): unknown;
  dispatch(action: unknown): unknown;
}

/**
 * Merges one tick's quotes into every cached answer that shows them: one `updateQueryData` per answer that
 * changes (its unchanged rows stay the same objects), and a refetch, without subscribing, of an answer the tick
 * outgrew (a new K-line bar, a new session's time-share line).
 */
export function mergeQuoteTicks(api: SdkApi, store: MergeStore, ticks: readonly QuoteTick[]): void {
  if (ticks.length === 0) return;
  const map: TickMap = new Map(ticks.map((t) => [t.symbol, t]));
  const state = store.getState() as Record<string, { queries?: Record<string, CachedQuery | undefined> }>;
  const queries = state[api.reducerPath]?.queries ?? {};
  // biome-ignore lint/suspicious/noExplicitAny: one dynamic lookup over a table typed per endpoint
  const util = api.util as any;
  // biome-ignore lint/suspicious/noExplicitAny: likewise
  const endpoints = api.endpoints as any;
  const refetch: { id: string; args: unknown }[] = [];
  for (const entry of Object.values(queries)) {
    const id = entry?.endpointName;
    if (entry?.status !== 'fulfilled' || entry.data === undefined || !id || !isLiveEndpoint(id)) continue;
    const next = (LIVE_ENDPOINTS[id] as LiveEndpoint<unknown>).patch(entry.data, map);
    if (next === REFETCH) refetch.push({ id, args: entry.originalArgs });
    else if (next !== entry.data) store.dispatch(util.updateQueryData(id, entry.originalArgs, () => next));
  }
  for (const { id, args } of refetch)
    store.dispatch(endpoints[id].initiate(args, { subscribe: false, forceRefetch: true }));
}
