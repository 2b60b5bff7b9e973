// Import order does not matter for the probe: every contender looks up requestAnimationFrame,
// ResizeObserver and the canvas methods when it runs, not when it loads.
import { type ChartAdapter, makeD3, makeLightweight, makeOurs } from './adapters';
import { type BenchInput, makeBenchData, type Ohlcv } from './data';
import { flushCanvases, measureFrame } from './harness';
import { nextFrame, timeFirstRender } from './probe';

type Lib = 'ours' | 'lwc' | 'd3';
const root = document.getElementById('chart') as HTMLElement;
let adapter: ChartAdapter;
let data: BenchInput | null = null;
const flush = () => flushCanvases(root);
const input = () => data as BenchInput;
const makers: Record<Lib, () => ChartAdapter> = { ours: makeOurs, lwc: makeLightweight, d3: makeD3 };

/** Steps the runner calls one by one, taking heap figures over CDP in between. */
const bench = {
  prepare(lib: Lib, n: number) {
    data = makeBenchData(n);
    // The page has shown a date before any chart mounts, as every screen of an app has: the browser's
    // one-time load of its Intl data (16–100 ms cold here) is not charged to the contender that first uses it.
    new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'medium' }).format(0);
    adapter = makers[lib]();
  },
  firstRender() {
    return timeFirstRender(() => adapter.create(root, input()));
  },
  /**
   * A drag: every frame starts with a pan of `dx` CSS pixels (as a pointer move would, before the frame's
   * rAF callbacks), and the contender draws as it does for input. Returns the frame intervals (rAF
   * timestamps), so a frame the main thread could not finish in time shows as a 33 ms (or longer) interval.
   */
  async pan(frames: number, dx: number) {
    adapter.toMiddle?.();
    for (let k = 0; k < 10; k++) await nextFrame();
    const stamps: number[] = [];
    await new Promise<void>((resolve) => {
      let k = 0;
      const step = (ts: number) => {
        stamps.push(ts);
        if (k === frames) return resolve();
        // Registered before the pan, so next frame this runs before the contender's own rAF drawing.
        requestAnimationFrame(step);
        // Alternate direction every 40 frames so the view stays in the middle of the data.
        const sign = Math.floor(k / 40) % 2 === 0 ? 1 : -1;
        adapter.pan?.(sign * dx);
        k++;
      };
      requestAnimationFrame(step);
    });
    return stamps.slice(1).map((t, k) => t - (stamps[k] as number));
  },
  async live(count: number) {
    const rows = input().rows;
    let last = rows[rows.length - 1] as Ohlcv;
    const append = [];
    const amend = [];
    for (let k = 0; k < count; k++) {
      const row: Ohlcv = [last[0] + 300_000, last[4], last[2], last[3], last[4], 1000];
      append.push(await measureFrame(() => adapter.append?.(row), flush));
      // An amend inside the bar's range: the usual tick that changes only the last candle.
      const tick: Ohlcv = [row[0], row[1], row[2], row[3], (row[1] + row[2]) / 2, 1500];
      amend.push(await measureFrame(() => adapter.amend?.(tick), flush));
      last = tick;
    }
    return { append, amend };
  },
};

declare global {
  interface Window {
    bench: typeof bench;
  }
}
window.bench = bench;
