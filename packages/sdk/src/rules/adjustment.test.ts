import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AdjustMode, CorporateAction, KLineBar } from './adjustment';
import { adjustBars, adjustmentFactor } from './adjustment';

export type Case<G, W> = [title: string, { given: G; want: W }];

const bar = (date: string, close: number, volume = 100): KLineBar => ({
  date,
  open: close,
  high: close,
  low: close,
  close,
  volume,
});

describe('adjustBars', () => {
  const split: CorporateAction[] = [{ date: '2026-01-06', ratio: 2 }];
  const dividend: CorporateAction[] = [{ date: '2026-01-06', dividend: 1 }];
  const bars = [bar('2026-01-05', 100), bar('2026-01-06', 50), bar('2026-01-07', 52)];
  const divBars = [bar('2026-01-05', 10), bar('2026-01-06', 9.5)];
  const cases: Case<[readonly KLineBar[], CorporateAction[], AdjustMode], [number[], number[]]>[] = [
    [
      'none',
      {
        given: [bars, split, 'none'],
        want: [
          [100, 50, 52],
          [100, 100, 100],
        ],
      },
    ],
    [
      'forward split halves the past, doubles its volume',
      {
        given: [bars, split, 'forward'],
        want: [
          [50, 50, 52],
          [200, 100, 100],
        ],
      },
    ],
    [
      'backward split doubles the present',
      {
        given: [bars, split, 'backward'],
        want: [
          [100, 100, 104],
          [100, 50, 50],
        ],
      },
    ],
    [
      'forward dividend',
      {
        given: [divBars, dividend, 'forward'],
        want: [
          [9, 9.5],
          [100, 100],
        ],
      },
    ],
    [
      'backward dividend',
      {
        given: [divBars, dividend, 'backward'],
        want: [
          [10, 9.5 / 0.9],
          [100, 100],
        ],
      },
    ],
  ];
  it.each(cases)('%s', (_t, { given: [b, a, m], want: [closes, volumes] }) => {
    const out = adjustBars(b, a, m);
    out.forEach((x, i) => {
      expect(x.close).toBeCloseTo(closes[i]!, 9);
      expect(x.volume).toBeCloseTo(volumes[i]!, 9);
    });
  });

  it('uses a given previous close, else the split alone', () => {
    expect(adjustmentFactor({ date: '2026-01-06', dividend: 1, previousClose: 20 }, 10)).toBeCloseTo(
      0.95,
      12,
    );
    expect(adjustmentFactor({ date: '2026-01-06', ratio: 4, dividend: 1 }, undefined)).toBe(0.25);
  });

  it('forward and backward differ by one constant factor; the anchored end stays real', () => {
    const series = fc
      .array(fc.double({ min: 1, max: 1000, noNaN: true }), { minLength: 2, maxLength: 40 })
      .map((closes) =>
        closes.map((c, i) =>
          bar(
            `2026-${String(Math.floor(i / 28) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
            c,
          ),
        ),
      );
    const action = fc.record({
      ratio: fc.constantFrom(0.5, 1, 2, 3),
      dividend: fc.constantFrom(0, 0.1, 0.5),
      at: fc.nat(),
    });
    fc.assert(
      fc.property(series, fc.array(action, { maxLength: 3 }), (bars, raw) => {
        const actions = raw.map((a) => ({
          date: bars[(a.at % (bars.length - 1)) + 1]!.date,
          ratio: a.ratio,
          dividend: a.dividend,
        }));
        const f = adjustBars(bars, actions, 'forward');
        const b = adjustBars(bars, actions, 'backward');
        expect(f[f.length - 1]!.close).toBeCloseTo(bars[bars.length - 1]!.close, 9);
        expect(b[0]!.close).toBeCloseTo(bars[0]!.close, 9);
        const k = b[0]!.close / f[0]!.close;
        for (const [i, x] of b.entries()) expect(x.close / f[i]!.close).toBeCloseTo(k, 6);
      }),
    );
  });
});
