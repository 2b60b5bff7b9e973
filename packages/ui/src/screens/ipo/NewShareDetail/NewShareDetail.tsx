import type { NewShareDetailView } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import type { RuleIssue } from '@tsumiki/sdk/rules';
import { useState } from 'react';
import { Button } from '../../../components/Button/Button';
import { Checkbox } from '../../../components/Checkbox/Checkbox';
import { ConfirmSheet } from '../../../components/ConfirmSheet/ConfirmSheet';
import { LotsStepper } from '../../../components/LotsStepper/LotsStepper';
import { MoneyText } from '../../../components/MoneyText/MoneyText';
import { StatusBadge } from '../../../components/StatusBadge/StatusBadge';
import { Fields, IssueList, type LoadProps, Notice, ScreenPage } from '../parts/parts';
import * as styles from '../parts/screen.css';

export interface NewShareDetailProps extends LoadProps {
  /** The `ipo` labels in the reader's language: `labelsFor(i18n, 'ipo')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'ipo'>;
  /** From `selectNewShareDetail` for the current quantity; required when `status` is `ready`. */
  view?: NewShareDetailView;
  /** Translates a rule issue (`translateRule`). */
  issueText: (issue: RuleIssue) => string;
  /** Called with the quantity the customer sets. */
  onQuantityChange: (quantity: number) => void;
  /** Pay the subscribed amount now (`pay=1`). */
  payNow: boolean;
  /** Called when the customer chooses to pay now or after the draw. */
  onPayNowChange: (payNow: boolean) => void;
  /** Called after the customer confirmed. */
  onSubscribe: () => void;
  /** The call is running. Default `false`. */
  submitting?: boolean;
  /** Shown after a successful subscription. Default none. */
  doneText?: string;
}

/** /home/newShareInfo: every IPO field of spec section 3 and the subscription form (once per stock). */
export function NewShareDetail({
  labels,
  view,
  issueText,
  onQuantityChange,
  payNow,
  onPayNowChange,
  onSubscribe,
  submitting = false,
  doneText,
  ...load
}: NewShareDetailProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <ScreenPage title={view?.row.name ?? labels.detailTitle} load={load} texts={labels} shape="detail">
      {() => {
        if (!view) return null;
        const s = view.subscribe;
        const issues = s.issues.map(issueText);
        return (
          <>
            <section className={styles.card} aria-labelledby="ipo-facts">
              <div className={styles.cardHead}>
                <h2 id="ipo-facts" className={styles.cardTitle}>
                  {labels.detailTitle} <span className={styles.code}>{view.row.code}</span>
                </h2>
                <StatusBadge state={view.row.badge} label={labels[view.row.badgeLabel]} />
              </div>
              <Fields fields={view.fields} labels={labels} />
              {view.unknown.length > 0 && (
                <Fields
                  fields={view.unknown.map((key) => ({ key, value: labels.notAnnounced }))}
                  labels={labels}
                />
              )}
            </section>
            <section className={styles.card} aria-labelledby="ipo-subscribe">
              <div className={styles.cardHead}>
                <h2 id="ipo-subscribe" className={styles.cardTitle}>
                  {labels.subscribeHeading}
                </h2>
                {s.alreadySubscribed && (
                  <StatusBadge state="subscription.paid" label={labels.badgeSubscribed} />
                )}
              </div>
              <LotsStepper
                label={labels.quantityLabel}
                value={s.quantity}
                onValueChange={onQuantityChange}
                min={s.minimum}
                {...(s.maximum === undefined ? {} : { max: s.maximum })}
                unit={labels.quantityUnit}
                decrementLabel={labels.decrease}
                incrementLabel={labels.increase}
                disabled={!s.open || s.alreadySubscribed}
              />
              <div className={styles.summary}>
                <span>{labels.estimatedAmount}</span>
                <MoneyText value={s.amountText} size="lg" />
              </div>
              <Checkbox
                label={labels.payNow}
                checked={payNow}
                onCheckedChange={onPayNowChange}
                disabled={!s.open || s.alreadySubscribed}
              />
              <IssueList issues={issues} />
              <Notice text={doneText} />
              <Button
                fullWidth
                size="lg"
                disabled={issues.length > 0}
                loading={submitting}
                onClick={() => setConfirming(true)}
              >
                {labels.subscribe}
              </Button>
            </section>
            <ConfirmSheet
              open={confirming}
              onOpenChange={setConfirming}
              title={labels.confirmSubscribe}
              rows={[
                { label: labels.quantityLabel, value: `${s.quantityText} ${labels.quantityUnit}` },
                { label: labels.estimatedAmount, value: s.amountText },
                ...(payNow ? [{ label: labels.payNow, value: s.amountText }] : []),
              ]}
              confirmLabel={labels.confirm}
              cancelLabel={labels.cancel}
              loading={submitting}
              onConfirm={() => {
                setConfirming(false);
                onSubscribe();
              }}
            />
          </>
        );
      }}
    </ScreenPage>
  );
}
