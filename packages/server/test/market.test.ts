import { dailyPriceLimits, decimal, isTradingDay, money } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import type { Clock } from '../src/market';
import { createMarket, INSTRUMENTS } from '../src/market';

const at = (iso: string): Clock => ({ now: () => new Date(iso) });

describe('instrument list', () => {
  it.each([
    ['jpy', 100],
    ['usd', 100],
    ['cny', 100],
  ] as const)('has at least %s %i stocks with three names each', (market, want) => {
    const list = INSTRUMENTS.filter((i) => i.market === market && !i.index);
    expect(list.length).toBeGreaterThanOrEqual(want);
    for (const i of list) expect(i.names.ja && i.names['zh-CN'] && i.names.en).toBeTruthy();
    expect(new Set(list.map((i) => i.code)).size).toBe(list.length);
  });

  it('covers each China board', () => {
    const boards = new Set(INSTRUMENTS.filter((i) => i.market === 'cny').map((i) => i.board));
    expect([...boards].sort()).toEqual(['chinext', 'main', 'st', 'star']);
  });
});

describe('simulated prices', () => {
  it('are the same for the same instant on two independent markets', () => {
    const a = createMarket(at('2026-11-20T02:15:00Z')).quote('jpy', '7203');
    const b = createMarket(at('2026-11-20T02:15:00Z')).quote('jpy', '7203');
    expect(a).toEqual(b);
    expect(a?.trading).toBe(true);
  });

  it.each([
    ['Tokyo lunch break', 'jpy', '7203', '2026-11-20T02:31:00Z', '2026-11-20T03:29:00Z'],
    ['Shanghai lunch break', 'cny', '600519', '2026-11-20T03:31:00Z', '2026-11-20T04:59:00Z'],
    ['Tokyo overnight', 'jpy', '6758', '2026-11-20T07:00:00Z', '2026-11-20T23:59:00Z'],
    [
      'a Japanese holiday (Labour Thanksgiving, Mon 23 Nov 2026)',
      'jpy',
      '9984',
      '2026-11-21T06:00:00Z',
      '2026-11-23T03:00:00Z',
    ],
    ['New York weekend', 'usd', 'AAPL', '2026-11-21T15:00:00Z', '2026-11-22T18:00:00Z'],
  ] as const)('stand still over %s', (_title, market, code, from, to) => {
    const a = createMarket(at(from)).quote(market, code);
    const b = createMarket(at(to)).quote(market, code);
    expect(b?.price).toBe(a?.price);
    expect(b?.trading).toBe(false);
  });

  it('move during a session', () => {
    const prices = new Set(
      ['00:05', '00:45', '01:30', '02:20', '04:00', '05:30'].map(
        (t) => createMarket(at(`2026-11-20T${t}:00Z`)).quote('jpy', '8035')?.price,
      ),
    );
    expect(prices.size).toBeGreaterThan(3);
  });

  it('respect the SDK daily limits every day for China and Tokyo stocks', () => {
    const market = createMarket(at('2026-11-20T08:00:00Z'));
    for (const [m, code] of [
      ['cny', '600519'],
      ['cny', '688256'],
      ['cny', '000656'],
      ['jpy', '6146'],
    ] as const) {
      const bars = market.klines(m, code, 'day', { count: 500 }) ?? [];
      expect(bars.length).toBe(500);
      for (let i = 1; i < bars.length; i++) {
        const prev = bars[i - 1];
        const bar = bars[i];
        if (!prev || !bar) continue;
        const limits = dailyPriceLimits({
          market: m,
          previousClose: prev.close,
          board:
            m === 'cny' ? (code.startsWith('688') ? 'star' : code === '000656' ? 'st' : 'main') : undefined,
        });
        if (!limits) continue;
        // Ex-dividend days lower the base; allow for that by checking against the widest plausible band.
        expect(money.lte(bar.high, limits.upper), `${code} ${bar.time}`).toBe(true);
        expect(money.gte(bar.low, decimal((Number(limits.lower) * 0.95).toFixed(2)))).toBe(true);
      }
    }
  });

  it('has K-lines for every period, and adjustment changes old prices', () => {
    const market = createMarket(at('2026-11-20T05:00:00Z'));
    for (const period of ['timeshare', '5', '15', '30', 'day', 'week', 'month', 'year'] as const) {
      const bars = market.klines('jpy', '7203', period, { count: 50 }) ?? [];
      expect(bars.length, period).toBeGreaterThan(0);
      for (const b of bars) expect(money.lte(b.low, b.high)).toBe(true);
    }
    const none = market.klines('jpy', '7203', 'month', { count: 60 }) ?? [];
    const fwd = market.klines('jpy', '7203', 'month', { count: 60, adjust: 'forward' }) ?? [];
    const back = market.klines('jpy', '7203', 'month', { count: 60, adjust: 'backward' }) ?? [];
    expect(fwd.at(-1)?.close).toBe(none.at(-1)?.close);
    expect(fwd[0]?.close).not.toBe(none[0]?.close);
    expect(back.at(-1)?.close).not.toBe(none.at(-1)?.close);
  });

  it('trades only on trading days in its day K-line', () => {
    const bars =
      createMarket(at('2026-11-20T08:00:00Z')).klines('cny', '600519', 'day', { count: 300 }) ?? [];
    for (const b of bars) {
      const local = new Date(new Date(b.time).getTime() + 8 * 3600_000).toISOString().slice(0, 10);
      expect(isTradingDay('cny', local), local).toBe(true);
    }
  });
});

describe('rankings and search', () => {
  const market = createMarket(at('2026-11-20T05:00:00Z'));
  it('sorts gainers and losers by change rate', () => {
    const g = market.rankings('jpy', 'gainers', 10).map((q) => Number(q.changeRate));
    const l = market.rankings('jpy', 'losers', 10).map((q) => Number(q.changeRate));
    expect(g).toEqual([...g].sort((a, b) => b - a));
    expect(l).toEqual([...l].sort((a, b) => a - b));
    expect(market.rankings('usd', 'turnover', 5)).toHaveLength(5);
  });

  it.each([
    ['code', '7203', 'jpy', '7203'],
    ['Japanese name', 'トヨタ', 'jpy', '7203'],
    ['Chinese name', '茅台', 'cny', '600519'],
    ['English name', 'apple', 'usd', 'AAPL'],
    ['Chinese name of a US stock', '英伟达', 'usd', 'NVDA'],
  ])('finds by %s', (_title, query, market, code) => {
    const hits = createMarket(at('2026-11-20T05:00:00Z')).search(query);
    expect(hits.some((q) => q.market === market && q.code === code)).toBe(true);
  });
});

describe('prices inside a minute', () => {
  // Friday 20 Nov 2026, 10:15 in Tokyo: the morning session.
  const minute = '2026-11-20T01:15';
  const quoteAt = (iso: string, code = '8035') => createMarket(at(iso)).quote('jpy', code);

  it('step every five seconds, and are the same for the same instant on two markets', () => {
    const seconds = Array.from({ length: 12 }, (_, j) => String(j * 5).padStart(2, '0'));
    const prices = seconds.map((s) => quoteAt(`${minute}:${s}Z`)?.price);
    expect(new Set(prices).size).toBeGreaterThan(2);
    // Inside one step the price holds.
    expect(quoteAt(`${minute}:07Z`)?.price).toBe(quoteAt(`${minute}:05Z`)?.price);
    expect(quoteAt(`${minute}:23.5Z`)).toEqual(quoteAt(`${minute}:23.5Z`));
  });

  it('start each minute on the minute path and end on the next point of it', () => {
    const market = createMarket(at(`${minute}:00Z`));
    const line = market.klines('jpy', '6758', 'timeshare') ?? [];
    expect(line.at(-1)?.close).toBe(market.quote('jpy', '6758')?.price);
    const next = createMarket(at('2026-11-20T01:16:00Z'));
    const later = next.klines('jpy', '6758', 'timeshare') ?? [];
    expect(later).toHaveLength(line.length + 1);
    // The points of finished minutes never change afterwards.
    expect(later.slice(0, line.length)).toEqual(line);
  });

  it('never leave the day high and low of the day bar', () => {
    const close = createMarket(at('2026-11-20T08:00:00Z'));
    for (const code of ['8035', '7203', '6146']) {
      const day = close.klines('jpy', code, 'day', { count: 1 })?.[0];
      for (let s = 0; s < 60 * 30; s += 5) {
        const t = new Date(Date.parse('2026-11-20T00:00:00Z') + s * 1000);
        const q = createMarket({ now: () => t }).quote('jpy', code);
        expect(money.lte(decimal(q?.price ?? '0'), decimal(day?.high ?? '0'))).toBe(true);
        expect(money.lte(decimal(day?.low ?? '0'), decimal(q?.price ?? '0'))).toBe(true);
      }
    }
  });

  it('show the minute under way as the last time-share point, its volume included in the day', () => {
    const iso = `${minute}:40Z`;
    const market = createMarket(at(iso));
    const q = market.quote('jpy', '9984');
    const line = market.klines('jpy', '9984', 'timeshare') ?? [];
    const last = line.at(-1);
    expect(last?.close).toBe(q?.price);
    // The point is labelled with the end of its minute: 10:16 in Tokyo.
    expect(last?.time).toBe('2026-11-20T01:16:00.000Z');
    const total = line.reduce((sum, p) => sum + Number(p.volume), 0);
    expect(String(total)).toBe(q?.volume);
    const bar = market.klines('jpy', '9984', '5', { count: 1 })?.[0];
    expect(bar?.close).toBe(q?.price);
    expect(bar?.time).toBe('2026-11-20T01:16:00.000Z');
  });

  it('hold over lunch and after the close', () => {
    expect(quoteAt('2026-11-20T02:45:07Z')?.price).toBe(quoteAt('2026-11-20T02:45:52Z')?.price);
    expect(quoteAt('2026-11-20T07:10:07Z')?.price).toBe(quoteAt('2026-11-20T07:10:52Z')?.price);
  });
});
