import type { BlockTradeApplyView } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import type { RuleIssue } from '@tsumiki/sdk/rules';
import { useState } from 'react';
import { Button } from '../../../components/Button/Button';
import { ConfirmSheet } from '../../../components/ConfirmSheet/ConfirmSheet';
import { LotsStepper } from '../../../components/LotsStepper/LotsStepper';
import { MoneyText } from '../../../components/MoneyText/MoneyText';
import { PasswordField } from '../../../components/PasswordField/PasswordField';
import { StatusBadge } from '../../../components/StatusBadge/StatusBadge';
import { IssueList, type LoadProps, Notice, ScreenPage } from '../../ipo/parts/parts';
import * as styles from '../../ipo/parts/screen.css';

export interface BlockTradeApplyProps extends LoadProps {
  /** The `block` labels in the reader's language: `labelsFor(i18n, 'block')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'block'>;
  /** From `selectBlockTradeApply` for the current lots; required when `status` is `ready`. */
  view?: BlockTradeApplyView;
  /** Translates a rule issue of the view (`translateRule` bound to the SDK's i18n). */
  issueText: (issue: RuleIssue) => string;
  /** Called with the lots the customer sets. */
  onLotsChange: (lots: number) => void;
  /** The funds password entered so far (controlled). */
  fundsPassword: string;
  /** Called with the funds password as entered. */
  onFundsPasswordChange: (value: string) => void;
  /** Called after the customer confirmed. */
  onApply: () => void;
  /** Default `false`. */
  submitting?: boolean;
  /** Shown after the application went through. Default none. */
  doneText?: string;
}

/** /home/largerOrder?id=: lots (minimum buy, remaining quota), the amount required and the funds password. */
export function BlockTradeApply({
  labels,
  view,
  issueText,
  onLotsChange,
  fundsPassword,
  onFundsPasswordChange,
  onApply,
  submitting = false,
  doneText,
  ...load
}: BlockTradeApplyProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <ScreenPage title={labels.applyTitle} load={load} texts={labels} shape="detail">
      {() => {
        if (!view) return null;
        const issues = view.issues.map(issueText);
        return (
          <section className={styles.card} aria-labelledby="block-apply">
            <div className={styles.cardHead}>
              <h2 id="block-apply" className={styles.cardTitle}>
                {view.row.name} <span className={styles.code}>{view.row.code}</span>
              </h2>
              <StatusBadge tone={view.row.tone} label={labels[view.row.statusLabel]} />
            </div>
            <div className={styles.summary}>
              <span>{labels.price}</span>
              <MoneyText value={view.row.priceText} />
            </div>
            <LotsStepper
              label={labels.lotsLabel}
              hint={`${labels.minimumBuy} ${view.row.minLots} · ${labels.remainingLots} ${view.row.remainingLots}`}
              value={view.lots}
              onValueChange={onLotsChange}
              min={view.minimum}
              max={Math.max(view.minimum, view.maximum)}
              unit={labels.lotsUnit}
              decrementLabel={labels.decrease}
              incrementLabel={labels.increase}
              disabled={!view.open}
            />
            <div className={styles.summary}>
              <span>{labels.amountRequired}</span>
              <MoneyText value={view.amountText} size="lg" />
            </div>
            <div className={styles.summary}>
              <span>{labels.available}</span>
              <MoneyText value={view.availableText} muted />
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
              disabled={!view.open}
            />
            <IssueList issues={issues} />
            <Notice text={doneText} />
            <Button
              fullWidth
              size="lg"
              disabled={issues.length > 0 || !/^\d{6}$/.test(fundsPassword)}
              loading={submitting}
              onClick={() => setConfirming(true)}
            >
              {labels.apply}
            </Button>
            <ConfirmSheet
              open={confirming}
              onOpenChange={setConfirming}
              title={labels.confirmApply}
              rows={[
                { label: labels.price, value: view.row.priceText },
                { label: labels.lots, value: `${view.lotsText} ${labels.lotsUnit}` },
                { label: labels.amountRequired, value: view.amountText },
              ]}
              confirmLabel={labels.confirm}
              cancelLabel={labels.cancel}
              onConfirm={() => {
                setConfirming(false);
                onApply();
              }}
            />
          </section>
        );
      }}
    </ScreenPage>
  );
}
