import type { NewShareOrderView } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import type { RuleIssue } from '@tsumiki/sdk/rules';
import { useState } from 'react';
import { Button } from '../../../components/Button/Button';
import { ConfirmSheet } from '../../../components/ConfirmSheet/ConfirmSheet';
import { MoneyText } from '../../../components/MoneyText/MoneyText';
import { StatusBadge } from '../../../components/StatusBadge/StatusBadge';
import { Empty, Fields, IssueList, type LoadProps, Notice, ScreenPage } from '../parts/parts';
import * as styles from '../parts/screen.css';

export interface NewShareOrdersProps extends LoadProps {
  /** The `ipo` labels in the reader's language: `labelsFor(i18n, 'ipo')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'ipo'>;
  /** From `selectNewShareOrders`; required when `status` is `ready`. */
  orders?: readonly NewShareOrderView[];
  /** Translates a rule issue of the view (`translateRule` bound to the SDK's i18n). */
  issueText: (issue: RuleIssue) => string;
  /** Pays an order that needs paying (`payNewStock`), after confirmation. */
  onPay: (orderId: string) => void;
  /** The order being paid. Default none. */
  payingId?: string;
  /** Shown after a payment went through. Default none. */
  doneText?: string;
}

/** /mine/newShareOrder: my subscriptions with every order state, and payment of won allotments. */
export function NewShareOrders({
  labels,
  orders,
  issueText,
  onPay,
  payingId,
  doneText,
  ...load
}: NewShareOrdersProps) {
  const [confirm, setConfirm] = useState<NewShareOrderView | null>(null);
  return (
    <ScreenPage title={labels.ordersTitle} load={load} texts={labels}>
      {() =>
        !orders || orders.length === 0 ? (
          <Empty title={labels.emptyOrders} action={{ label: labels.listTitle, href: '/home/newShare' }} />
        ) : (
          <>
            <Notice text={doneText} />
            <ul className={styles.stack}>
              {orders.map((o) => {
                const issues = o.payment ? o.payment.issues.map(issueText) : [];
                return (
                  <li key={o.id}>
                    <article className={styles.card} aria-labelledby={`ipo-order-${o.id}`}>
                      <div className={styles.cardHead}>
                        <h2 id={`ipo-order-${o.id}`} className={styles.cardTitle}>
                          {o.name} <span className={styles.code}>{o.code}</span>
                        </h2>
                        <StatusBadge state={o.badge} label={labels[o.badgeLabel]} />
                      </div>
                      <Fields fields={o.fields} labels={labels} />
                      {o.payment && (
                        <>
                          <div className={styles.summary}>
                            <span>{labels.amountPayable}</span>
                            <MoneyText value={o.payment.amountText} size="lg" />
                          </div>
                          <IssueList issues={issues} />
                          <Button
                            fullWidth
                            disabled={issues.length > 0}
                            loading={payingId === o.id}
                            onClick={() => setConfirm(o)}
                            aria-label={`${labels.pay} ${o.name}`}
                          >
                            {labels.pay}
                          </Button>
                        </>
                      )}
                    </article>
                  </li>
                );
              })}
            </ul>
            <ConfirmSheet
              open={confirm !== null}
              onOpenChange={(open) => !open && setConfirm(null)}
              title={labels.confirmPay}
              rows={
                confirm?.payment
                  ? [
                      { label: labels.subscriptionCode, value: confirm.orderNo },
                      { label: labels.amountPayable, value: confirm.payment.amountText },
                    ]
                  : []
              }
              confirmLabel={labels.confirm}
              cancelLabel={labels.cancel}
              onConfirm={() => {
                if (confirm) onPay(confirm.id);
                setConfirm(null);
              }}
            />
          </>
        )
      }
    </ScreenPage>
  );
}
