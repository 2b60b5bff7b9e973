import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { SdkQueryError } from '../store/baseQuery';
import type { PagedQueryId, PageFilterOf, PageItemOf } from '../store/paging';
import { hasMorePages, mergePages, PAGE_SIZE, pageForms } from '../store/paging';
import type { PagedList } from '../store/selectors/messages';
import { useSdk } from './binding';

export interface UsePagedEndpointOptions {
  /** Items per page (1 to 100). @default 20 */
  pageSize?: number;
  /** Don't fetch. @default false */
  skip?: boolean;
}

export interface PagedEndpointState<T> {
  /** Pages 1 to n loaded so far as one page (`mergePages`): undefined until the first arrives. */
  data: PagedList<T> | undefined;
  /** The first failure among the pages asked for. */
  error: SdkQueryError | undefined;
  /** The first page is loading. */
  isLoading: boolean;
  /** A further page is loading ("show more" was asked). */
  loadingMore: boolean;
  /** The server holds more than the pages loaded, and none is loading. */
  hasMore: boolean;
  /** Asks for the next page; nothing while one is loading or when there is no more. */
  loadMore: () => void;
  /** Fetches every loaded page again. */
  refetch: () => void;
}

interface Subscription {
  refetch: () => void;
  unsubscribe: () => void;
}

interface Entry {
  data?: unknown;
  error?: unknown;
  status: string;
}

/**
 * Subscribes to the pages of a paged operation (`listFundRecords`, `listMessages`, `listNews`) while mounted:
 * page 1 first, one more page each `loadMore`, each its own cache entry (so a deposit's invalidation refreshes
 * every page loaded). A new `filter` starts again at page 1.
 */
export function usePagedEndpoint<Id extends PagedQueryId>(
  id: Id,
  filter: PageFilterOf<Id>,
  options: UsePagedEndpointOptions = {},
): PagedEndpointState<PageItemOf<Id>> {
  const { api, store } = useSdk();
  // biome-ignore lint/suspicious/noExplicitAny: one dynamic lookup over a table typed per endpoint
  const endpoint = (api.endpoints as any)[id];
  const pageSize = options.pageSize ?? PAGE_SIZE;
  // Filters are plain form objects: compared by value, so a new object each render asks for nothing new.
  const key = `${JSON.stringify(filter ?? {})}|${pageSize}`;
  const [asked, setAsked] = useState({ key, count: 1 });
  const count = asked.key === key ? asked.count : 1;
  const forms = useMemo(
    () => pageForms(JSON.parse(key.slice(0, key.lastIndexOf('|'))) as object, count, pageSize),
    [key, count, pageSize],
  );
  // One subscription per page, kept while the page is asked for: "show more" adds one, a new filter swaps them.
  const subscriptions = useRef(new Map<string, Subscription>());
  useEffect(() => {
    const held = subscriptions.current;
    const wanted = new Map(options.skip ? [] : forms.map((form) => [JSON.stringify(form), form]));
    for (const [k, s] of held) {
      if (wanted.has(k)) continue;
      s.unsubscribe();
      held.delete(k);
    }
    for (const [k, form] of wanted) {
      if (!held.has(k)) held.set(k, store.dispatch(endpoint.initiate(form)) as Subscription);
    }
  }, [store, endpoint, forms, options.skip]);
  useEffect(() => {
    const held = subscriptions.current;
    return () => {
      for (const s of held.values()) s.unsubscribe();
      held.clear();
    };
  }, []);

  // One snapshot array per change of any page's entry, so useSyncExternalStore sees a stable value between.
  const selects = useMemo(() => forms.map((form) => endpoint.select(form)), [endpoint, forms]);
  const last = useRef<Entry[]>([]);
  const snapshot = useCallback(() => {
    const state = store.getState();
    const entries = selects.map((select: (s: unknown) => Entry) => select(state));
    const same =
      entries.length === last.current.length && entries.every((e: Entry, i: number) => e === last.current[i]);
    if (!same) last.current = entries;
    return last.current;
  }, [store, selects]);
  const entries = useSyncExternalStore(store.subscribe, snapshot, snapshot);

  const data = useMemo(
    () => mergePages(entries.map((e) => e.data as PagedList<PageItemOf<Id>> | undefined)),
    [entries],
  );
  const pending = (e: Entry | undefined) => !e || e.status === 'pending' || e.status === 'uninitialized';
  const error = entries.find((e) => e.error)?.error as SdkQueryError | undefined;
  const loadingMore = !options.skip && entries.slice(1).some(pending);
  const hasMore = hasMorePages(data) && data?.page === count && !loadingMore;
  return {
    data,
    error,
    isLoading: !options.skip && entries[0]?.data === undefined && !entries[0]?.error,
    loadingMore,
    hasMore,
    loadMore: () => {
      if (hasMore) setAsked({ key, count: count + 1 });
    },
    refetch: () => {
      for (const s of subscriptions.current.values()) s.refetch();
    },
  };
}
