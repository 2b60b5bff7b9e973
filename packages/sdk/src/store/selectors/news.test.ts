import { describe, expect, it } from 'vitest';
import { selectNewsArticle, selectNewsList } from './news';

const item = (id: string, time: string, headline?: boolean) => ({
  id,
  title: `N${id}`,
  summary: 's',
  source: 'Nikkei',
  time,
  ...(headline === undefined ? {} : { headline }),
});

describe('selectNewsList', () => {
  it.each([
    ['nothing yet', { given: undefined, want: { headlines: [], latest: [], hasMore: false } }],
    [
      'headlines split out, each newest first',
      {
        given: {
          list: [
            item('1', '2026-11-01T09:00:00+09:00', true),
            item('2', '2026-11-02T09:00:00+09:00'),
            item('3', '2026-11-03T09:00:00+09:00', true),
            item('4', '2026-11-04T09:00:00+09:00', false),
          ],
          total: 4,
          page: 1,
          pageSize: 20,
        },
        want: { headlines: ['3', '1'], latest: ['4', '2'], hasMore: false },
      },
    ],
    [
      'more pages',
      {
        given: { list: [item('5', '2026-11-01T09:00:00+09:00')], total: 30, page: 1, pageSize: 20 },
        want: { headlines: [], latest: ['5'], hasMore: true },
      },
    ],
  ] as const)('%s', (_title, { given, want }) => {
    const view = selectNewsList(given, 'ja');
    expect({
      headlines: view.headlines.map((r) => r.id),
      latest: view.latest.map((r) => r.id),
      hasMore: view.hasMore,
    }).toEqual(want);
  });
});

describe('selectNewsArticle', () => {
  it.each([
    ['not loaded', { given: undefined, want: undefined }],
    [
      'loaded',
      {
        given: { ...item('7', '2026-11-20T00:31:00Z', true), body: '<p>b</p>', image: 'https://x/y.png' },
        want: {
          id: '7',
          title: 'N7',
          summary: 's',
          source: 'Nikkei',
          image: 'https://x/y.png',
          headline: true,
          timeText: '2026/11/20 09:31',
          href: '/news/info?id=7',
          html: '<p>b</p>',
        },
      },
    ],
  ] as const)('%s', (_title, { given, want }) => {
    expect(selectNewsArticle(given, 'ja')).toEqual(want);
  });
});
