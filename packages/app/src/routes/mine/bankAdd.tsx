import { type BankCardField, validateBankCardForm } from '@tsumiki/sdk';
import { fillLabel } from '@tsumiki/sdk/labels';
import { useEndpoint, useMutation } from '@tsumiki/sdk/react';
import { BankCardAddScreen, type BankCardFormValues } from '@tsumiki/ui/screens';
import { useEffect, useState } from 'react';
import { brand } from '../../brand';
import { useNavigate } from '../../nav/router';
import { useLabels } from '../../shell/useLabels';

/** /mine/bankAdd: adds a card (the server needs a verified name); back to the list on success. */
export function Component() {
  const labels = useLabels('account');
  const navigate = useNavigate();
  const user = useEndpoint('getUserinfo', { type: brand.markets[0] ?? 'jpy' });
  const [add, state] = useMutation('addBankCard');
  const [tried, setTried] = useState(false);
  const [values, setValues] = useState<BankCardFormValues>({
    holderName: user.data?.realName ?? '',
    cardNumber: '',
    cardType: '',
    bankName: '',
    branchName: '',
    branchCode: '',
  });
  // The user info may arrive after the first render (a fresh load of this screen): fill the holder then,
  // unless the customer has typed one already.
  const realName = user.data?.realName ?? '';
  useEffect(() => {
    if (realName) setValues((v) => (v.holderName === '' ? { ...v, holderName: realName } : v));
  }, [realName]);
  const errors: Partial<Record<BankCardField, string>> = {};
  for (const found of tried ? validateBankCardForm(values) : []) {
    errors[found.field] ??= fillLabel(labels[found.label], { field: labels[found.field] });
  }
  return (
    <BankCardAddScreen
      {...(user.error && !user.data ? { loadError: user.error.text, onRetry: user.refetch } : {})}
      labels={labels}
      values={values}
      onChange={setValues}
      errors={errors}
      submitting={state.isSending}
      {...(state.error ? { failure: state.error.text } : {})}
      needsVerification={user.data !== undefined && user.data.verification !== 2}
      onSubmit={async () => {
        setTried(true);
        if (validateBankCardForm(values).length > 0) return;
        const { data } = await add({
          holderName: values.holderName.trim(),
          cardNumber: values.cardNumber.replace(/[\s-]/g, ''),
          cardType: values.cardType as 'ordinary' | 'current' | 'savings' | 'debit',
          bankName: values.bankName.trim(),
          branchName: values.branchName.trim(),
          branchCode: values.branchCode.trim(),
        });
        if (data) navigate('/mine/bank', { replace: true });
      }}
    />
  );
}
