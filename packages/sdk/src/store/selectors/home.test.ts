import { describe, expect, it } from 'vitest';
import type { components } from '../../generated/api';
import { homeShortcuts, indexView, newsRowView, selectHomeView, selectMarketListView } from './home';

type Quote = components['schemas']['Quote'];

const quote = (code: string, changeRate: string): Quote => ({
  code,
  name: code,
  market: 'jpy',
  price: '1000',
  open: '1000',
  previousClose: '1000',
  high: '1000',
  low: '1000',
  volume: '10',
  amount: '10000',
  change: changeRate,
  changeRate,
  time: '2026-11-20T10:00:00+09:00',
});

describe('homeShortcuts', () => {
  it.each([
    [
      'every feature on',
      {
        given: { ipo: true, block: true, follow: true, dayTrade: true },
        want: ['newShares', 'blockTrades', 'copyTrading', 'dayTrading'],
      },
    ],
    [
      'block and day trading off',
      {
        given: { ipo: true, block: false, follow: true, dayTrade: false },
        want: ['newShares', 'copyTrading'],
      },
    ],
    ['nothing listed', { given: {}, want: [] }],
  ] as const)('%s', (_t, { given, want }) => {
    expect(homeShortcuts(given).map((s) => s.key)).toEqual(want);
  });
});

describe('indexView and newsRowView', () => {
  it('formats an index fall', () => {
    expect(
      indexView(
        {
          code: 'N225',
          name: '日経平均',
          market: 'jpy',
          value: '38500.1',
          change: '-120',
          changeRate: '-0.31',
          time: '2026-11-20T10:00:00+09:00',
        },
        'ja',
      ),
    ).toMatchObject({
      value: '38,500.10',
      change: '120.00',
      changeRate: '0.31%',
      changeRateSigned: '-0.31%',
      direction: 'down',
    });
  });
  it.each([
    ['ja', '2026/11/20 09:30'],
    ['en', 'Nov 20, 2026, 09:30'],
  ] as const)('dates a headline in %s in Tokyo time', (language, want) => {
    const row = newsRowView(
      { id: '5', title: 't', summary: 's', source: 'src', time: '2026-11-20T00:30:00Z' },
      language,
    );
    expect(row.time).toBe(want);
    expect(row.href).toBe('/news/info?id=5');
  });
});

describe('selectHomeView', () => {
  it.each([
    [
      'everything loading',
      {
        given: { indices: undefined, popular: undefined, rankings: {}, news: undefined },
        want: { indices: null, popular: null, gainers: null, news: null },
      },
    ],
    [
      'rankings cut to five rows',
      {
        given: {
          indices: [],
          popular: [quote('1', '1')],
          rankings: { gainers: ['1', '2', '3', '4', '5', '6'].map((c) => quote(c, '2')) },
          news: [],
        },
        want: { indices: 0, popular: 1, gainers: 5, news: 0 },
      },
    ],
  ] as const)('%s', (_t, { given, want }) => {
    const view = selectHomeView({ ...given, features: {}, language: 'en' } as Parameters<
      typeof selectHomeView
    >[0]);
    const size = (v: unknown[] | null) => (v === null ? null : v.length);
    expect({
      indices: size(view.indices),
      popular: size(view.popular),
      gainers: size(view.rankings.gainers),
      news: size(view.news),
    }).toEqual(want);
  });
});

describe('selectHomeView across refetches', () => {
  const index = {
    code: 'N225',
    name: 'Nikkei 225',
    market: 'jpy' as const,
    value: '38500.1',
    change: '-120',
    changeRate: '-0.31',
    time: '2026-11-20T10:00:00+09:00',
  };
  const headline = { id: '5', title: 't', summary: 's', source: 'src', time: '2026-11-20T00:30:00Z' };
  const input = {
    indices: [index],
    popular: [quote('1', '1'), quote('2', '-1')],
    rankings: { gainers: [quote('3', '2'), quote('4', '1')] },
    news: [headline],
    features: { ipo: true },
    language: 'en' as const,
  };
  const first = selectHomeView(input);
  const sections = (v: ReturnType<typeof selectHomeView>) => ({
    indices: v.indices,
    popular: v.popular,
    gainers: v.rankings.gainers,
    news: v.news,
    shortcuts: v.shortcuts,
  });

  it.each([
    ['the same answers again', { given: { ...input, rankings: { ...input.rankings } }, changed: [] }],
    [
      'a new gainers answer',
      { given: { ...input, rankings: { gainers: [quote('3', '2')] } }, changed: ['gainers'] },
    ],
    [
      'a new indices answer',
      { given: { ...input, indices: [{ ...index, value: '1' }] }, changed: ['indices'] },
    ],
    ['a new headline answer', { given: { ...input, news: [{ ...headline }] }, changed: ['news'] }],
    [
      'another language',
      { given: { ...input, language: 'ja' as const }, changed: ['indices', 'popular', 'gainers', 'news'] },
    ],
  ])('after %s, only the changed sections are new objects', (_t, { given, changed }) => {
    const next = sections(selectHomeView(given));
    const before = sections(first);
    for (const key of Object.keys(before) as (keyof typeof before)[]) {
      if (changed.includes(key)) expect(next[key], key).not.toBe(before[key]);
      else expect(next[key], key).toBe(before[key]);
    }
  });

  it('keeps the row of an unchanged quote and the sparkline numbers of an unchanged spark', () => {
    const spark = ['1000', '1010', '1005'];
    const kept = quote('5', '1');
    const moved = { ...quote('6', '1'), spark };
    const before = selectHomeView({ ...input, popular: [kept, moved] }).popular ?? [];
    const after =
      selectHomeView({
        ...input,
        popular: [kept, { ...moved, price: '1005', change: '5', changeRate: '0.5' }],
      }).popular ?? [];
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1]?.price).toBe('1,005.00');
    expect(after[1]?.spark?.values).toBe(before[1]?.spark?.values);
    expect(after[1]?.spark?.values).toEqual([1000, 1010, 1005]);
  });
});

describe('selectMarketListView', () => {
  it.each([
    [
      'first of three pages',
      {
        given: { page: 1, pageSize: 20, total: 45 },
        want: { page: 1, pages: 3, hasPrevious: false, hasNext: true },
      },
    ],
    [
      'last page',
      {
        given: { page: 3, pageSize: 20, total: 45 },
        want: { page: 3, pages: 3, hasPrevious: true, hasNext: false },
      },
    ],
    [
      'empty market',
      {
        given: { page: 1, pageSize: 20, total: 0 },
        want: { page: 1, pages: 1, hasPrevious: false, hasNext: false },
      },
    ],
  ] as const)('%s', (_t, { given, want }) => {
    expect(selectMarketListView({ ...given, list: [] }, 'en')).toMatchObject(want);
  });
});
