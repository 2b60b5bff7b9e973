import { describe, expect, it } from 'vitest';
import { decimal } from './money';
import type { BlockTradeRequest, FollowRequest } from './products';
import { checkFollowLock, followUnlockDate, validateBlockTrade, validateFollow } from './products';

export type Case<G, W> = [title: string, { given: G; want: W }];

const d = decimal;

describe('validateBlockTrade', () => {
  const ok: BlockTradeRequest = {
    open: true,
    lots: '10',
    price: d('100'),
    minimumLots: 10,
    available: d('1000'),
  };
  const cases: Case<Partial<BlockTradeRequest>, string[]>[] = [
    ['ok', { given: {}, want: [] }],
    ['closed', { given: { open: false }, want: ['block.closed'] }],
    ['below minimum buy', { given: { lots: '9' }, want: ['amount.belowMinimum'] }],
    ['lots missing', { given: { lots: '' }, want: ['order.lotsRequired'] }],
    ['quota', { given: { remainingLots: 5 }, want: ['quota.insufficient'] }],
    ['balance', { given: { lots: '11' }, want: ['balance.insufficient'] }],
  ];
  it.each(cases)('%s', (_t, { given, want }) =>
    expect(validateBlockTrade({ ...ok, ...given }).map((i) => i.code)).toEqual(want),
  );
});

describe('validateFollow', () => {
  const ok: FollowRequest = {
    amount: '10000',
    minimum: d('10000'),
    available: d('20000'),
    deadline: new Date('2026-11-30T00:00:00Z'),
    instant: new Date('2026-11-24T00:00:00Z'),
  };
  const cases: Case<Partial<FollowRequest>, string[]>[] = [
    ['at the minimum', { given: {}, want: [] }],
    ['below the minimum', { given: { amount: '9999.99' }, want: ['amount.belowMinimum'] }],
    [
      'past the time limit',
      { given: { instant: new Date('2026-11-30T00:00:01Z') }, want: ['follow.expired'] },
    ],
    ['no time limit', { given: { deadline: null, instant: new Date('2030-01-01T00:00:00Z') }, want: [] }],
    ['negative', { given: { amount: '-5' }, want: ['amount.notPositive'] }],
    ['above balance', { given: { amount: '20000.5' }, want: ['balance.insufficient'] }],
  ];
  it.each(cases)('%s', (_t, { given, want }) =>
    expect(validateFollow({ ...ok, ...given }).map((i) => i.code)).toEqual(want),
  );
});

describe('lock-up', () => {
  const cases: Case<[string, number, string], string | null>[] = [
    ['locked', { given: ['2026-11-24', 7, '2026-11-30'], want: '2026-12-01' }],
    ['unlocks on the date', { given: ['2026-11-24', 7, '2026-12-01'], want: null }],
    ['no lock', { given: ['2026-11-24', 0, '2026-11-24'], want: null }],
  ];
  it.each(cases)('%s', (_t, { given: [b, n, today], want }) => {
    expect(checkFollowLock(b, n, today)?.params?.until ?? null).toBe(want);
  });
  it('crosses the year', () => expect(followUnlockDate('2026-12-25', 10)).toBe('2027-01-04'));
});
