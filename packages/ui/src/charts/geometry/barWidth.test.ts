import { describe, expect, it } from 'vitest';
import { barLeft, candleBodyWidth, wickWidth } from './barWidth';
import { indexToX, initialTimeView } from './timeScale';

const pixelRatios = [1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 3, 3.5, 4];
const spacings: number[] = [];
for (let s = 1; s <= 50; s += 0.37) spacings.push(Math.round(s * 100) / 100);

describe('candleBodyWidth', () => {
  it('never lets neighbouring candles overlap, over pixelRatio × barSpacing × sub-pixel offsets', () => {
    const failures: string[] = [];
    for (const pr of pixelRatios) {
      for (const spacing of spacings) {
        const w = candleBodyWidth(spacing, pr);
        if (w < 1 || w % 2 === 0) failures.push(`width ${w} at ${pr}×${spacing}`);
        for (const offset of [0, 0.13, 0.5, 0.77]) {
          const view = {
            ...initialTimeView(40, 390, spacing),
            rightIndex: initialTimeView(40, 390).rightIndex,
          };
          const shifted = { ...view, rightIndex: (view.rightIndex + offset) as typeof view.rightIndex };
          let prevRight = Number.NEGATIVE_INFINITY;
          for (let i = 0; i < 40; i++) {
            const left = barLeft(indexToX(shifted, i), pr, w);
            if (left <= prevRight) failures.push(`overlap at ${pr}×${spacing}+${offset}, bar ${i}`);
            prevRight = left + w - 1;
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('leaves at least one bitmap pixel between candles whenever a bar slot is 3 pixels or wider', () => {
    for (const pr of pixelRatios) {
      for (const spacing of spacings) {
        const slot = Math.floor(spacing * pr);
        if (slot >= 3) expect(candleBodyWidth(spacing, pr)).toBeLessThanOrEqual(slot - 1);
      }
    }
  });

  it('grows with bar spacing', () => {
    for (const pr of pixelRatios) {
      let prev = 0;
      for (const spacing of spacings) {
        const w = candleBodyWidth(spacing, pr);
        expect(w).toBeGreaterThanOrEqual(prev - 1);
        prev = w;
      }
    }
  });

  it.each([
    ['1px slots draw 1px bars', { given: [1, 1], want: 1 }],
    ['6px at 1x', { given: [6, 1], want: 3 }],
    ['6px at 3x', { given: [6, 3], want: 13 }],
    ['2px at 2x leaves a gap', { given: [2, 2], want: 3 }],
    ['20px at 2x', { given: [20, 2], want: 29 }],
  ] as const)('%s', (_title, { given, want }) => {
    expect(candleBodyWidth(given[0], given[1])).toBe(want);
  });
});

describe('wickWidth', () => {
  it('is at least 1 and never wider than the body', () => {
    for (const pr of pixelRatios) {
      for (const spacing of spacings) {
        const body = candleBodyWidth(spacing, pr);
        const wick = wickWidth(pr, body);
        expect(wick).toBeGreaterThanOrEqual(1);
        expect(wick).toBeLessThanOrEqual(body);
      }
    }
  });
});
