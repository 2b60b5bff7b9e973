import { type Coordinate, type LogicalIndex, toLogical } from '../geometry/coordinate';
import {
  clampTimeView,
  indexToX,
  initialTimeView,
  panTimeView,
  type TimeView,
  type TimeViewLimits,
  visibleSlice,
  zoomTimeView,
} from '../geometry/timeScale';
import { type AxisTick, selectTimeTicks } from '../geometry/tradingAxis';
import { sizeCanvas } from '../renderers/canvas';
import { drawHorizontalLine, drawTexts, drawVerticalLine } from '../renderers/lines';
import type { Bar } from '../types';
import {
  copyKLineBars,
  isKLineColumns,
  type KLineColumns,
  makeKLineColumns,
  type OhlcvRow,
  withKLineCapacity,
} from '../views/klineColumns';
import {
  GUTTER,
  type KLineData,
  type KLineFrame,
  type KLineSeries,
  klineFrame,
  sameExtents,
} from '../views/klineView';
import { type ChartStyle, drawKLine, type KLineDrawInput, type PriceAxis, priceAxis } from './drawKLine';

/** Where the crosshair is: a bar index (clamped to the data) and, for pointers, a y in CSS pixels. */
export interface CrosshairState {
  index: number;
  x: Coordinate;
  y: number | null;
}

export interface KLineEngineOptions {
  style: ChartStyle;
  /** Default `window.devicePixelRatio`. */
  pixelRatio?: number;
  /** Initial bar spacing in CSS pixels; default 6. */
  barSpacing?: number;
  limits?: TimeViewLimits;
  /** Minimum distance between time labels; default 64 CSS pixels. */
  minTickGap?: number;
  onCrosshair?: (state: CrosshairState | null) => void;
}

// Bars copied from the caller's objects or rows at a time: a screen's worth at the default spacing or more, so a
// mount copies a few hundred rows (its copy loop runs cold: 2,048 rows cost it a few tenths of a millisecond),
// and a pan reaching a new block copies it in well under a millisecond.
const BLOCK = 256;

// Shared by every engine until its first setData, so a mount allocates no empty columns of its own.
const EMPTY: KLineSeries = { bars: makeKLineColumns(0), ma: [] };
const NONE = new Uint8Array(0);

// What needs repainting, in increasing cost.
const Dirty = { None: 0, Overlay: 1, Last: 2, Full: 3 } as const;
type Dirty = (typeof Dirty)[keyof typeof Dirty];

/**
 * The imperative K-line chart: owns a base canvas (bars, cached between frames) and an overlay canvas
 * (crosshair), so pointer moves never repaint history and a live amend repaints only the last bars.
 */
export class KLineEngine {
  readonly base = document.createElement('canvas');
  readonly overlay = document.createElement('canvas');
  /** What the last `render()` did, for tests and the benchmark. */
  lastRender: 'full' | 'last' | 'overlay' | 'none' = 'none';
  private data: KLineSeries = EMPTY;
  // The engine's copy of bars handed over as objects or rows (columns are taken as they are, without a copy),
  // the caller's bars it is copied from, and which blocks of BLOCK bars have been copied.
  private own: KLineColumns | null = null;
  private source: readonly Bar[] | readonly OhlcvRow[] | null = null;
  private copied = NONE;
  // Bars seen at the last setData/update: callers may push into the same arrays and call update().
  private count = 0;
  private view: TimeView = { barSpacing: 6, width: 1, rightIndex: 0.5 as LogicalIndex };
  private width = 1;
  private height = 1;
  private pixelRatio: number;
  private frame: KLineFrame | null = null;
  private ticks: AxisTick[] = [];
  // Invariant while panning inside one scale: price labels per frame scales (which a frame keeps while the
  // ranges on screen do), time ticks per visible slice.
  private axis: { scale: unknown; style: ChartStyle | null; axis: PriceAxis | null } = {
    scale: null,
    style: null,
    axis: null,
  };
  private tickKey: number[] = [];
  private tickStyle: ChartStyle | null = null;
  private cross: CrosshairState | null = null;
  private dirty: Dirty = Dirty.None;
  private overlayDrawn = false;
  private raf = 0;
  private destroyed = false;

  constructor(
    readonly container: HTMLElement,
    private options: KLineEngineOptions,
  ) {
    this.pixelRatio = options.pixelRatio ?? globalThis.devicePixelRatio ?? 1;
    for (const c of [this.base, this.overlay]) {
      c.style.cssText = 'position:absolute;left:0;top:0';
      c.setAttribute('aria-hidden', 'true');
    }
  }

  // The canvases join the page once sized (first setSize, or a render without one), so they are laid out
  // once at their size, and a caller reading the container's size after creating the engine does not force
  // a style and layout pass over canvases about to change size.
  private attach(): void {
    if (!this.destroyed && this.base.parentNode !== this.container) {
      this.container.append(this.base, this.overlay);
    }
  }

  get timeView(): TimeView {
    return this.view;
  }
  get crosshair(): CrosshairState | null {
    return this.cross;
  }
  get length(): number {
    return this.data.bars.length;
  }

  setSize(width: number, height: number, pixelRatio = this.pixelRatio): void {
    this.width = width;
    this.height = height;
    this.pixelRatio = pixelRatio;
    sizeCanvas(this.base, width, height, pixelRatio);
    sizeCanvas(this.overlay, width, height, pixelRatio);
    this.attach();
    const plot = Math.max(1, width - GUTTER);
    this.view = clampTimeView({ ...this.view, width: plot }, this.data.bars.length, this.options.limits);
    this.invalidate(Dirty.Full);
  }

  setStyle(style: ChartStyle): void {
    this.options = { ...this.options, style };
    this.invalidate(Dirty.Full);
  }

  /**
   * Replace all data; the view resets to the latest bars unless `keepView`. Bars given as objects or OHLCV rows
   * are copied into the engine's columns (reusing them when the size allows) as they come on screen; columns
   * are read in place. Either way the caller must not change bars before the last without calling `setData`
   * again.
   */
  setData(data: KLineData, keepView = false): void {
    this.data = this.series(data, 0);
    const n = this.data.bars.length;
    this.tickKey = [];
    this.count = n;
    if (!keepView || this.view.width <= 1) {
      this.view = initialTimeView(n, Math.max(1, this.width - GUTTER), this.options.barSpacing ?? 6);
    }
    this.view = clampTimeView(this.view, n, this.options.limits);
    this.invalidate(Dirty.Full);
  }

  // Bars as columns. Bars given as objects or rows go into the engine's own columns, which grow by an eighth at a
  // time so appends rarely reallocate. A live tick copies its one or two bars from `from` on at once; the rest
  // is copied a block at a time when first drawn or inspected (see `ensure`), so a mount converts the bars on
  // screen, not a history that may never be scrolled to.
  private series(data: KLineData, from: number): KLineSeries {
    const bars = data.bars;
    if (isKLineColumns(bars)) {
      this.source = null;
      return { ...data, bars };
    }
    // Only the engine's own columns hold the bars before `from`; after columns from the caller, start over.
    if (this.own !== null && this.own === this.data.bars && this.source !== null && from > 0) {
      return { ...data, bars: this.append(bars, from) };
    }
    const n = bars.length;
    let own = this.own;
    if (!own || own.time.length < n) own = makeKLineColumns(n);
    own.length = n;
    this.copied = new Uint8Array(Math.ceil(own.time.length / BLOCK));
    this.own = own;
    this.source = bars;
    return { ...data, bars: own };
  }

  // A live tick on the engine's own columns: copy the bars from `from` on now, growing the columns (and the
  // record of copied blocks) if they must.
  private append(bars: readonly Bar[] | readonly OhlcvRow[], from: number): KLineColumns {
    let own = this.own as KLineColumns;
    const n = bars.length;
    const cap = own.time.length;
    if (cap < n) own = withKLineCapacity(own, Math.max(n, cap + (cap >> 3) + 64));
    own.length = n;
    const blocks = Math.ceil(own.time.length / BLOCK);
    if (this.copied.length < blocks) {
      const grown = new Uint8Array(blocks);
      grown.set(this.copied);
      this.copied = grown;
    }
    this.own = own;
    this.source = bars;
    copyKLineBars(bars, own, from, n);
    return own;
  }

  // Copy the blocks of bars `first..last` (clamped) that have not been copied from the caller's objects or rows.
  private ensure(first: number, last: number): void {
    const source = this.source;
    const own = this.own;
    if (!source || !own) return;
    const hi = Math.min(last, own.length - 1);
    for (let k = Math.floor(Math.max(0, first) / BLOCK); k * BLOCK <= hi; k++) {
      if (this.copied[k]) continue;
      this.copied[k] = 1;
      copyKLineBars(source, own, k * BLOCK, Math.min(own.length, (k + 1) * BLOCK));
    }
  }

  // The bars a frame of the current view reads: the visible ones, the one before (time ticks) and the last
  // (its price label).
  private ensureVisible(): void {
    const n = this.data.bars.length;
    const slice = visibleSlice(this.view, n);
    if (slice) this.ensure(slice.first - 1, slice.last);
    this.ensure(n - 1, n - 1);
  }

  /**
   * Live update: `data` has one more bar (append) or the same bars with the last amended; it may be the same
   * arrays, mutated in place (no copy of a long history per tick). An amend whose
   * ranges on screen are unchanged repaints only the last two bar columns; an append that scrolls repaints all.
   */
  update(data: KLineData): void {
    const before = this.count;
    const following = this.view.rightIndex >= before - 1;
    this.data = this.series(data, Math.max(0, before - 1));
    this.count = this.data.bars.length;
    const appended = this.count - before;
    if (appended !== 0) this.tickKey = [];
    if (appended !== 0 && following) {
      this.view = { ...this.view, rightIndex: toLogical(this.view.rightIndex + appended) };
    }
    this.invalidate(appended === 0 ? Dirty.Last : Dirty.Full);
  }

  pan(dx: number): void {
    this.setView(panTimeView(this.view, dx, this.length, this.options.limits));
  }

  zoom(factor: number, anchorX = this.view.width): void {
    this.setView(zoomTimeView(this.view, factor, anchorX, this.length, this.options.limits));
  }

  // A pan or zoom stopped by the limits changes nothing, so it costs no frame.
  private setView(next: TimeView): void {
    const v = this.view;
    if (next.rightIndex === v.rightIndex && next.barSpacing === v.barSpacing && next.width === v.width)
      return;
    this.view = next;
    this.invalidate(Dirty.Full);
  }

  /** Put the crosshair on a bar (clamped to the data) or hide it with null. */
  setCrosshair(index: number | null, y: number | null = null): void {
    if (index === null || this.length === 0) this.cross = null;
    else {
      const i = Math.min(this.length - 1, Math.max(0, index));
      this.cross = { index: i, x: indexToX(this.view, i), y };
    }
    this.options.onCrosshair?.(this.cross);
    this.invalidate(Dirty.Overlay);
  }

  /** Move the crosshair by whole bars, scrolling so it stays on screen. Starts from the last visible bar. */
  moveCrosshair(delta: number): void {
    if (!this.frame) this.ensureVisible();
    const frame = this.frame ?? klineFrame(this.data, this.view, this.width, this.height);
    // The first key press starts inspecting at the newest visible bar rather than moving away from it.
    const next = this.cross
      ? Math.min(this.length - 1, Math.max(0, this.cross.index + delta))
      : (frame?.last ?? this.length - 1);
    const x = indexToX(this.view, next);
    if (x < 0) this.pan(-x + this.view.barSpacing);
    else if (x > this.view.width) this.pan(this.view.width - x - this.view.barSpacing);
    this.setCrosshair(next);
  }

  /** Bar index under a CSS x, clamped to the data. */
  indexAt(x: number): number {
    return Math.round(this.view.rightIndex - (this.view.width - x) / this.view.barSpacing);
  }

  /** Draw pending changes now (the engine otherwise draws on the next animation frame). */
  render(): void {
    this.attach();
    if (this.raf) cancelAnimationFrame(this.raf);
    this.raf = 0;
    const dirty = this.dirty;
    this.dirty = Dirty.None;
    if (dirty >= Dirty.Last) this.drawBase(dirty);
    else this.lastRender = dirty === Dirty.Overlay ? 'overlay' : 'none';
    // An untouched overlay stays untouched (no context, no bitmap): a pan without a crosshair costs one
    // canvas, not two, and a mount pays for one.
    if (dirty >= Dirty.Overlay && (this.overlayDrawn || this.cross)) this.drawOverlay();
  }

  destroy(): void {
    this.destroyed = true;
    if (this.raf) cancelAnimationFrame(this.raf);
    this.base.remove();
    this.overlay.remove();
  }

  private invalidate(level: Dirty): void {
    this.dirty = Math.max(this.dirty, level) as Dirty;
    if (!this.raf) this.raf = requestAnimationFrame(() => this.render());
  }

  private drawBase(dirty: Dirty): void {
    const ctx = this.base.getContext('2d');
    if (!ctx) return;
    const prev = this.frame;
    this.ensureVisible();
    const frame = klineFrame(this.data, this.view, this.width, this.height, prev);
    this.frame = frame;
    if (!frame) {
      ctx.clearRect(0, 0, this.base.width, this.base.height);
      this.lastRender = 'full';
      return;
    }
    const style = this.options.style;
    const a = this.axis;
    if (a.scale !== frame.priceScale || a.style !== style || !a.axis) {
      this.axis = { scale: frame.priceScale, style, axis: priceAxis(frame, style) };
    }
    const input = {
      data: this.data,
      view: this.view,
      frame,
      style,
      pixelRatio: this.pixelRatio,
      axis: this.axis.axis ?? undefined,
    };
    if (dirty === Dirty.Last && prev && this.drawLast(ctx, prev, frame, input)) return;
    this.ticks = this.timeTicks(frame);
    drawKLine(ctx, { ...input, ticks: this.ticks });
    this.lastRender = 'full';
  }

  // A live amend: only the last bars' columns, when the bars and ranges on screen are those of the last frame
  // (a method of its own, so a first render does not compile it).
  private drawLast(
    ctx: CanvasRenderingContext2D,
    prev: KLineFrame,
    frame: KLineFrame,
    input: Omit<KLineDrawInput, 'ticks'>,
  ): boolean {
    const n = this.data.bars.length;
    if (prev.first !== frame.first || prev.last !== frame.last || frame.last < n - 1) return false;
    if (!sameExtents(prev.extents, frame.extents)) return false;
    const from = Math.max(frame.first, n - 2);
    // Whole bitmap pixels, so the clip edge is not antialiased into a seam.
    const pr = this.pixelRatio;
    const left = Math.max(0, Math.floor((indexToX(this.view, from) - this.view.barSpacing / 2) * pr) / pr);
    const clip = { x: left, y: 0, width: frame.layout.gutter - left, height: frame.layout.axisTop };
    drawKLine(ctx, { ...input, ticks: this.ticks, from, clip });
    this.lastRender = 'last';
    return true;
  }

  /**
   * Tick selection reads the calendar of every visible bar; while a pan keeps the same bars and spacing only
   * the x positions move, so the selection is reused and shifted.
   */
  private timeTicks(frame: KLineFrame): AxisTick[] {
    const v = this.view;
    const time = this.data.bars.time;
    const style = this.options.style;
    const key = [
      frame.first,
      frame.last,
      v.barSpacing,
      v.width,
      indexToX(v, frame.first) >= 0 ? 1 : 0,
      indexToX(v, frame.last) <= v.width ? 1 : 0,
    ];
    const k = this.tickKey;
    let same = style === this.tickStyle && k.length === key.length;
    for (let j = 0; same && j < key.length; j++) same = key[j] === k[j];
    if (same) {
      // The engine's own ticks, moved in place.
      for (const t of this.ticks) t.x = indexToX(v, t.index);
      return this.ticks;
    }
    this.tickKey = key;
    this.tickStyle = style;
    const gap = this.options.minTickGap ?? 64;
    const ticks = selectTimeTicks((i) => time[i] ?? 0, this.data.bars.length, v, style.calendar, gap);
    return ticks;
  }

  private drawOverlay(): void {
    const cross = this.cross;
    const frame = this.frame;
    const ctx = this.overlay.getContext('2d');
    if (!ctx) return;
    const pr = this.pixelRatio;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.overlay.width, this.overlay.height);
    this.overlayDrawn = false;
    if (!cross || !frame) return;
    this.overlayDrawn = true;
    const { colors, font, formatPrice, formatTime } = this.options.style;
    const x = indexToX(this.view, cross.index);
    this.cross = { ...cross, x };
    const { layout } = frame;
    const line = { color: colors.crosshair, dash: [4, 3] };
    drawVerticalLine(ctx, pr, { ...line, x, top: 0, bottom: layout.axisTop });
    const i = cross.index;
    this.ensure(i, i);
    const bars = this.data.bars;
    const inData = i >= 0 && i < bars.length;
    const y = cross.y ?? (inData ? frame.price(bars.close[i] as number) : null);
    const labels = [];
    if (y !== null && y >= layout.main.y && y <= layout.main.y + layout.main.height) {
      drawHorizontalLine(ctx, pr, { ...line, y, left: 0, right: layout.gutter });
      const value = frame.priceScale.invert(y);
      labels.push({ x: layout.gutter + 2, y, text: formatPrice(value), box: colors.crosshair });
    }
    if (inData) {
      const text = formatTime(bars.time[i] as number);
      labels.push({ x, y: layout.axisTop + 10, text, box: colors.crosshair, align: 'center' as const });
    }
    drawTexts(ctx, pr, labels, { font, color: colors.background });
  }
}
