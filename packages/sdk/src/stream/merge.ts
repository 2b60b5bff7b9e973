import type { components } from '../generated/api';
import type { SdkApi } from '../store/createSdkApi';
import { isLiveEndpoint, type LIVE_SYMBOLS, type LiveEndpointId, symbolOf } from './live';
import {
  REFETCH,
  type TickMap,
  tickIndices,
  tickKLine,
  tickQuote,
  tickQuotes,
  tickTimeShare,
  tickWatchlist,
} from './patch';
import type { QuoteTick } from './quoteStream';

type QuotePage = components['schemas']['QuotePage'];
type Ranking = components['schemas']['Ranking'];
type StockDetail = components['schemas']['StockDetail'];
type TimeShare = components['schemas']['TimeShare'];
type KLine = components['schemas']['KLine'];

type Patch<D> = (data: D, ticks: TickMap) => D | typeof REFETCH;

const page = <P extends { list: components['schemas']['Quote'][] }>(data: P, ticks: TickMap): P => {
  const list = tickQuotes(data.list, ticks);
  return list === data.list ? data : { ...data, list };
};

/** How a tick changes an answer of each live endpoint (`live.ts` says which symbols it shows). */
const PATCHES: { [Id in LiveEndpointId]: Patch<Parameters<(typeof LIVE_SYMBOLS)[Id]>[0]> } = {
  listMarket: page<QuotePage>,
  listRankings: page<Ranking>,
  searchStocks: tickQuotes,
  listWatchlist: tickWatchlist,
  listIndices: tickIndices,
  getStock: (d: StockDetail, ticks) => tickQuote(d, ticks.get(symbolOf(d))),
  getTimeShare: (d: TimeShare, ticks) => tickTimeShare(d, ticks.get(symbolOf(d))),
  getKLine: (d: KLine, ticks) => tickKLine(d, ticks.get(symbolOf(d))),
};

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
    const next = (PATCHES[id] as Patch<unknown>)(entry.data, map);
    if (next === REFETCH) refetch.push({ id, args: entry.originalArgs });
    else if (next !== entry.data) store.dispatch(util.updateQueryData(id, entry.originalArgs, () => next));
  }
  for (const { id, args } of refetch)
    store.dispatch(endpoints[id].initiate(args, { subscribe: false, forceRefetch: true }));
}
