import { describe, expect, it } from 'vitest';
import type { FundsWindow } from './windows';
import {
  DEPOSIT_WINDOW,
  expectedDepositArrival,
  expectedWithdrawalArrival,
  isWithinWindow,
  nextWindowOpen,
  WITHDRAWAL_WINDOW,
} from './windows';

export type Case<G, W> = [title: string, { given: G; want: W }];

describe('windows', () => {
  const cases: Case<[FundsWindow, string], [boolean, string]>[] = [
    [
      'withdraw 9:00 Tokyo',
      { given: [WITHDRAWAL_WINDOW, '2026-11-24T00:00:00Z'], want: [true, '2026-11-24T00:00:00.000Z'] },
    ],
    [
      'withdraw 8:59',
      { given: [WITHDRAWAL_WINDOW, '2026-11-23T23:59:00Z'], want: [false, '2026-11-24T00:00:00.000Z'] },
    ],
    [
      'withdraw 15:30:59',
      { given: [WITHDRAWAL_WINDOW, '2026-11-24T06:30:59Z'], want: [true, '2026-11-24T06:30:59.000Z'] },
    ],
    [
      'withdraw 15:31',
      { given: [WITHDRAWAL_WINDOW, '2026-11-24T06:31:00Z'], want: [false, '2026-11-25T00:00:00.000Z'] },
    ],
    [
      'withdraw on a holiday',
      { given: [WITHDRAWAL_WINDOW, '2026-11-23T02:00:00Z'], want: [false, '2026-11-24T00:00:00.000Z'] },
    ],
    [
      'deposit late night',
      { given: [DEPOSIT_WINDOW, '2026-11-24T14:59:00Z'], want: [true, '2026-11-24T14:59:00.000Z'] },
    ],
    [
      'deposit on Saturday',
      { given: [DEPOSIT_WINDOW, '2026-11-21T03:00:00Z'], want: [false, '2026-11-23T15:00:00.000Z'] },
    ],
    [
      'deposit on 31 Dec',
      { given: [DEPOSIT_WINDOW, '2026-12-31T03:00:00Z'], want: [false, '2027-01-03T15:00:00.000Z'] },
    ],
  ];
  it.each(cases)('%s', (_t, { given: [w, iso], want }) => {
    const at = new Date(iso);
    expect([isWithinWindow(w, at), nextWindowOpen(w, at).toISOString()]).toEqual(want);
  });
});

describe('arrival', () => {
  const cases: Case<string, [string, string, string, string]>[] = [
    [
      'Tuesday',
      {
        given: '2026-11-24T01:00:00Z',
        want: [
          '2026-11-24T03:00:00.000Z',
          '2026-11-25T01:00:00.000Z',
          '2026-11-25T15:00:00.000Z',
          '2026-11-25T15:00:00.000Z',
        ],
      },
    ],
    [
      'Friday rolls over the weekend and holiday',
      {
        given: '2026-11-20T01:00:00Z',
        want: [
          '2026-11-20T03:00:00.000Z',
          '2026-11-21T01:00:00.000Z',
          '2026-11-24T15:00:00.000Z',
          '2026-11-24T15:00:00.000Z',
        ],
      },
    ],
  ];
  it.each(cases)('%s', (_t, { given, want }) => {
    const d = expectedDepositArrival(new Date(given));
    const w = expectedWithdrawalArrival(new Date(given));
    expect([d.expected, w.expected, d.latest, w.latest].map((x) => x.toISOString())).toEqual(want);
  });
});
