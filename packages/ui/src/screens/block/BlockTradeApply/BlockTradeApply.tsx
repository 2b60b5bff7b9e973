import type { BlockTradeApplyView, Labels, RuleIssue } from '@tsumiki/sdk';
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
  labels: Labels<'block'>;
  /** From `selectBlockTradeApply` for the current lots; required when `status` is `ready`. */
  view?: BlockTradeApplyView;
  issueText: (issue: RuleIssue) => string;
  onLotsChange: (lots: number) => void;
  fundsPassword: string;
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
    <ScreenPage title={labels.applyTitle} load={load} texts={labels}>
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
              hint={`${labels.minimumBuy} ${view.minimumText} · ${labels.remainingLots} ${view.maximumText}`}
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
                { label: labels.lots, value: `${view.lots} ${labels.lotsUnit}` },
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
