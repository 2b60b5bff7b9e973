import { describe, expect, it } from 'vitest';
import { decimal } from './money';
import type { OrderContext, OrderDraft } from './orders';
import { canSubmitOrder, parseLots, validateOrder } from './orders';

export type Case<G, W> = [title: string, { given: G; want: W }];

const d = decimal;
const OPEN = new Date('2026-11-24T01:00:00Z'); // Tokyo 10:00 on a Tuesday
const CLOSED = new Date('2026-11-23T01:00:00Z'); // Tokyo holiday

const draft: OrderDraft = {
  market: 'jpy',
  side: 'long',
  kind: 'limit',
  lots: '100',
  price: '1000',
  leverage: 10,
};
const context: OrderContext = {
  instant: OPEN,
  quote: d('1000'),
  available: d('20000'),
  limits: { lower: d('700'), upper: d('1300') },
};

describe('validateOrder', () => {
  const cases: Case<[Partial<OrderDraft>, Partial<OrderContext>], string[]>[] = [
    ['a valid limit order', { given: [{}, {}], want: [] }],
    ['lots missing', { given: [{ lots: ' ' }, {}], want: ['order.lotsRequired'] }],
    ['fractional lots', { given: [{ lots: '1.5' }, {}], want: ['order.lotsInvalid'] }],
    ['zero lots', { given: [{ lots: '0' }, {}], want: ['order.lotsInvalid'] }],
    ['limit price missing', { given: [{ price: '' }, {}], want: ['order.priceRequired'] }],
    ['limit price garbage', { given: [{ price: 'abc' }, {}], want: ['order.priceInvalid'] }],
    ['limit price zero', { given: [{ price: '0' }, {}], want: ['order.priceInvalid'] }],
    ['beyond the daily limit', { given: [{ price: '1301' }, {}], want: ['order.beyondDailyLimit'] }],
    ['market order uses the quote', { given: [{ kind: 'market', price: 'ignored' }, {}], want: [] }],
    [
      'market order without a quote',
      { given: [{ kind: 'market' }, { quote: null }], want: ['quote.unavailable'] },
    ],
    ['leverage not offered', { given: [{ leverage: 3 }, {}], want: ['order.leverageInvalid'] }],
    [
      'custom leverage list',
      { given: [{ leverage: 3 }, { leverages: [1, 3] }], want: ['balance.insufficient'] },
    ],
    ['market closed', { given: [{}, { instant: CLOSED }], want: ['market.closed'] }],
    [
      'Shanghai in a year without its holiday table is refused, not sent on a possible holiday',
      // Monday 4 Jan 2027, 10:00 in Shanghai: a weekday, so a session by weekdays alone.
      {
        given: [{ market: 'cny' }, { instant: new Date('2027-01-04T02:00:00Z') }],
        want: ['calendar.unknownYear'],
      },
    ],
    [
      'Shanghai in a year with its table',
      { given: [{ market: 'cny' }, { instant: new Date('2026-11-24T02:00:00Z') }], want: [] },
    ],
    ['balance short', { given: [{}, { available: d('10099.99') }], want: ['balance.insufficient'] }],
    ['balance exactly enough', { given: [{}, { available: d('10100') }], want: [] }],
    [
      'everything wrong at once',
      {
        given: [{ lots: '', price: '', leverage: 4 }, { instant: CLOSED }],
        want: ['order.lotsRequired', 'order.priceRequired', 'order.leverageInvalid', 'market.closed'],
      },
    ],
  ];
  it.each(cases)('%s', (_t, { given: [dr, ctx], want }) => {
    const check = validateOrder({ ...draft, ...dr }, { ...context, ...ctx });
    expect(check.issues.map((i) => i.code)).toEqual(want);
    expect(canSubmitOrder(check)).toBe(want.length === 0);
  });

  it('prices the ticket and names the shortfall', () => {
    const check = validateOrder(draft, { ...context, available: d('100') });
    expect(check.quote).toEqual({ notional: '100000', margin: '10000', fee: '100', total: '10100' });
    expect(check.issues).toEqual([
      { code: 'balance.insufficient', params: { required: '10100', available: '100' } },
    ]);
  });
});

describe('validateOrder: where the order fills', () => {
  type Want = { fillsNow: boolean; total: string | null; issues: string[] };
  const cases: Case<[Partial<OrderDraft>, Partial<OrderContext>], Want>[] = [
    [
      'a resting long limit, priced at its limit',
      { given: [{ price: '990' }, {}], want: { fillsNow: false, total: '9999', issues: [] } },
    ],
    [
      'a long limit at the market fills now',
      { given: [{ price: '1000' }, {}], want: { fillsNow: true, total: '10100', issues: [] } },
    ],
    [
      'a long limit above the market fills now at the lower quote',
      {
        given: [{ price: '1020' }, { available: d('10100') }],
        want: { fillsNow: true, total: '10100', issues: [] },
      },
    ],
    [
      'a resting short limit above the market',
      {
        given: [{ side: 'short', price: '1050' }, {}],
        want: { fillsNow: false, total: '10605', issues: [] },
      },
    ],
    [
      'a short limit below the market fills now at the higher quote, and its margin must fit there',
      {
        given: [{ side: 'short', price: '950' }, { available: d('9595') }],
        want: { fillsNow: true, total: '10100', issues: ['balance.insufficient'] },
      },
    ],
    [
      'a market order',
      { given: [{ kind: 'market' }, {}], want: { fillsNow: true, total: '10100', issues: [] } },
    ],
    [
      'no quote: nothing fills now',
      { given: [{}, { quote: null }], want: { fillsNow: false, total: '10100', issues: [] } },
    ],
  ];
  it.each(cases)('%s', (_t, { given: [dr, ctx], want }) => {
    const check = validateOrder({ ...draft, ...dr }, { ...context, ...ctx });
    expect({
      fillsNow: check.fillsNow,
      total: check.quote?.total ?? null,
      issues: check.issues.map((i) => i.code),
    }).toEqual(want);
  });
});

describe('parseLots', () => {
  const cases: Case<string, number | string>[] = [
    ['plain', { given: '12', want: 12 }],
    ['spaces', { given: ' 7 ', want: 7 }],
    ['negative', { given: '-1', want: 'order.lotsInvalid' }],
    ['too many', { given: '1000000001', want: 'order.lotsInvalid' }],
  ];
  it.each(cases)('%s', (_t, { given, want }) => {
    const r = parseLots(given);
    expect(r.ok ? r.value : r.issue.code).toBe(want);
  });
});
