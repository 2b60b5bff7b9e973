import { describe, expect, it } from 'vitest';
import { makeKLineFixture } from '../fixtures/chartStoryData';
import { makeZonedCalendar } from '../geometry/calendar';
import { defaultFormatPrice, defaultFormatVolume, makeDefaultFormatTick } from '../react/formatDefaults';
import type { Bar } from '../types';
import { type OhlcvRow, setKLineBar, toKLineColumns, withKLineCapacity } from '../views/klineColumns';
import type { KLineData } from '../views/klineView';
import type { ChartStyle } from './drawKLine';
import { KLineEngine } from './klineEngine';

const calendar = makeZonedCalendar('Asia/Tokyo');
const style: ChartStyle = {
  colors: {
    up: 'rgb(200, 30, 30)',
    down: 'rgb(20, 140, 60)',
    flat: 'rgb(90, 90, 90)',
    text: 'rgb(60, 60, 60)',
    grid: 'rgb(120, 120, 120)',
    background: 'rgb(255, 255, 255)',
    crosshair: 'rgb(60, 60, 60)',
  },
  font: '11px sans-serif',
  formatPrice: defaultFormatPrice,
  formatVolume: defaultFormatVolume,
  formatTick: makeDefaultFormatTick(calendar),
  formatTime: (t) => new Date(t).toISOString(),
  calendar,
};
const fx = makeKLineFixture('day', 500, 5);

function mount(data: KLineData, pixelRatio: number) {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const engine = new KLineEngine(host, { style, pixelRatio });
  engine.setSize(390, 300);
  engine.setData(data);
  engine.render();
  return engine;
}

const pixels = (e: KLineEngine) =>
  e.base.getContext('2d')!.getImageData(0, 0, e.base.width, e.base.height).data;

/** A last bar moved inside the visible range (so the price and volume ranges stay put). */
function amendInside(bars: readonly Bar[]): Bar[] {
  const last = bars[bars.length - 1]!;
  const mid = (last.high + last.low) / 2;
  return [
    ...bars.slice(0, -1),
    { ...last, close: mid, open: (last.open + mid) / 2, volume: last.volume * 0.9 },
  ];
}

describe('KLineEngine live updates', () => {
  it.each([1, 2, 3])(
    'a partial repaint after an amend equals a full repaint, up to antialiasing, at %sx',
    (pr) => {
      const data: KLineData = { bars: fx.bars, ma: fx.ma };
      const amended: KLineData = { bars: amendInside(fx.bars), ma: fx.ma };
      const partial = mount(data, pr);
      partial.update(amended);
      partial.render();
      expect(partial.lastRender).toBe('last');
      const full = mount(amended, pr);
      expect(full.lastRender).toBe('full');
      const a = pixels(partial);
      const b = pixels(full);
      const diff: string[] = [];
      for (let i = 0; i < a.length; i++) {
        const p = i >> 2;
        const d = Math.abs((a[i] ?? 0) - (b[i] ?? 0));
        // Skia may rasterise a short path and a long one with different antialiasing; allow only AA-level noise.
        if (d > 48)
          diff.push(
            `${p % partial.base.width},${Math.floor(p / partial.base.width)}:${i % 4}:${a[i]}/${b[i]}`,
          );
      }
      expect(diff.slice(0, 20)).toEqual([]);
    },
  );

  it.each([
    ['an amend that stays inside the ranges', { given: 'inside', want: 'last' }],
    ['an amend that makes a new high', { given: 'high', want: 'full' }],
    ['an append', { given: 'append', want: 'full' }],
  ] as const)('%s repaints %s', (_title, { given, want }) => {
    const engine = mount({ bars: fx.bars, ma: fx.ma }, 2);
    const last = fx.bars[fx.bars.length - 1]!;
    const bars =
      given === 'inside'
        ? amendInside(fx.bars)
        : given === 'high'
          ? [...fx.bars.slice(0, -1), { ...last, high: last.high * 2 }]
          : [...fx.bars, { ...last, time: last.time + 86_400_000 }];
    engine.update({ bars, ma: fx.ma });
    engine.render();
    expect(engine.lastRender).toBe(want);
  });

  it('moves an appended bar into view when following the latest bar', () => {
    const engine = mount({ bars: fx.bars, ma: [] }, 1);
    const last = fx.bars[fx.bars.length - 1]!;
    engine.update({ bars: [...fx.bars, { ...last, time: last.time + 86_400_000 }], ma: [] });
    expect(engine.timeView.rightIndex).toBeGreaterThan(fx.bars.length);
  });
});

describe('KLineEngine panning', () => {
  const intraday = makeKLineFixture('m5', 600, 9);
  const data: KLineData = { bars: intraday.bars, ma: intraday.ma, lower: intraday.macd };

  it.each([
    ['small steps (reused time ticks and price labels)', { given: [5, 5, 5, -3, 7], want: 19 }],
    // Whole bars, so both views are exactly equal (fractions accumulate float error into antialiasing).
    ['steps across several bars', { given: [48, 48, -24], want: 72 }],
  ] as const)('a view reached in %s draws what a fresh chart at that view draws', (_t, { given, want }) => {
    const stepped = mount(data, 2);
    stepped.pan(192);
    stepped.render();
    for (const dx of given) {
      stepped.pan(dx);
      stepped.render();
    }
    const fresh = mount(data, 2);
    fresh.pan(192 + want);
    fresh.render();
    expect(fresh.timeView.rightIndex).toBeCloseTo(stepped.timeView.rightIndex, 9);
    const a = pixels(stepped);
    const b = pixels(fresh);
    let differing = 0;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differing++;
    expect(differing).toBe(0);
  });

  it.each([
    ['past the newest bar', { given: -1e6, want: 'none' }],
    ['into the history', { given: 30, want: 'full' }],
  ] as const)('a pan %s repaints %s', (_t, { given, want }) => {
    const engine = mount(data, 1);
    engine.pan(-1e6);
    engine.render();
    engine.pan(given);
    engine.render();
    expect(engine.lastRender).toBe(want);
  });
});

describe('KLineEngine columnar data', () => {
  const intraday = makeKLineFixture('m5', 600, 9);
  const objects: KLineData = { bars: intraday.bars, ma: intraday.ma, lower: intraday.macd };
  const columnar: KLineData = { ...objects, bars: toKLineColumns(intraday.bars) };
  const same = (a: KLineEngine, b: KLineEngine) => {
    const pa = pixels(a);
    const pb = pixels(b);
    let differing = 0;
    for (let i = 0; i < pa.length; i++) if (pa[i] !== pb[i]) differing++;
    return differing;
  };

  it.each([1, 2, 3])('columns draw exactly what bar objects draw, at %sx, panned or not', (pr) => {
    const a = mount(objects, pr);
    const b = mount(columnar, pr);
    expect(same(a, b)).toBe(0);
    for (const e of [a, b]) {
      e.pan(250);
      e.setCrosshair(300, 100);
      e.render();
    }
    expect(b.timeView).toEqual(a.timeView);
    expect(b.crosshair).toEqual(a.crosshair);
    expect(same(a, b)).toBe(0);
  });

  it('an appended and amended bar draws the same from objects and from columns', () => {
    const last = intraday.bars[intraday.bars.length - 1]!;
    const next: Bar = { ...last, time: last.time + 300_000, open: last.close, volume: 900 };
    const amended: Bar = { ...next, close: (next.high + next.low) / 2 };
    const a = mount(objects, 2);
    const b = mount(columnar, 2);
    a.update({ ...objects, bars: [...intraday.bars, next] });
    a.update({ ...objects, bars: [...intraday.bars, amended] });
    const cols = withKLineCapacity(toKLineColumns(intraday.bars), intraday.bars.length + 1);
    setKLineBar(cols, intraday.bars.length, next);
    b.update({ ...objects, bars: cols });
    setKLineBar(cols, intraday.bars.length, amended);
    b.update({ ...objects, bars: cols });
    a.render();
    b.render();
    expect(b.length).toBe(a.length);
    expect(b.timeView).toEqual(a.timeView);
    expect(same(a, b)).toBe(0);
  });

  it('keeps its own copy of bars given as objects', () => {
    const bars = intraday.bars.map((b) => ({ ...b }));
    const engine = mount({ ...objects, bars }, 1);
    const before = pixels(engine).slice();
    for (const b of bars) b.close = b.open;
    engine.setStyle({ ...style });
    engine.render();
    expect(engine.lastRender).toBe('full');
    const after = pixels(engine);
    let differing = 0;
    for (let i = 0; i < after.length; i++) if (after[i] !== before[i]) differing++;
    expect(differing).toBe(0);
  });
});

describe('KLineEngine bars as OHLCV rows', () => {
  // Long enough for several blocks of copied bars, so panning reaches bars a mount did not copy.
  const long = makeKLineFixture('m5', 9000, 4);
  const rowsOf = (bars: readonly Bar[]): OhlcvRow[] =>
    bars.map((b) => [b.time, b.open, b.high, b.low, b.close, b.volume]);
  const objects: KLineData = { bars: long.bars, ma: long.ma, lower: long.macd };
  // The reference: columns, which the engine reads in place, so it copies nothing lazily.
  const columns: KLineData = { ...objects, bars: toKLineColumns(long.bars) };
  const differing = (a: KLineEngine, b: KLineEngine) => {
    const pa = pixels(a);
    const pb = pixels(b);
    let n = 0;
    for (let i = 0; i < pa.length; i++) if (pa[i] !== pb[i]) n++;
    return n;
  };

  it.each([
    ['the latest bars', 0],
    ['a pan into the history', 20_000],
    ['the oldest bars', 1e7],
  ] as const)('and as objects draw exactly what columns draw: %s, inspected', (_t, dx) => {
    const ref = mount(columns, 2);
    const rows = mount({ ...objects, bars: rowsOf(long.bars) }, 2);
    const objs = mount(objects, 2);
    for (const e of [ref, rows, objs]) {
      e.pan(dx);
      e.moveCrosshair(-3);
      e.render();
    }
    expect(rows.crosshair).toEqual(ref.crosshair);
    expect(differing(ref, rows)).toBe(0);
    expect(differing(ref, objs)).toBe(0);
  });

  it('a mount reads the rows on screen, not the whole history; a pan reads the rows it shows', () => {
    const rows = rowsOf(long.bars);
    const read = new Set<number>();
    const watched = new Proxy(rows, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) read.add(Number(key));
        return Reflect.get(target, key, receiver);
      },
    });
    const engine = mount({ ...objects, bars: watched }, 1);
    expect(read.size).toBeGreaterThan(0);
    expect(read.size).toBeLessThan(rows.length / 2);
    expect(read.has(0)).toBe(false);
    engine.pan(1e7);
    engine.render();
    expect(read.has(0)).toBe(true);
  });

  it('a live append and amend on the same rows draw what columns of the final bars draw', () => {
    const rows = rowsOf(long.bars);
    const b = mount({ ...objects, bars: rows }, 2);
    const last = long.bars[long.bars.length - 1] as Bar;
    const next: Bar = { ...last, time: last.time + 300_000, open: last.close, volume: 900 };
    const amended: Bar = { ...next, close: (next.high + next.low) / 2 };
    rows.push(rowsOf([next])[0] as OhlcvRow);
    b.update({ ...objects, bars: rows });
    rows[rows.length - 1] = rowsOf([amended])[0] as OhlcvRow;
    b.update({ ...objects, bars: rows });
    const ref = mount({ ...objects, bars: toKLineColumns([...long.bars, amended]) }, 2);
    for (const e of [ref, b]) {
      e.render();
      e.pan(30_000);
      e.render();
    }
    expect(b.length).toBe(ref.length);
    expect(b.timeView).toEqual(ref.timeView);
    expect(differing(ref, b)).toBe(0);
  });
});
