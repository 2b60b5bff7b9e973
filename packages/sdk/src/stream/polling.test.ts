import { describe, expect, it } from 'vitest';
import { LIVE_REFRESH_MS, pollingInterval } from './polling';
import type { StreamState } from './quoteStream';

type Case = [string, { given: [number | undefined, boolean, StreamState, boolean]; want: number }];

describe('pollingInterval', () => {
  const cases: Case[] = [
    ['a quote call while its prices stream', { given: [3_000, true, 'live', false], want: LIVE_REFRESH_MS }],
    ...(['connecting', 'reconnecting', 'paused', 'offline', 'polling', 'idle'] as const).map(
      (state): Case => [
        `a quote call while the stream is ${state}`,
        { given: [3_000, true, state, false], want: 3_000 },
      ],
    ),
    ['a polled call the stream does not update', { given: [3_000, false, 'live', false], want: 3_000 }],
    ['a call that does not poll', { given: [undefined, true, 'polling', false], want: 0 }],
    ['anything while frozen', { given: [3_000, true, 'polling', true], want: 0 }],
    ['a slow poll of its own while live', { given: [120_000, true, 'live', false], want: 120_000 }],
  ];
  it.each(cases)('should give %s', (_title, { given, want }) => {
    expect(pollingInterval(...given)).toBe(want);
  });
});
