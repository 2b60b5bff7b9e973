import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import { StatusBadge } from './StatusBadge';
import type { StatusState, Tone } from './statusTones';
import { statusStates, statusTones, tones } from './statusTones';

describe('statusTones', () => {
  it('gives every state of spec section 4 a known tone', () => {
    expect(Object.keys(statusTones).sort()).toEqual([...statusStates].sort());
    for (const tone of Object.values(statusTones)) expect(tones).toContain(tone);
  });
});

describe('StatusBadge', () => {
  const cases: [string, { given: { state?: StatusState; tone?: Tone }; want: Tone }][] = [
    ['verified is success', { given: { state: 'verification.verified' }, want: 'success' }],
    ['rejected is danger', { given: { state: 'application.rejected' }, want: 'danger' }],
    ['pending review is warning', { given: { state: 'application.pending' }, want: 'warning' }],
    ['an explicit tone wins', { given: { state: 'application.pending', tone: 'info' }, want: 'info' }],
    ['no state is neutral', { given: {}, want: 'neutral' }],
  ];
  it.each(cases)('%s', async (_t, { given, want }) => {
    const screen = await render(
      <TsumikiProvider>
        <StatusBadge {...given} label="状態" />
      </TsumikiProvider>,
    );
    await expect.element(screen.getByText('状態')).toHaveAttribute('data-tone', want);
  });
});
