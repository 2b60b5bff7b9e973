import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import { PullToRefresh } from './PullToRefresh';
import type { PullPhase } from './pull';
import { PULL_HEAD, pullDistance, pullPhase } from './pull';

describe('pull', () => {
  it('has a 50 px head', () => {
    expect(PULL_HEAD).toBe(50);
  });
  const distances: [string, { given: number; want: number }][] = [
    ['upward moves do not pull', { given: -30, want: 0 }],
    ['the content follows at half speed', { given: 60, want: 30 }],
    ['capped at twice the head', { given: 1000, want: 100 }],
  ];
  it.each(distances)('%s', (_t, { given, want }) => {
    expect(pullDistance(given)).toBe(want);
  });
  const phases: [string, { given: [number, boolean]; want: PullPhase }][] = [
    ['resting', { given: [0, false], want: 'idle' }],
    ['short of the head', { given: [49, false], want: 'pulling' }],
    ['at the head', { given: [50, false], want: 'ready' }],
    ['refreshing wins', { given: [0, true], want: 'refreshing' }],
  ];
  it.each(phases)('%s', (_t, { given, want }) => {
    expect(pullPhase(...given)).toBe(want);
  });
});

describe('PullToRefresh', () => {
  it('should announce the refreshing label while busy', async () => {
    const screen = await render(
      <TsumikiProvider>
        <PullToRefresh
          refreshing
          onRefresh={async () => {}}
          labels={{ pulling: '引っ張って更新', ready: '離して更新', refreshing: '更新中' }}
        >
          <p>一覧</p>
        </PullToRefresh>
      </TsumikiProvider>,
    );
    await expect.element(screen.getByRole('status')).toHaveTextContent('更新中');
    await expect.element(screen.getByText('一覧')).toBeVisible();
  });
});
