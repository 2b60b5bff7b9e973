import { adjustBars, sma } from '@tsumiki/sdk/rules';
import { describe, expect, it } from 'vitest';
import { makeKLineFixture } from '../fixtures/chartStoryData';
import type { Bar } from '../types';
import { type DataChange, dataChange, type KLineObjectData } from './liveUpdate';

const fx = makeKLineFixture('day', 120);
const base: KLineObjectData = { bars: fx.bars, ma: fx.ma, boll: fx.boll, lower: fx.macd };
const n = fx.bars.length;
const last = fx.bars[n - 1] as Bar;
const isoDate = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The fixture as the SDK adjusts it for a 5% dividend going ex at bar `at`, MAs recomputed. */
function adjusted(mode: 'forward' | 'backward', at = n - 30): KLineObjectData {
  const dated = fx.bars.map((b) => ({ ...b, date: isoDate(b.time) }));
  const action = { date: dated[at]!.date, dividend: dated[at - 1]!.close * 0.05 };
  const prices = adjustBars(dated, [action], mode);
  const bars = fx.bars.map((b, i) => {
    const p = prices[i]!;
    return { ...b, open: p.open, high: p.high, low: p.low, close: p.close };
  });
  const closes = bars.map((b) => b.close);
  const ma = fx.ma.map((s) => ({ ...s, values: sma(closes, Number(s.name.slice(2))) }));
  return { ...base, bars, ma };
}

const withBar = (k: number, bar: Partial<Bar>) => fx.bars.map((b, i) => (i === k ? { ...b, ...bar } : b));

export type Case = [title: string, { given: KLineObjectData; want: DataChange }];

const cases: Case[] = [
  ['the same data again is a live update', { given: { ...base }, want: 'live' }],
  [
    'the last bar amended (copied bars, equal values)',
    {
      given: {
        ...base,
        bars: [...fx.bars.slice(0, -1).map((b) => ({ ...b })), { ...last, close: last.close + 1 }],
      },
      want: 'live',
    },
  ],
  [
    'one bar appended, series one longer',
    {
      given: {
        ...base,
        bars: [...fx.bars, { ...last, time: last.time + 86_400_000 }],
        ma: fx.ma.map((s) => ({ ...s, values: [...s.values, null] })),
      },
      want: 'live',
    },
  ],
  ['forward adjustment switched on', { given: adjusted('forward'), want: 'sameTimeline' }],
  ['backward adjustment switched on', { given: adjusted('backward'), want: 'sameTimeline' }],
  [
    'an early bar revised',
    { given: { ...base, bars: withBar(3, { low: fx.bars[3]!.low - 1 }) }, want: 'sameTimeline' },
  ],
  [
    'the bar before the last revised',
    { given: { ...base, bars: withBar(n - 2, { volume: 1 }) }, want: 'sameTimeline' },
  ],
  [
    'an MA value before the last bar changed',
    {
      given: {
        ...base,
        ma: fx.ma.map((s, k) => (k === 0 ? { ...s, values: s.values.map((v, i) => (i === 50 ? 1 : v)) } : s)),
      },
      want: 'sameTimeline',
    },
  ],
  ['MACD switched to RSI', { given: { ...base, lower: fx.rsi }, want: 'sameTimeline' }],
  ['BOLL switched off', { given: { ...base, boll: undefined }, want: 'sameTimeline' }],
  [
    'a series recoloured',
    { given: { ...base, ma: fx.ma.map((s) => ({ ...s, color: 'black' })) }, want: 'sameTimeline' },
  ],
  [
    'the last bar moved to another time',
    { given: { ...base, bars: withBar(n - 1, { time: last.time + 1 }) }, want: 'replaced' },
  ],
  ['a bar fewer', { given: { ...base, bars: fx.bars.slice(0, -1) }, want: 'replaced' }],
  ['two bars more', { given: { ...base, bars: [...fx.bars, last, last] }, want: 'replaced' }],
  ['another period', { given: { ...base, bars: makeKLineFixture('week', n).bars }, want: 'replaced' }],
  ['no bars', { given: { ...base, bars: [] }, want: 'replaced' }],
];

describe('dataChange', () => {
  it.each(cases)('%s', (_title, { given, want }) => {
    expect(dataChange(base, given)).toBe(want);
  });

  it('treats anything after an empty chart as new data', () => {
    expect(dataChange({ ...base, bars: [] }, base)).toBe('replaced');
  });
});
