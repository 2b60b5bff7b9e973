import { describe, expect, it } from 'vitest';
import { makeSessionLayout, marketSessions, sessionMarks, sessionX, tradingMinute } from './sessionLayout';

describe('session layout', () => {
  it.each([
    ['Tokyo has 330 trading minutes', { given: marketSessions.tse, want: 330 }],
    ['Shanghai has 240', { given: marketSessions.cn, want: 240 }],
    ['New York has 390', { given: marketSessions.us, want: 390 }],
  ])('%s', (_title, { given, want }) => {
    expect(makeSessionLayout(given).total).toBe(want);
  });

  it('is monotonic across the whole day and spans exactly the plot width', () => {
    for (const sessions of Object.values(marketSessions)) {
      const layout = makeSessionLayout(sessions);
      for (const width of [100, 390, 777.5]) {
        let prev = Number.NEGATIVE_INFINITY;
        for (let m = 0; m < 1440; m++) {
          const x = sessionX(layout, m, width);
          if (x === null) continue;
          expect(x).toBeGreaterThanOrEqual(prev);
          prev = x;
        }
        expect(sessionX(layout, sessions[0]![0], width)).toBe(0);
        expect(sessionX(layout, sessions[sessions.length - 1]![1], width)).toBeCloseTo(width, 9);
      }
    }
  });

  it.each([
    ['the lunch break takes no width in Tokyo', { given: [690, 750], want: true }],
    ['the lunch break takes no width in Shanghai', { given: [690, 780], want: true }],
  ])('%s', (_title, { given, want }) => {
    const layout = makeSessionLayout(given[1] === 750 ? marketSessions.tse : marketSessions.cn);
    expect(sessionX(layout, given[0]!, 390) === sessionX(layout, given[1]!, 390)).toBe(want);
    expect(tradingMinute(layout, given[0]! + 10)).toBeNull();
  });

  it('puts the break minutes on one shared mark', () => {
    const marks = sessionMarks(makeSessionLayout(marketSessions.cn), 240);
    expect(marks.map((m) => [m.x, m.minutes])).toEqual([
      [0, [570]],
      [120, [690, 780]],
      [240, [900]],
    ]);
  });
});
