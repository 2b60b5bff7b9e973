import { describe, expect, it } from 'vitest';
import type { DayTradeRequest } from './dayTrade';
import { validateDayTrade } from './dayTrade';
import { decimal } from './money';

export type Case<G, W> = [title: string, { given: G; want: W }];

const d = decimal;

describe('validateDayTrade', () => {
  const ok: DayTradeRequest = {
    amount: '100000',
    minimum: d('100000'),
    maximum: d('3000000'),
    available: d('200000'),
  };
  const cases: Case<Partial<DayTradeRequest>, string[]>[] = [
    ['valid at the minimum', { given: {}, want: [] }],
    ['missing', { given: { amount: '' }, want: ['amount.required'] }],
    ['not a number', { given: { amount: 'abc' }, want: ['amount.invalid'] }],
    ['zero', { given: { amount: '0' }, want: ['amount.notPositive'] }],
    ['below the minimum', { given: { amount: '99999' }, want: ['amount.belowMinimum'] }],
    ['at the maximum with the balance', { given: { amount: '3000000', available: d('3000000') }, want: [] }],
    [
      'above the maximum and the balance',
      { given: { amount: '4000000' }, want: ['amount.aboveMaximum', 'balance.insufficient'] },
    ],
    ['exactly the balance', { given: { amount: '200000' }, want: [] }],
    ['one yen over the balance', { given: { amount: '200001' }, want: ['balance.insufficient'] }],
  ];
  it.each(cases)('%s', (_t, { given, want }) =>
    expect(validateDayTrade({ ...ok, ...given }).map((i) => i.code)).toEqual(want),
  );

  it('should have no maximum when the programme sets none', () => {
    const { maximum: _none, ...noMaximum } = ok;
    expect(validateDayTrade({ ...noMaximum, amount: '4000000', available: d('5000000') })).toEqual([]);
  });

  it('should pass the limits as params, for the message', () => {
    const [below] = validateDayTrade({ ...ok, amount: '500' });
    expect(below?.params).toEqual({ minimum: d('100000') });
    const [, short] = validateDayTrade({ ...ok, amount: '4000000' });
    expect(short?.params).toEqual({ required: d('4000000'), available: d('200000') });
  });
});
