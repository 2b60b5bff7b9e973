import type { Bar } from '../../../packages/ui/src/charts/types';
import { type ChartAdapter, makeLightweight, makeOurs } from './adapters';
import { makeBenchData } from './data';
import { flushCanvases, measureFrame } from './harness';

type Lib = 'ours' | 'lwc';
const root = document.getElementById('chart') as HTMLElement;
let adapter: ChartAdapter;
let data: ReturnType<typeof makeBenchData> | null = null;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const flush = () => flushCanvases(root);

/** Steps the runner calls one by one, taking heap snapshots over CDP in between. */
const bench = {
  prepare(lib: Lib, n: number) {
    data = makeBenchData(n);
    adapter = lib === 'ours' ? makeOurs() : makeLightweight();
  },
  async firstRender() {
    const d = data as NonNullable<typeof data>;
    return measureFrame(() => adapter.create(root, d.bars, d.ma), flush);
  },
  async pan(frames: number, dx: number) {
    adapter.toMiddle();
    await sleep(50);
    const samples = [];
    for (let k = 0; k < frames; k++) {
      // Alternate direction every 40 frames so the view stays in the middle of the data.
      const sign = Math.floor(k / 40) % 2 === 0 ? 1 : -1;
      samples.push(await measureFrame(() => adapter.pan(sign * dx), flush));
    }
    return samples;
  },
  /**
   * Profiling aid (ours only): pan and draw synchronously and flush, optionally one animation frame apart
   * (`framed`, so the canvas has been presented in between); per-step ms, sorted. Not part of the table.
   */
  async tight(frames: number, dx: number, framed = false) {
    adapter.toMiddle();
    const times: number[] = [];
    for (let k = 0; k < frames; k++) {
      if (framed) await new Promise((r) => requestAnimationFrame(r));
      const sign = Math.floor(k / 40) % 2 === 0 ? 1 : -1;
      const t0 = performance.now();
      adapter.pan(sign * dx);
      adapter.renderNow?.();
      flush();
      times.push(performance.now() - t0);
    }
    return times.sort((a, b) => a - b);
  },
  async live(count: number) {
    const d = data as NonNullable<typeof data>;
    let last = d.bars[d.bars.length - 1] as Bar;
    const step = 300_000;
    const append = [];
    const amend = [];
    for (let k = 0; k < count; k++) {
      const bar: Bar = { ...last, time: last.time + step, open: last.close, volume: 1000 };
      append.push(await measureFrame(() => adapter.append(bar), flush));
      // An amend inside the bar's range: the usual tick that changes only the last candle.
      const tick: Bar = { ...bar, close: (bar.open + bar.high) / 2, volume: 1500 };
      amend.push(await measureFrame(() => adapter.amend(tick), flush));
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
