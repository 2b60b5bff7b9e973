import type { ZonedCalendar } from '../geometry/calendar';
import { type Coordinate, toCoordinate } from '../geometry/coordinate';
import { extendRange, makePriceScale } from '../geometry/priceScale';
import { type SessionLayout, sessionX } from '../geometry/sessionLayout';
import type { TimeSharePoint } from '../types';

/** Pixel frame of a time-share chart: the whole trading day is laid out up front, however far it has got. */
export interface TimeShareFrame {
  width: number;
  priceTop: number;
  priceBottom: number;
  volumeTop: number;
  volumeBottom: number;
  /** x of each point (null outside the sessions, e.g. an auction print). */
  xs: (Coordinate | null)[];
  price: (v: number) => Coordinate;
  volume: (v: number) => Coordinate;
  /** Largest distance from the previous close, so the range is symmetric about it. */
  span: number;
}

/** The price pane takes 72% of the height, volume the rest below a 16px time axis strip. */
export function timeShareFrame(
  points: readonly TimeSharePoint[],
  prevClose: number,
  layout: SessionLayout,
  calendar: ZonedCalendar,
  width: number,
  height: number,
): TimeShareFrame {
  const priceBottom = Math.round(height * 0.72);
  const volumeTop = priceBottom + 16;
  let range = extendRange(
    null,
    points.map((p) => p.price).concat(points.map((p) => p.average)),
    0,
    points.length * 2,
  );
  range = range ?? { min: prevClose, max: prevClose };
  const span = Math.max(Math.abs(range.max - prevClose), Math.abs(range.min - prevClose), prevClose * 0.002);
  const scale = makePriceScale({ min: prevClose - span, max: prevClose + span }, 0, priceBottom, 0.04);
  let vmax = 1;
  for (const p of points) vmax = Math.max(vmax, p.volume);
  return {
    width,
    priceTop: 0,
    priceBottom,
    volumeTop,
    volumeBottom: height,
    xs: points.map((p) => sessionX(layout, calendar(p.time).minuteOfDay, width)),
    price: (v) => toCoordinate(scale(v)),
    volume: (v) => toCoordinate(height - (v / vmax) * (height - volumeTop)),
    span,
  };
}
