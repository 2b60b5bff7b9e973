// The chart engine's linear scale: what it uses of d3-scale's `scaleLinear` (map, invert, domain, range, ticks)
// with the same arithmetic and d3-array's tick steps, so every y and tick is the same to the last bit. d3-scale's
// linear scale brings d3-interpolate, d3-color and d3-format (about 7 kB gzip on the stock page) for colour
// interpolation and tick formats the engine never uses.

/** A linear map from a domain onto a range, as much of a d3 linear scale as the charts use. */
export interface LinearScale {
  (value: number): number;
  /** The domain, as given. */
  domain(): [number, number];
  /** The range, as given. */
  range(): [number, number];
  /** The domain value at `value` of the range. */
  invert(value: number): number;
  /** About `count` (default 10) round values inside the domain, in its order. */
  ticks(count?: number): number[];
}

/** `from` normalised into [0, 1] onto `to` (d3's normalize and interpolateNumber; a flat `from` maps mid-way). */
function bimap(from: [number, number], to: [number, number]): (v: number) => number {
  let [a0, a1] = from;
  let [b0, b1] = to;
  if (a1 < a0) [a0, a1, b0, b1] = [a1, a0, b1, b0];
  const span = a1 - a0;
  if (!span) {
    const mid = Number.isNaN(span) ? Number.NaN : 0.5;
    return () => b0 * (1 - mid) + b1 * mid;
  }
  return (v) => {
    const t = (v - a0) / span;
    return b0 * (1 - t) + b1 * t;
  };
}

const E10 = Math.sqrt(50);
const E5 = Math.sqrt(10);
const E2 = Math.sqrt(2);

/** d3-array's tickSpec: the first and last tick as multiples of the step, and the step (negative: 1/step). */
function tickSpec(start: number, stop: number, count: number): [number, number, number] {
  const step = (stop - start) / Math.max(0, count);
  const power = Math.floor(Math.log10(step));
  const error = step / 10 ** power;
  const factor = error >= E10 ? 10 : error >= E5 ? 5 : error >= E2 ? 2 : 1;
  let i1: number;
  let i2: number;
  let inc: number;
  if (power < 0) {
    inc = 10 ** -power / factor;
    i1 = Math.round(start * inc);
    i2 = Math.round(stop * inc);
    if (i1 / inc < start) ++i1;
    if (i2 / inc > stop) --i2;
    inc = -inc;
  } else {
    inc = 10 ** power * factor;
    i1 = Math.round(start / inc);
    i2 = Math.round(stop / inc);
    if (i1 * inc < start) ++i1;
    if (i2 * inc > stop) --i2;
  }
  if (i2 < i1 && 0.5 <= count && count < 2) return tickSpec(start, stop, count * 2);
  return [i1, i2, inc];
}

/** d3-array's `ticks(start, stop, count)`. */
export function ticks(start: number, stop: number, count: number): number[] {
  if (!(count > 0)) return [];
  if (start === stop) return [start];
  const reverse = stop < start;
  const [i1, i2, inc] = reverse ? tickSpec(stop, start, count) : tickSpec(start, stop, count);
  if (!(i2 >= i1)) return [];
  const n = i2 - i1 + 1;
  const out = new Array<number>(n);
  for (let i = 0; i < n; ++i) {
    const k = reverse ? i2 - i : i1 + i;
    out[i] = inc < 0 ? k / -inc : k * inc;
  }
  return out;
}

/** A linear scale from `domain` onto `range` (no clamping, like d3's default). */
export function linearScale(domain: [number, number], range: [number, number]): LinearScale {
  const d: [number, number] = [+domain[0], +domain[1]];
  const r: [number, number] = [+range[0], +range[1]];
  const map = bimap(d, r);
  const back = bimap(r, d);
  const scale = ((value: number) => map(+value)) as LinearScale;
  scale.domain = () => [d[0], d[1]];
  scale.range = () => [r[0], r[1]];
  scale.invert = (value) => back(+value);
  scale.ticks = (count = 10) => ticks(d[0], d[1], count);
  return scale;
}
