import { arc, pie } from 'd3-shape';
import { toMediaSpace } from './canvas';

/** One slice of the allocation donut; colour is plain data. */
export interface DonutSlice {
  label: string;
  value: number;
  color: string;
}

export interface DonutRenderData {
  slices: readonly DonutSlice[];
  size: number;
  /** Inner radius as a fraction of the outer; default 0.62. */
  innerRatio?: number;
  /** Gap between slices in radians; default 0.012. */
  padAngle?: number;
  /** Index of a highlighted slice (drawn slightly larger), or null. */
  active: number | null;
  /** Colour of the empty ring when all values are zero. */
  emptyColor: string;
}

/** Slice angles from d3's pie, in input order (no sorting, so colours stay where the caller put them). */
export function donutAngles(slices: readonly DonutSlice[], padAngle = 0.012) {
  return pie<DonutSlice>()
    .sort(null)
    .value((s) => Math.max(0, s.value))
    .padAngle(slices.length > 1 ? padAngle : 0)([...slices]);
}

export function drawDonut(ctx: CanvasRenderingContext2D, pr: number, d: DonutRenderData): void {
  toMediaSpace(ctx, pr);
  ctx.clearRect(0, 0, d.size, d.size);
  const r = d.size / 2;
  const inner = r * (d.innerRatio ?? 0.62);
  ctx.save();
  ctx.translate(r, r);
  const total = d.slices.reduce((s, x) => s + Math.max(0, x.value), 0);
  if (total <= 0) {
    ctx.beginPath();
    arc().context(ctx)({ innerRadius: inner, outerRadius: r - 2, startAngle: 0, endAngle: Math.PI * 2 });
    ctx.fillStyle = d.emptyColor;
    ctx.fill();
    ctx.restore();
    return;
  }
  for (const a of donutAngles(d.slices, d.padAngle)) {
    const grow = a.index === d.active ? 2 : 0;
    ctx.beginPath();
    arc<typeof a>()
      .innerRadius(inner)
      .outerRadius(r - 2 + grow)
      .context(ctx)(a);
    ctx.fillStyle = a.data.color;
    ctx.fill();
  }
  ctx.restore();
}
