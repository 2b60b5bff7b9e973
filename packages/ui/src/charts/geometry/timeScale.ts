import { type Coordinate, type LogicalIndex, toLogical } from './coordinate';
import { type LinearScale, linearScale } from './linearScale';

/**
 * What part of the series a pane shows. Bars are placed by position, so closed hours take no space:
 * bar `i` is centred at `width - (rightIndex - i) × barSpacing`.
 */
export interface TimeView {
  /** CSS pixels between bar centres. */
  barSpacing: number;
  /** Logical index at the right edge of the plot. */
  rightIndex: LogicalIndex;
  /** Plot width in CSS pixels. */
  width: number;
}

/** Zoom and pan limits. */
export interface TimeViewLimits {
  /** Smallest bar spacing in CSS pixels; default 1 (so candles never overlap). */
  minBarSpacing?: number;
  /** Largest bar spacing; default 50. */
  maxBarSpacing?: number;
  /** Bars that must stay on screen when panning to either end; default 2. */
  minVisibleBars?: number;
  /** Empty bars allowed right of the last bar; default 10. */
  maxRightOffset?: number;
}

/** The limits a view keeps when the caller gives none (each field documented on {@link TimeViewLimits}). */
const DEFAULT_LIMITS: Required<TimeViewLimits> = {
  minBarSpacing: 1,
  maxBarSpacing: 50,
  minVisibleBars: 2,
  maxRightOffset: 10,
};

/** The view showing the latest bars, the last one `rightOffset` bars from the edge (default 1). */
export function initialTimeView(length: number, width: number, barSpacing = 6, rightOffset = 1): TimeView {
  // Casts rather than toLogical/toCoordinate on a first render's path: one function fewer to compile each.
  return { barSpacing, width, rightIndex: (length - 1 + 0.5 + rightOffset) as LogicalIndex };
}

/** A linear scale (d3's arithmetic and ticks) from logical index to x, for ticks and inverse lookups. */
export function makeTimeScale(view: TimeView): LinearScale {
  const left = view.rightIndex - view.width / view.barSpacing;
  return linearScale([left, view.rightIndex], [0, view.width]);
}

/** Centre of bar `index` (faster than the d3 scale in hot loops; same maths). */
export function indexToX(view: TimeView, index: number): Coordinate {
  return (view.width - (view.rightIndex - index) * view.barSpacing) as Coordinate;
}

/** The bar under x, rounded to the nearest bar (may be outside the data; clamp with the slice). */
export function xToIndex(view: TimeView, x: number): number {
  return Math.round(view.rightIndex - (view.width - x) / view.barSpacing);
}

/** Inclusive index range of bars at least partly visible, or null when none are. */
export function visibleSlice(view: TimeView, length: number): { first: number; last: number } | null {
  const left = view.rightIndex - view.width / view.barSpacing;
  const first = Math.max(0, Math.floor(left - 0.5) + 1);
  const last = Math.min(length - 1, Math.ceil(view.rightIndex + 0.5) - 1);
  return first <= last ? { first, last } : null;
}

/** Keep the view inside its limits: spacing in range, and some bars visible at either end. */
export function clampTimeView(view: TimeView, length: number, limits: TimeViewLimits = {}): TimeView {
  const d = DEFAULT_LIMITS;
  const max = limits.maxBarSpacing ?? d.maxBarSpacing;
  const barSpacing = Math.min(max, Math.max(limits.minBarSpacing ?? d.minBarSpacing, view.barSpacing));
  const lo = Math.min(limits.minVisibleBars ?? d.minVisibleBars, length) - 0.5;
  const hi = length - 0.5 + (limits.maxRightOffset ?? d.maxRightOffset);
  const rightIndex = Math.min(hi, Math.max(lo, view.rightIndex));
  return { ...view, barSpacing, rightIndex: rightIndex as LogicalIndex };
}

/** Pan by `dx` CSS pixels (positive drags the content right, showing older bars). */
export function panTimeView(view: TimeView, dx: number, length: number, limits?: TimeViewLimits): TimeView {
  return clampTimeView(
    { ...view, rightIndex: toLogical(view.rightIndex - dx / view.barSpacing) },
    length,
    limits,
  );
}

/** Zoom by `factor` (>1 widens bars) keeping the bar under `anchorX` in place. */
export function zoomTimeView(
  view: TimeView,
  factor: number,
  anchorX: number,
  length: number,
  limits?: TimeViewLimits,
): TimeView {
  const max = limits?.maxBarSpacing ?? DEFAULT_LIMITS.maxBarSpacing;
  const barSpacing = Math.min(
    max,
    Math.max(limits?.minBarSpacing ?? DEFAULT_LIMITS.minBarSpacing, view.barSpacing * factor),
  );
  const fromRight = view.width - anchorX;
  const anchor = view.rightIndex - fromRight / view.barSpacing;
  const rightIndex = toLogical(anchor + fromRight / barSpacing);
  return clampTimeView({ ...view, barSpacing, rightIndex }, length, limits);
}
