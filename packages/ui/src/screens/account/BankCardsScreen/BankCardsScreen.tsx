import type { BankCardRow } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import { fillLabel } from '@tsumiki/sdk/labels';
import { useState } from 'react';
import { Button } from '../../../components/Button/Button';
import { ConfirmSheet } from '../../../components/ConfirmSheet/ConfirmSheet';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { Icon } from '../../../components/Icon/Icon';
import { visuallyHidden } from '../../../components/private/shared.css';
import { SkeletonList } from '../../../components/Skeleton/Skeleton';
import { StatusBadge } from '../../../components/StatusBadge/StatusBadge';
import * as page from '../page.css';
import * as styles from './BankCardsScreen.css';

export interface BankCardsScreenProps {
  /** The `account` labels in the reader's language: `labelsFor(i18n, 'account')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'account'>;
  /** From `selectBankCards`; undefined while loading. */
  cards?: readonly BankCardRow[];
  /** A translated error to show instead of the content (the call failed). */
  error?: string;
  /** Called by the error state's retry button. */
  onRetry?: () => void;
  /** Called once the customer confirms deleting a card. */
  onDelete: (id: string) => void;
  /** The card being deleted. Default none. */
  deletingId?: string;
  /** Default `/mine/bankAdd`. */
  addHref?: string;
}

/** /mine/bank: my bank accounts, numbers masked but for the last four digits; delete after a confirmation. */
export function BankCardsScreen({
  labels,
  cards,
  error,
  onRetry,
  onDelete,
  deletingId,
  addHref = '/mine/bankAdd',
}: BankCardsScreenProps) {
  const [pending, setPending] = useState<BankCardRow | null>(null);
  const add = (
    <Button href={addHref} fullWidth>
      <Icon name="plus" size={20} />
      {labels.addCard}
    </Button>
  );
  return (
    <div className={page.page}>
      <h1 className={page.title}>{labels.bankTitle}</h1>
      {error ? (
        <ErrorState
          title={labels.loadFailed}
          description={error}
          retryLabel={labels.retry}
          {...(onRetry ? { onRetry } : {})}
        />
      ) : !cards ? (
        <SkeletonList rows={2} label={labels.loading} />
      ) : cards.length === 0 ? (
        <EmptyState title={labels.noCards} description={labels.noCardsHint} icon="bankCard" action={add} />
      ) : (
        <>
          <ul className={styles.cards}>
            {cards.map((card) => (
              <li key={card.id} className={page.card}>
                <div className={styles.cardHead}>
                  <div>
                    <p className={styles.bank}>{card.bankName}</p>
                    <p className={page.meta}>{card.branch}</p>
                  </div>
                  <StatusBadge tone="neutral" label={labels[card.typeLabel]} />
                </div>
                <p className={styles.number}>
                  <span aria-hidden="true">{card.masked}</span>
                  <span className={visuallyHidden}>
                    {fillLabel(labels.cardEnding, { last4: card.last4 })}
                  </span>
                </p>
                <p className={page.meta}>{card.holderName}</p>
                <Button
                  variant="secondary"
                  loading={deletingId === card.id}
                  aria-label={fillLabel(labels.deleteCardName, { bank: card.bankName, last4: card.last4 })}
                  onClick={() => setPending(card)}
                >
                  {labels.deleteCard}
                </Button>
              </li>
            ))}
          </ul>
          {add}
        </>
      )}
      <ConfirmSheet
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={labels.deleteConfirmTitle}
        rows={pending ? [{ label: pending.bankName, value: pending.masked }] : []}
        confirmLabel={labels.confirmDelete}
        cancelLabel={labels.cancel}
        tone="danger"
        onConfirm={() => {
          if (pending) onDelete(pending.id);
          setPending(null);
        }}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
