import type { FollowBuyView, Labels, RuleIssue } from '@tsumiki/sdk';
import { fillLabel } from '@tsumiki/sdk';
import { useState } from 'react';
import { AmountField } from '../../../components/AmountField/AmountField';
import { Button } from '../../../components/Button/Button';
import { ConfirmSheet } from '../../../components/ConfirmSheet/ConfirmSheet';
import { MoneyText } from '../../../components/MoneyText/MoneyText';
import { PasswordField } from '../../../components/PasswordField/PasswordField';
import { StatusBadge } from '../../../components/StatusBadge/StatusBadge';
import { Fields, IssueList, type LoadProps, Notice, ScreenPage } from '../../ipo/parts/parts';
import * as styles from '../../ipo/parts/screen.css';

export interface FollowProductDetailProps extends LoadProps {
  labels: Labels<'follow'>;
  /** From `selectFollowBuy` for the typed amount; required when `status` is `ready`. */
  view?: FollowBuyView;
  issueText: (issue: RuleIssue) => string;
  /** The currency shown in the amount field, e.g. `JPY`. */
  currency: string;
  amount: string;
  onAmountChange: (amount: string) => void;
  fundsPassword: string;
  onFundsPasswordChange: (value: string) => void;
  /** Called after the customer confirmed. */
  onBuy: () => void;
  /** Default `false`. */
  submitting?: boolean;
  /** Shown after the purchase went through. Default none. */
  doneText?: string;
}

/** /home/qcList?id=: a copy-trading product (originator, minimum, lock-up and unlock date) and buying it. */
export function FollowProductDetail({
  labels,
  view,
  issueText,
  currency,
  amount,
  onAmountChange,
  fundsPassword,
  onFundsPasswordChange,
  onBuy,
  submitting = false,
  doneText,
  ...load
}: FollowProductDetailProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <ScreenPage title={view?.row.name ?? labels.detailTitle} load={load} texts={labels}>
      {() => {
        if (!view) return null;
        const issues = view.issues.map(issueText);
        const fields = view.fields.map((f) =>
          f.key === 'lockDays' ? { ...f, value: fillLabel(labels.lockDaysValue, { days: f.value }) } : f,
        );
        return (
          <>
            <section className={styles.card} aria-labelledby="follow-facts">
              <div className={styles.cardHead}>
                <h2 id="follow-facts" className={styles.cardTitle}>
                  {labels.detailTitle}
                </h2>
                <StatusBadge
                  tone={view.row.open ? 'brand' : 'neutral'}
                  label={labels[view.row.statusLabel]}
                />
              </div>
              <Fields fields={fields} labels={labels} />
            </section>
            <section className={styles.card} aria-labelledby="follow-buy">
              <h2 id="follow-buy" className={styles.cardTitle}>
                {labels.buy}
              </h2>
              {!view.row.open && (
                <p className={styles.subtitle} role="note">
                  {labels.closedNotice}
                </p>
              )}
              <AmountField
                label={labels.amountLabel}
                hint={`${labels.minimumInvestment} ${view.row.minimumText}`}
                currency={currency}
                value={amount}
                onChange={onAmountChange}
                disabled={!view.row.open}
              />
              <div className={styles.summary}>
                <span>{labels.available}</span>
                <MoneyText value={view.availableText} muted />
              </div>
              <div className={styles.summary}>
                <span>{labels.unlockIfToday}</span>
                <span>{view.unlockIfToday}</span>
              </div>
              <PasswordField
                label={labels.fundsPassword}
                hint={labels.fundsPasswordHint}
                revealLabel={labels.showPassword}
                value={fundsPassword}
                onChange={onFundsPasswordChange}
                inputMode="numeric"
                maxLength={6}
                autoComplete="off"
                disabled={!view.row.open}
              />
              <IssueList issues={issues} />
              <Notice text={doneText} />
              <Button
                fullWidth
                size="lg"
                disabled={issues.length > 0 || !view.row.open || !/^\d{6}$/.test(fundsPassword)}
                loading={submitting}
                onClick={() => setConfirming(true)}
              >
                {labels.buy}
              </Button>
            </section>
            <ConfirmSheet
              open={confirming}
              onOpenChange={setConfirming}
              title={labels.confirmBuy}
              rows={[
                { label: labels.productName, value: view.row.name },
                { label: labels.buyAmount, value: `${amount} ${currency}` },
                { label: labels.unlockDate, value: view.unlockIfToday },
              ]}
              confirmLabel={labels.confirm}
              cancelLabel={labels.cancel}
              onConfirm={() => {
                setConfirming(false);
                onBuy();
              }}
            />
          </>
        );
      }}
    </ScreenPage>
  );
}
