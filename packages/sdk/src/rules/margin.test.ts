import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeeRule } from './fees';
import { DEFAULT_FEE_SCHEDULE } from './fees';
import type { MarginLevels, MarginPosition, MarginStatus } from './margin';
import {
  atOrBelowLevel,
  bookAtRisk,
  bookEquity,
  bookRequirement,
  DEFAULT_MARGIN_SCHEDULE,
  marginLevel,
  marginScheduleFromItems,
  marginStatus,
  positionEquity,
} from './margin';
import type { Decimal } from './money';
import { add, decimal, div, gt, lt, mul, round, sub } from './money';
import type { PriceDistance, TriggerPrice } from './stopOut';
import { marginCallPrice, priceDistance, stopOutPrice, triggerPrice } from './stopOut';

export type Case<G, W> = [title: string, { given: G; want: W }];

const d = decimal;
const FEE = DEFAULT_FEE_SCHEDULE.jpy; // 0.1 %, no minimum
const MIN_FEE: FeeRule = { rate: d('0.001'), minimum: d('100') };
const LEVELS = DEFAULT_MARGIN_SCHEDULE.jpy; // 70 / 50

/** A position in the order's own terms: margin = initial margin of price × quantity at the leverage. */
function pos(side: 'long' | 'short', buy: string, qty: number, leverage: number, code = 'A'): MarginPosition {
  const n = mul(d(buy), d(String(qty)));
  return {
    code,
    side,
    buyPrice: d(buy),
    quantity: d(String(qty)),
    leverage,
    margin: round(div(n, d(String(leverage))), 2, 'up'),
  };
}
const prices =
  (map: Record<string, string>) =>
  (code: string): Decimal =>
    d(map[code] ?? '0');

describe('positionEquity', () => {
  const cases: Case<[MarginPosition, string, FeeRule], string>[] = [
    [
      'long at cost: margin minus the closing fee',
      { given: [pos('long', '1000', 100, 10), '1000', FEE], want: '9900' },
    ],
    ['long down 3 %', { given: [pos('long', '1000', 100, 10), '970', FEE], want: '6903' }],
    ['short down 3 % gains', { given: [pos('short', '1000', 100, 10), '970', FEE], want: '12903' }],
    [
      'short up 15 %: beyond the margin',
      { given: [pos('short', '1000', 100, 10), '1150', FEE], want: '-5115' },
    ],
    ['fee half-up to the cent', { given: [pos('long', '3.01', 7, 1), '3.03', FEE], want: '21.19' }],
    ['minimum fee', { given: [pos('long', '1000', 10, 10), '990', MIN_FEE], want: '800' }],
  ];
  it.each(cases)('%s', (_t, { given: [p, price, fee], want }) =>
    expect(positionEquity(p, d(price), fee)).toBe(want),
  );
});

describe('book figures', () => {
  const hedge = [pos('long', '1000', 100, 10), pos('short', '1000', 100, 10)];
  it('a hedge keeps its equity whatever the price, less the fees', () => {
    for (const price of ['500', '1000', '1150', '3000']) {
      const fees = mul(d('0.2'), d(price));
      expect(bookEquity(hedge, () => d(price), FEE)).toBe(sub(d('20000'), fees));
    }
    expect(bookRequirement(hedge)).toBe('20000');
  });
  const levels: Case<[string, string], Decimal | null>[] = [
    ['whole', { given: ['9900', '10000'], want: d('99') }],
    ['rounds down', { given: ['6999.99', '10000'], want: d('69.99') }],
    ['negative equity', { given: ['-5115', '10000'], want: d('-51.15') }],
    ['no requirement', { given: ['0', '0'], want: null }],
  ];
  it.each(levels)('marginLevel %s', (_t, { given: [e, r], want }) =>
    expect(marginLevel(d(e), d(r))).toBe(want),
  );
  it('atOrBelowLevel compares exactly, the boundary included', () => {
    expect(atOrBelowLevel(d('5000'), d('10000'), d('50'))).toBe(true);
    expect(atOrBelowLevel(d('5000.01'), d('10000'), d('50'))).toBe(false);
    expect(atOrBelowLevel(d('6999.999'), d('10000'), d('70'))).toBe(true);
  });
  const risk: Case<MarginPosition[], boolean>[] = [
    ['unleveraged long', { given: [pos('long', '1000', 10, 1)], want: false }],
    ['leveraged long', { given: [pos('long', '1000', 10, 2)], want: true }],
    ['unleveraged short', { given: [pos('short', '1000', 10, 1)], want: true }],
    ['empty book', { given: [], want: false }],
  ];
  it.each(risk)('bookAtRisk: %s', (_t, { given, want }) => expect(bookAtRisk(given)).toBe(want));
  const status: Case<[MarginPosition[], string], MarginStatus>[] = [
    ['safe at cost', { given: [[pos('long', '1000', 100, 10)], '1000'], want: 'safe' }],
    ['margin call at 970.97', { given: [[pos('long', '1000', 100, 10)], '970.97'], want: 'marginCall' }],
    ['safe a cent above', { given: [[pos('long', '1000', 100, 10)], '970.98'], want: 'safe' }],
    ['stop-out at 950.95', { given: [[pos('long', '1000', 100, 10)], '950.95'], want: 'stopOut' }],
    ['unleveraged long at a 90 % loss', { given: [[pos('long', '1000', 100, 1)], '100'], want: 'none' }],
    ['hedge after a 15 % move', { given: [hedge, '1150'], want: 'safe' }],
  ];
  it.each(status)('marginStatus: %s', (_t, { given: [book, price], want }) =>
    expect(marginStatus(book, () => d(price), FEE, LEVELS)).toBe(want),
  );
});

describe('triggerPrice', () => {
  type Given = [MarginPosition[], string, Record<string, string>, FeeRule, 'stopOut' | 'marginCall'];
  const cases: Case<Given, TriggerPrice | null>[] = [
    [
      'long 10x stop-out',
      {
        given: [[pos('long', '1000', 100, 10)], 'A', { A: '1000' }, FEE, 'stopOut'],
        want: { price: d('950.95'), direction: 'down', reached: false },
      },
    ],
    [
      'long 10x margin call',
      {
        given: [[pos('long', '1000', 100, 10)], 'A', { A: '1000' }, FEE, 'marginCall'],
        want: { price: d('970.97'), direction: 'down', reached: false },
      },
    ],
    [
      'short 10x stop-out is above',
      {
        given: [[pos('short', '1000', 100, 10)], 'A', { A: '1000' }, FEE, 'stopOut'],
        want: { price: d('1048.96'), direction: 'up', reached: false },
      },
    ],
    [
      'minimum fee',
      {
        given: [[pos('long', '1000', 10, 10)], 'A', { A: '1000' }, MIN_FEE, 'stopOut'],
        want: { price: d('960'), direction: 'down', reached: false },
      },
    ],
    [
      'another stock in the book lends its equity',
      {
        given: [
          [pos('long', '1000', 100, 10), pos('long', '500', 10, 5, 'B')],
          'A',
          { A: '1000', B: '520' },
          FEE,
          'stopOut',
        ],
        want: { price: d('943.99'), direction: 'down', reached: false },
      },
    ],
    [
      'a hedge is only reached where the fees eat half its margin',
      {
        given: [
          [pos('long', '1000', 100, 10), pos('short', '1000', 100, 10)],
          'A',
          { A: '1000' },
          FEE,
          'stopOut',
        ],
        want: { price: d('49999.95'), direction: 'up', reached: false },
      },
    ],
    [
      'already below: the current price',
      {
        given: [[pos('long', '1000', 100, 10)], 'A', { A: '940' }, FEE, 'stopOut'],
        want: { price: d('940'), direction: 'down', reached: true },
      },
    ],
    [
      'a stock not in the book',
      { given: [[pos('long', '1000', 100, 10)], 'B', { A: '1000' }, FEE, 'stopOut'], want: null },
    ],
  ];
  it.each(cases)('%s', (_t, { given: [book, code, map, fee, which], want }) =>
    expect(triggerPrice(book, code, LEVELS[which], prices(map), fee)).toEqual(want),
  );

  it('stopOutPrice and marginCallPrice leave a book of unleveraged longs alone', () => {
    const book = [pos('long', '1000', 100, 1)];
    expect(stopOutPrice(book, 'A', LEVELS, () => d('1000'), FEE)).toBeNull();
    expect(marginCallPrice(book, 'A', LEVELS, () => d('1000'), FEE)).toBeNull();
    expect(triggerPrice(book, 'A', LEVELS.stopOut, () => d('1000'), FEE)?.direction).toBe('down');
  });

  it('is exact on the cent grid: reached at the price, not one cent nearer the current price', () => {
    const side = fc.constantFrom<'long' | 'short'>('long', 'short');
    const cents = fc.integer({ min: 100, max: 1_000_000 }).map((c) => (c / 100).toFixed(2));
    const position = fc.record({
      side,
      buy: cents,
      qty: fc.integer({ min: 1, max: 2000 }),
      leverage: fc.constantFrom(1, 2, 5, 10),
      code: fc.constantFrom('A', 'B'),
    });
    const fee = fc.constantFrom<FeeRule>(FEE, MIN_FEE, {
      rate: d('0.002'),
      minimum: d('5'),
      maximum: d('300'),
    });
    fc.assert(
      fc.property(fc.array(position, { minLength: 1, maxLength: 4 }), cents, cents, fee, (ps, a, b, rule) => {
        const book = ps.map((p) => pos(p.side, p.buy, p.qty, p.leverage, p.code));
        const priceOf = prices({ A: a, B: b });
        const requirement = bookRequirement(book);
        for (const which of ['stopOut', 'marginCall'] as const) {
          const level = LEVELS[which];
          const t = triggerPrice(book, 'A', level, priceOf, rule);
          if (!book.some((p) => p.code === 'A')) expect(t).toBeNull();
          if (!t || t.reached) continue;
          const at = (p: Decimal) => bookEquity(book, (c) => (c === 'A' ? p : priceOf(c)), rule);
          expect(atOrBelowLevel(at(t.price), requirement, level)).toBe(true);
          const nearer = t.direction === 'down' ? add(t.price, d('0.01')) : sub(t.price, d('0.01'));
          const stillBeyond = t.direction === 'down' ? lt(nearer, d(a)) : gt(nearer, d(a));
          if (stillBeyond) expect(atOrBelowLevel(at(nearer), requirement, level)).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('priceDistance', () => {
  const cases: Case<[string, string], PriceDistance>[] = [
    ['down', { given: ['1000', '950.95'], want: { amount: d('49.05'), percent: d('4.91') } }],
    ['up', { given: ['1000', '1048.96'], want: { amount: d('48.96'), percent: d('4.9') } }],
    ['at it', { given: ['940', '940'], want: { amount: d('0'), percent: d('0') } }],
    ['no price', { given: ['0', '10'], want: { amount: d('10'), percent: d('0') } }],
  ];
  it.each(cases)('%s', (_t, { given: [now, target], want }) =>
    expect(priceDistance(d(now), d(target))).toEqual(want),
  );
});

describe('marginScheduleFromItems', () => {
  const item = (name: string, value: string) => ({ name, value });
  const cases: Case<{ name: string; value: string }[], MarginLevels>[] = [
    ['defaults without items', { given: [], want: LEVELS }],
    [
      'a market of its own',
      {
        given: [item('marginCallLevel.usd', '80'), item('stopOutLevel.usd', '60')],
        want: { marginCall: d('80'), stopOut: d('60') },
      },
    ],
    [
      'stop-out not below the margin call keeps the default pair',
      { given: [item('stopOutLevel.usd', '75')], want: LEVELS },
    ],
    ['zero is unreadable', { given: [item('stopOutLevel.usd', '0')], want: LEVELS }],
    ['above 100 is unreadable', { given: [item('marginCallLevel.usd', '120')], want: LEVELS }],
    ['text is unreadable', { given: [item('marginCallLevel.usd', 'high')], want: LEVELS }],
  ];
  it.each(cases)('%s', (_t, { given, want }) => {
    const schedule = marginScheduleFromItems(given);
    expect(schedule.usd).toEqual(want);
    expect(schedule.jpy).toEqual(LEVELS);
  });
});
