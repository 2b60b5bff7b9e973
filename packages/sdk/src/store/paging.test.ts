import { describe, expect, it } from 'vitest';
import { createTsumiki } from '../createTsumiki';
import { memorySession } from '../transport/session';
import { fetchAllPages, hasMorePages, mergePages, pageForms } from './paging';
import type { PagedList } from './selectors/messages';

export type Case<G, W> = [title: string, { given: G; want: W }];

type Item = { id: number };
const items = (...ids: number[]): Item[] => ids.map((id) => ({ id }));
const page = (n: number, ids: number[], total: number, pageSize = 2): PagedList<Item> => ({
  list: items(...ids),
  total,
  page: n,
  pageSize,
});

describe('pageForms', () => {
  const cases: Case<Parameters<typeof pageForms>, unknown>[] = [
    ['one page of 20 by default', { given: [{}, 1], want: [{ page: '1', pageSize: '20' }] }],
    [
      'the filter on every page',
      {
        given: [{ type: 'usd' }, 2, 50],
        want: [
          { type: 'usd', page: '1', pageSize: '50' },
          { type: 'usd', page: '2', pageSize: '50' },
        ],
      },
    ],
    ['at least one page', { given: [{}, 0], want: [{ page: '1', pageSize: '20' }] }],
    ['never above the contract’s 100', { given: [{}, 1, 500], want: [{ page: '1', pageSize: '100' }] }],
  ];
  it.each(cases)('%s', (_t, { given, want }) => expect(pageForms(...given)).toEqual(want));
});

describe('mergePages', () => {
  const cases: Case<(PagedList<Item> | undefined)[], PagedList<Item> | undefined>[] = [
    ['nothing before the first page', { given: [undefined, page(2, [3, 4], 5)], want: undefined }],
    ['one page', { given: [page(1, [1, 2], 5)], want: page(1, [1, 2], 5) }],
    ['pages in order', { given: [page(1, [1, 2], 5), page(2, [3, 4], 5)], want: page(2, [1, 2, 3, 4], 5) }],
    [
      'up to the first page still loading',
      {
        given: [page(1, [1, 2], 5), undefined, page(3, [5], 5)],
        want: page(1, [1, 2], 5),
      },
    ],
    [
      'an item pushed onto the next page by a new one is kept once; the latest total',
      { given: [page(1, [1, 2], 5), page(2, [2, 3], 6)], want: page(2, [1, 2, 3], 6) },
    ],
  ];
  it.each(cases)('%s', (_t, { given, want }) => expect(mergePages(given)).toEqual(want));
});

describe('hasMorePages', () => {
  const cases: Case<PagedList<Item> | undefined, boolean>[] = [
    ['not loaded', { given: undefined, want: false }],
    ['more on the server', { given: page(1, [1, 2], 5), want: true }],
    ['the last page', { given: page(3, [1, 2, 3, 4, 5], 5), want: false }],
    ['exactly full', { given: page(2, [1, 2, 3, 4], 4), want: false }],
    [
      'past 100 records, 20 a page',
      {
        given: page(
          5,
          Array.from({ length: 100 }, (_, i) => i),
          130,
          20,
        ),
        want: true,
      },
    ],
  ];
  it.each(cases)('%s', (_t, { given, want }) => expect(hasMorePages(given)).toBe(want));
});

describe('fetchAllPages', () => {
  /** A server holding `total` fund records, answering the asked page; the forms it was sent are kept. */
  function server(total: number) {
    const forms: Record<string, string>[] = [];
    const fetch = async (request: Request) => {
      const form = Object.fromEntries(new URLSearchParams(await request.text()));
      forms.push(form);
      const n = Number(form.page);
      const size = Number(form.pageSize);
      const ids = Array.from({ length: total }, (_, i) => total - i).slice((n - 1) * size, n * size);
      const data = { list: ids.map((id) => ({ id })), total, page: n, pageSize: size };
      return new Response(JSON.stringify({ status: 1, msg: 'ok', data }), {
        headers: { 'content-type': 'application/json' },
      });
    };
    const sdk = createTsumiki({
      baseUrl: 'http://127.0.0.1:1/api/vue',
      fetch,
      session: memorySession({ token: 't', account: '0901234567' }),
      languageStorage: null,
    });
    return { client: sdk.client, forms };
  }

  const cases: Case<{ total: number; pageSize?: number }, { count: number; pages: number }>[] = [
    ['none', { given: { total: 0 }, want: { count: 0, pages: 1 } }],
    ['one page of 100', { given: { total: 100 }, want: { count: 100, pages: 1 } }],
    ['past 100: every record', { given: { total: 250 }, want: { count: 250, pages: 3 } }],
    ['small pages', { given: { total: 7, pageSize: 3 }, want: { count: 7, pages: 3 } }],
  ];
  it.each(cases)('%s', async (_t, { given, want }) => {
    const { client, forms } = server(given.total);
    const all = await fetchAllPages(
      client,
      'listFundRecords',
      { type: 'usd', from: '2026-05-24', to: '2026-11-24' },
      given.pageSize ? { pageSize: given.pageSize } : {},
    );
    expect({ count: all.length, pages: forms.length }).toEqual(want);
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    // The filter goes with every page.
    for (const form of forms)
      expect(form).toMatchObject({ type: 'usd', from: '2026-05-24', to: '2026-11-24' });
  });
});
