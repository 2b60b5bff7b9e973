import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { storyLabels } from '../storyLabels';
import { BankCardAddScreen, type BankCardFormValues } from './BankCardAddScreen';

const labels = storyLabels({ locale: 'en' }, 'account');
const empty: BankCardFormValues = {
  holderName: '',
  cardNumber: '',
  cardType: '',
  bankName: '',
  branchName: '',
  branchCode: '',
};

describe('BankCardAddScreen', () => {
  it('reports each change, shows inline errors and offers the four card types', async () => {
    const changes: BankCardFormValues[] = [];
    let submitted = 0;
    const screen = await render(
      <TsumikiProvider>
        <BankCardAddScreen
          labels={labels}
          values={empty}
          onChange={(v) => void changes.push(v)}
          errors={{ cardNumber: labels.cardNumberInvalid }}
          onSubmit={() => void submitted++}
        />
      </TsumikiProvider>,
    );
    await userEvent.fill(screen.getByRole('textbox', { name: 'Account holder' }), 'T');
    expect(changes.at(-1)).toEqual({ ...empty, holderName: 'T' });
    await expect
      .element(screen.getByRole('textbox', { name: 'Account number' }))
      .toHaveAttribute('aria-invalid', 'true');
    for (const type of ['Ordinary', 'Current', 'Savings', 'Debit card']) {
      await expect.element(screen.getByRole('option', { name: type })).toBeInTheDocument();
    }
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Account type' }), 'Savings');
    expect(changes.at(-1)).toEqual({ ...empty, cardType: 'savings' });
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(submitted).toBe(1);
  });

  it('leads to verification first when the customer is not verified', async () => {
    const screen = await render(
      <TsumikiProvider>
        <BankCardAddScreen
          labels={labels}
          values={empty}
          onChange={() => {}}
          onSubmit={() => {}}
          needsVerification
        />
      </TsumikiProvider>,
    );
    await expect
      .element(screen.getByRole('link', { name: 'Identity verification' }))
      .toHaveAttribute('href', '/mine/verified');
    await expect.element(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
  });
});
