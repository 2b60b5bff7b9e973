import { describe, expect, it } from 'vitest';
import type { IpoDates, IpoPhase, IpoSubscription } from './ipo';
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
const dates: IpoDates = {
  subscribeFrom: '2026-11-24',
  subscribeUntil: '2026-11-26',
  drawOn: '2026-11-30',
  listingOn: '2026-12-10',
};

describe('ipoPhase', () => {
  const cases: Case<[string, Partial<IpoDates>], IpoPhase>[] = [
    ['before the window (JST is already the 23rd)', { given: ['2026-11-23T14:59:00Z', {}], want: 'waiting' }],
    ['first day (JST midnight)', { given: ['2026-11-23T15:00:00Z', {}], want: 'subscribing' }],
    ['deadline day evening', { given: ['2026-11-26T14:00:00Z', {}], want: 'subscribing' }],
    ['after the deadline', { given: ['2026-11-27T01:00:00Z', {}], want: 'awaitingDraw' }],
    ['draw day', { given: ['2026-11-30T01:00:00Z', {}], want: 'ended' }],
    ['listed', { given: ['2026-12-10T01:00:00Z', {}], want: 'listed' }],
    ['listing unknown', { given: ['2027-01-10T01:00:00Z', { listingOn: null }], want: 'ended' }],
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
    ['below minimum', { given: { quantity: '99' }, want: ['ipo.belowMinimumQuantity'] }],
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
