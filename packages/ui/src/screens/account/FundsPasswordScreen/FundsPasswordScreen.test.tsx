import { pinIssue } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { storyLabels } from '../storyLabels';
import { type FundsPasswordPins, FundsPasswordScreen } from './FundsPasswordScreen';

const labels = storyLabels({ locale: 'en' }, 'account');
const validatePin = (pin: string, mustEqual?: string, step?: 'old' | 'next' | 'repeat') =>
  pinIssue(pin, mustEqual, step)?.code;

async function type(digits: string) {
  for (const d of digits) await userEvent.keyboard(d);
}

describe('FundsPasswordScreen', () => {
  it.each([
    [
      'set: new then repeat',
      {
        given: { mode: 'set' as const, pins: ['135790', '135790'] },
        want: { next: '135790', repeat: '135790' },
      },
    ],
    [
      'change: old, new, repeat',
      {
        given: { mode: 'change' as const, pins: ['111111', '246810', '246810'] },
        want: { old: '111111', next: '246810', repeat: '246810' },
      },
    ],
  ] as const)('%s', async (_t, { given, want }) => {
    const sent: FundsPasswordPins[] = [];
    const screen = await render(
      <TsumikiProvider>
        <FundsPasswordScreen
          labels={labels}
          mode={given.mode}
          validatePin={validatePin}
          onSubmit={(p) => void sent.push(p)}
        />
      </TsumikiProvider>,
    );
    for (const pin of given.pins) {
      await userEvent.click(screen.getByRole('button', { name: '1' }));
      await userEvent.keyboard('{Backspace}');
      await type(pin);
    }
    expect(sent).toEqual([want]);
  });

  it('refuses a repeat that differs and starts the step again', async () => {
    const sent: FundsPasswordPins[] = [];
    const screen = await render(
      <TsumikiProvider>
        <FundsPasswordScreen
          labels={labels}
          mode="set"
          validatePin={validatePin}
          onSubmit={(p) => void sent.push(p)}
        />
      </TsumikiProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: '1' }));
    await type('35790');
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await type('46813');
    await expect.element(screen.getByText('fundsPassword.mismatch')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await expect.element(screen.getByText('Step 2 of 2')).toBeInTheDocument();
  });

  it('refuses a run or a repeat as the new PIN, not as the old one', async () => {
    const sent: FundsPasswordPins[] = [];
    const screen = await render(
      <TsumikiProvider>
        <FundsPasswordScreen
          labels={labels}
          mode="change"
          validatePin={validatePin}
          onSubmit={(p) => void sent.push(p)}
        />
      </TsumikiProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: '1' }));
    await type('23456');
    await expect.element(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '6' }));
    await type('54321');
    await expect.element(screen.getByText('fundsPassword.weak')).toBeInTheDocument();
    await expect.element(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
