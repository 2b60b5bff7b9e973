import { describe, expect, it } from 'vitest';
import type { Adjust, Clock } from '../src/market';
import { createMarket, INSTRUMENTS } from '../src/market';
import { dayPosition } from '../src/market/engine';
import { dailySeries } from '../src/market/series';

// The server adjusts through the SDK's adjustBars; these rows pin it to the simulator's own definition of the
// actions (each ex-date multiplies the raw price by its factor overnight).
const NOW = '2026-11-20T07:00:00Z';
const clock: Clock = { now: () => new Date(NOW) };
const market = createMarket(clock);

const splitter = INSTRUMENTS.find(
  (i) => i.market === 'jpy' && !i.index && dailySeries(i).actions.some((a) => a.kind === 'split'),
);

describe('price adjustment through the SDK rule', () => {
  it('has a stock with a split to show', () => {
    expect(splitter).toBeTruthy();
  });

  it.each<[string, { mode: Adjust; want: (cumToDay: number, cumToLast: number) => number }]>([
    ['none keeps raw prices', { mode: 'none', want: () => 1 }],
    ['forward scales the past by later factors', { mode: 'forward', want: (d, l) => l / d }],
    ['backward scales later prices by 1 / earlier factors', { mode: 'backward', want: (d) => 1 / d }],
  ])('%s', (_, { mode, want }) => {
    if (!splitter) return;
    const series = dailySeries(splitter);
    const last = dayPosition('jpy', new Date(NOW)).day;
    const raw = market.klines('jpy', splitter.code, 'day', { count: 1000 }) ?? [];
    const adjusted = market.klines('jpy', splitter.code, 'day', { count: 1000, adjust: mode }) ?? [];
    expect(adjusted.length).toBe(raw.length);
    const first = last - raw.length + 1;
    for (const [i, bar] of adjusted.entries()) {
      const day = first + i;
      const f = want(series.factorToDate[day] ?? 1, series.factorToDate[last] ?? 1);
      const rawClose = Number(raw[i]?.close);
      // Prices are rounded to the yen after scaling, so compare within one tick.
      expect(Math.abs(Number(bar.close) - rawClose * f), `${series.dates[day]} ${mode}`).toBeLessThanOrEqual(
        1,
      );
    }
  });

  it('scales volumes by the split ratio (forward: older volumes doubled)', () => {
    if (!splitter) return;
    const split = dailySeries(splitter).actions.find((a) => a.kind === 'split');
    const raw = market.klines('jpy', splitter.code, 'year', { count: 20 }) ?? [];
    const fwd = market.klines('jpy', splitter.code, 'year', { count: 20, adjust: 'forward' }) ?? [];
    const before = raw.findIndex((b) => b.time.slice(0, 4) < (split?.date ?? '').slice(0, 4));
    expect(before).toBeGreaterThanOrEqual(0);
    expect(Number(fwd[before]?.volume)).toBe(Number(raw[before]?.volume) * (split?.amount ?? 1));
    expect(fwd.at(-1)?.volume).toBe(raw.at(-1)?.volume);
  });

  it('adjusts intraday bars of an earlier day across an ex-date', () => {
    const m = createMarket({ now: () => new Date(NOW) });
    for (const i of INSTRUMENTS.filter((x) => x.market === 'jpy' && !x.index).slice(0, 8)) {
      const series = dailySeries(i);
      const last = dayPosition('jpy', new Date(NOW)).day;
      const raw = m.klines('jpy', i.code, '30', { count: 1000 }) ?? [];
      const fwd = m.klines('jpy', i.code, '30', { count: 1000, adjust: 'forward' }) ?? [];
      expect(fwd.length).toBe(raw.length);
      expect(fwd.at(-1)?.close).toBe(raw.at(-1)?.close);
      const recent = series.actions.filter((a) => a.day <= last && a.day > last - 90);
      if (recent.length > 0) expect(fwd[0]?.close).not.toBe(raw[0]?.close);
    }
  });
});
