import { describe, expect, it } from 'vitest';
import { toLogical } from './coordinate';
import {
  clampTimeView,
  indexToX,
  initialTimeView,
  makeTimeScale,
  panTimeView,
  type TimeView,
  visibleSlice,
  xToIndex,
  zoomTimeView,
} from './timeScale';

const lengths = [0, 1, 2, 7, 100, 10_000, 100_000];
const spacings = [1, 2.5, 6, 13.3, 50];
const widths = [120, 390, 1024];

describe('time scale', () => {
  it('agrees with the d3 scale and round-trips x to index', () => {
    for (const spacing of spacings) {
      for (const width of widths) {
        const view = initialTimeView(1000, width, spacing);
        const scale = makeTimeScale(view);
        for (const i of [990, 995, 999]) {
          expect(indexToX(view, i)).toBeCloseTo(scale(i), 6);
          expect(xToIndex(view, indexToX(view, i))).toBe(i);
        }
      }
    }
  });

  it('slices exactly the bars whose centre slot touches the plot', () => {
    for (const length of lengths) {
      for (const spacing of spacings) {
        for (const width of widths) {
          for (const shift of [0, 0.3, 17.5, length / 2]) {
            const base = initialTimeView(length, width, spacing);
            const view = { ...base, rightIndex: toLogical(base.rightIndex - shift) };
            const slice = visibleSlice(view, length);
            for (let i = 0; i < Math.min(length, 300); i++) {
              const x = indexToX(view, length - 1 - i);
              const touches = x + spacing / 2 > 0 && x - spacing / 2 < width;
              const inSlice = slice !== null && length - 1 - i >= slice.first && length - 1 - i <= slice.last;
              if (touches !== inSlice) expect({ length, spacing, width, shift, i, touches }).toBe(inSlice);
            }
          }
        }
      }
    }
  });
});

describe('pan and zoom', () => {
  const limits = { minBarSpacing: 1, maxBarSpacing: 50, minVisibleBars: 2, maxRightOffset: 10 };

  it('keeps at least the minimum bars visible and spacing in range after any pan or zoom', () => {
    for (const length of lengths.filter((n) => n > 0)) {
      for (const width of widths) {
        let view: TimeView = initialTimeView(length, width);
        for (const [dx, factor] of [
          [1e6, 1],
          [-1e6, 1],
          [37, 1.7],
          [-3, 0.2],
          [0, 100],
          [0, 0.001],
          [-250, 1.1],
        ] as const) {
          view = zoomTimeView(panTimeView(view, dx, length, limits), factor, width / 3, length, limits);
          const slice = visibleSlice(view, length);
          expect(slice).not.toBeNull();
          expect(slice!.last - slice!.first + 1).toBeGreaterThanOrEqual(Math.min(2, length));
          expect(view.barSpacing).toBeGreaterThanOrEqual(1);
          expect(view.barSpacing).toBeLessThanOrEqual(50);
        }
      }
    }
  });

  it('keeps the bar under the zoom anchor in place when not clamped', () => {
    for (const factor of [0.5, 0.9, 1.1, 2]) {
      for (const anchor of [0, 100, 200, 389]) {
        const view = { ...initialTimeView(10_000, 390, 8), rightIndex: toLogical(5000) };
        const before = view.rightIndex - (390 - anchor) / view.barSpacing;
        const zoomed = zoomTimeView(view, factor, anchor, 10_000, limits);
        const after = zoomed.rightIndex - (390 - anchor) / zoomed.barSpacing;
        expect(after).toBeCloseTo(before, 9);
      }
    }
  });

  it.each([
    ['drag right shows older bars', { given: { dx: 60, spacing: 6 }, want: -10 }],
    [
      'drag left shows newer bars (clamped at the right offset)',
      { given: { dx: -600, spacing: 6 }, want: 10 },
    ],
  ])('%s', (_title, { given, want }) => {
    const view = { ...initialTimeView(1000, 390, given.spacing), rightIndex: toLogical(999.5) };
    expect(panTimeView(view, given.dx, 1000, limits).rightIndex - 999.5).toBeCloseTo(want, 9);
  });

  it('clamps a view scrolled past the first bar back so two bars show', () => {
    const view = clampTimeView({ barSpacing: 6, width: 390, rightIndex: toLogical(-50) }, 1000, limits);
    expect(view.rightIndex).toBe(1.5);
  });
});
