// Paged lists (fund records, messages, news): which pages to ask for, and the pages loaded as one list.
import { operationTable } from '../generated/operations';
import type { Transport } from '../transport/createTransport';
import type { ArgOf, QueryId, ResultOf } from './createSdkApi';
import type { PagedList } from './selectors/messages';

/** Items per page a list asks for (the contract's default). */
export const PAGE_SIZE = 20;

/** The contract's cap on one page (`PageSize`: 1 to 100). */
export const MAX_PAGE_SIZE = 100;

// biome-ignore lint/suspicious/noConfusingVoidType: `ArgOf` types an argument-less endpoint's argument `void`
type FormArg<Id extends QueryId> = Exclude<ArgOf<Id>, undefined | void>;

/** The query operations answering a page of items with ids (`listFundRecords`, `listMessages`, `listNews`). */
export type PagedQueryId = {
  [Id in QueryId]: ResultOf<Id> extends PagedList<{ id: string | number }>
    ? 'page' extends keyof FormArg<Id>
      ? Id
      : never
    : never;
}[QueryId];

/** One item of a paged operation's answer. */
export type PageItemOf<Id extends PagedQueryId> =
  ResultOf<Id> extends PagedList<infer T extends { readonly id: string | number }> ? T : never;

/** A paged operation's form without its page and page size: the filter the pages share. */
export type PageFilterOf<Id extends PagedQueryId> = Omit<FormArg<Id>, 'page' | 'pageSize'>;

/** The form asking for page `page` of the list `filter` selects, `pageSize` items (1 to 100) a page. */
export function pageForm<F extends object>(
  filter: F,
  page: number,
  pageSize: number = PAGE_SIZE,
): F & { page: string; pageSize: string } {
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(pageSize)));
  return { ...filter, page: String(Math.max(1, Math.floor(page))), pageSize: String(size) };
}

/** The forms asking for pages 1 to `count` (at least one) of the list `filter` selects. */
export function pageForms<F extends object>(
  filter: F,
  count: number,
  pageSize: number = PAGE_SIZE,
): (F & { page: string; pageSize: string })[] {
  return Array.from({ length: Math.max(1, Math.floor(count)) }, (_, i) => pageForm(filter, i + 1, pageSize));
}

/**
 * Pages 1, 2, … as loaded so far, as one page: the items of each page in order, from the first up to the first
 * page still missing, an item repeated on a later page (it moved down while a new one arrived) kept once.
 * `page` is the last page merged, `total` the latest answer's. Undefined until the first page is there.
 */
export function mergePages<T extends { readonly id: string | number }>(
  pages: readonly (PagedList<T> | undefined)[],
): PagedList<T> | undefined {
  const first = pages[0];
  if (!first) return undefined;
  const seen = new Set<string>();
  const list: T[] = [];
  let last = first;
  for (const page of pages) {
    if (!page) break;
    last = page;
    for (const item of page.list) {
      const key = String(item.id);
      if (seen.has(key)) continue;
      seen.add(key);
      list.push(item);
    }
  }
  return { list, total: last.total, page: last.page, pageSize: last.pageSize };
}

/** The server holds more than the pages merged: another page can be asked for. */
export function hasMorePages(merged: PagedList<unknown> | undefined): boolean {
  if (!merged) return false;
  return merged.page * merged.pageSize < merged.total && merged.list.length < merged.total;
}

/**
 * Every item of a paged list (the CSV export of the fund records, say): asks page after page, `pageSize`
 * (default 100, the most one page holds) each, through the transport, until the server has no more or answers
 * an empty page. A failure rejects with the transport's `ApiError`.
 */
export async function fetchAllPages<Id extends PagedQueryId>(
  client: Transport,
  id: Id,
  filter: PageFilterOf<Id>,
  options: { pageSize?: number } = {},
): Promise<PageItemOf<Id>[]> {
  const { path } = operationTable[id];
  const pageSize = options.pageSize ?? MAX_PAGE_SIZE;
  const pages: PagedList<PageItemOf<Id>>[] = [];
  for (let n = 1; ; n++) {
    const form = pageForm(filter, n, pageSize);
    const page = (await client.post(path as never, form as never)) as unknown as PagedList<PageItemOf<Id>>;
    pages.push(page);
    if (page.list.length === 0 || !hasMorePages(mergePages(pages))) break;
  }
  return [...(mergePages(pages)?.list ?? [])];
}
