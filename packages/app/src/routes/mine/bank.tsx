import { selectBankCards } from '@tsumiki/sdk';
import { useEndpoint, useMutation } from '@tsumiki/sdk/react';
import { BankCardsScreen } from '@tsumiki/ui/screens';
import { useState } from 'react';
import { useLabels } from '../../shell/useLabels';

/** /mine/bank: my bank accounts; deleting refreshes the list (the mutation invalidates it). */
export function Component() {
  const cards = useEndpoint('listBankCards', undefined);
  const [remove] = useMutation('deleteBankCard');
  const [deletingId, setDeletingId] = useState<string>();
  return (
    <BankCardsScreen
      labels={useLabels('account')}
      {...(cards.data ? { cards: selectBankCards(cards.data) } : {})}
      {...(cards.error && !cards.data ? { error: cards.error.text } : {})}
      onRetry={cards.refetch}
      {...(deletingId ? { deletingId } : {})}
      onDelete={async (id) => {
        setDeletingId(id);
        await remove({ id });
        setDeletingId(undefined);
      }}
    />
  );
}
