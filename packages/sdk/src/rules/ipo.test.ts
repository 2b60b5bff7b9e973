import { describe, expect, it } from 'vitest';
import type { IpoPhase, IpoSchedule, IpoSubscription } from './ipo';
import {
  ipoAmountPayable,
  ipoPhase,
  ipoTotalPayable,
  validateIpoPayment,
  validateIpoSubscription,
} from './ipo';
import { decimal } from './money';

export type Case<G, W> = [title: string, { given: G; want: W }];

const d = decimal;
const dates: IpoSchedule = {
  subscriptionStart: '2026-11-24T09:00:00+09:00',
  subscriptionDeadline: '2026-11-26T15:00:00+09:00',
  lotteryDate: '2026-11-30',
  listingDate: '2026-12-10',
};

describe('ipoPhase', () => {
  const cases: Case<[string, Partial<IpoSchedule>], IpoPhase>[] = [
    ['a minute before the start', { given: ['2026-11-23T23:59:00Z', {}], want: 'waiting' }],
    ['at the start', { given: ['2026-11-24T00:00:00Z', {}], want: 'subscribing' }],
    ['no start given', { given: ['2026-11-01T00:00:00Z', { subscriptionStart: null }], want: 'subscribing' }],
    ['at the deadline', { given: ['2026-11-26T06:00:00Z', {}], want: 'subscribing' }],
    ['after the deadline', { given: ['2026-11-26T06:00:01Z', {}], want: 'awaitingDraw' }],
    ['draw day in Tokyo (still the 29th in UTC)', { given: ['2026-11-29T15:00:00Z', {}], want: 'ended' }],
    ['listed', { given: ['2026-12-10T01:00:00Z', {}], want: 'listed' }],
    ['listing unknown', { given: ['2027-01-10T01:00:00Z', { listingDate: null }], want: 'ended' }],
  ];
  it.each(cases)('%s', (_t, { given: [iso, over], want }) =>
    expect(ipoPhase({ ...dates, ...over }, 'jpy', new Date(iso))).toBe(want),
  );
});

describe('validateIpoSubscription', () => {
  const ok: IpoSubscription = {
    phase: 'subscribing',
    alreadySubscribed: false,
    quantity: '100',
    minimumQuantity: 100,
  };
  const cases: Case<Partial<IpoSubscription>, string[]>[] = [
    ['ok', { given: {}, want: [] }],
    ['one per stock', { given: { alreadySubscribed: true }, want: ['ipo.alreadySubscribed'] }],
    ['not open', { given: { phase: 'waiting' }, want: ['ipo.notSubscribing'] }],
    ['below minimum', { given: { quantity: '99' }, want: ['amount.belowMinimum'] }],
    ['missing quantity', { given: { quantity: '' }, want: ['order.lotsRequired'] }],
    ['default minimum is one', { given: { quantity: '1', minimumQuantity: undefined }, want: [] }],
  ];
  it.each(cases)('%s', (_t, { given, want }) =>
    expect(validateIpoSubscription({ ...ok, ...given }).map((i) => i.code)).toEqual(want),
  );
});

describe('payment', () => {
  const cases: Case<[string, string], string[]>[] = [
    ['enough', { given: ['1000', '1000'], want: [] }],
    ['short', { given: ['1000.01', '1000'], want: ['balance.insufficient'] }],
    ['nothing won', { given: ['0', '1000'], want: ['ipo.nothingToPay'] }],
  ];
  it.each(cases)('%s', (_t, { given: [p, a], want }) =>
    expect(validateIpoPayment(d(p), d(a)).map((i) => i.code)).toEqual(want),
  );
  it('amount payable = winning quantity × price, summed', () => {
    expect(ipoAmountPayable(300, d('1234.5'))).toBe('370350');
    expect(
      ipoTotalPayable([
        { quantity: d('100'), price: d('0.1') },
        { quantity: d('200'), price: d('0.2') },
      ]),
    ).toBe('50');
  });
});
