import { selectBankCards } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { storyCards } from '../storyData';
import { storyLabels } from '../storyLabels';
import { BankCardsScreen } from './BankCardsScreen';

const labels = storyLabels({ locale: 'en' }, 'account');

describe('BankCardsScreen', () => {
  it('masks numbers but the last four and deletes only after confirming', async () => {
    const deleted: string[] = [];
    const screen = await render(
      <TsumikiProvider>
        <BankCardsScreen
          labels={labels}
          cards={selectBankCards(storyCards)}
          onDelete={(id) => void deleted.push(id)}
        />
      </TsumikiProvider>,
    );
    await expect.element(screen.getByText('•••• 5678')).toBeInTheDocument();
    await expect.element(screen.getByText('ending 5678')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete ゆうちょ銀行 ending 0427' }));
    await userEvent.click(screen.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete ゆうちょ銀行 ending 0427' }));
    await userEvent.click(screen.getByRole('alertdialog').getByRole('button', { name: 'Delete' }));
    expect(deleted).toEqual(['9']);
  });

  it.each([
    ['empty', { given: { cards: [] }, want: 'No bank accounts yet' }],
    ['loading', { given: {}, want: 'Loading' }],
    ['failed', { given: { error: 'Network error' }, want: 'Could not be loaded' }],
  ] as const)('%s', async (_t, { given, want }) => {
    const screen = await render(
      <TsumikiProvider>
        <BankCardsScreen labels={labels} onDelete={() => {}} {...given} />
      </TsumikiProvider>,
    );
    await expect.element(screen.getByText(want)).toBeInTheDocument();
  });
});
