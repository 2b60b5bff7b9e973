import type { FollowBuyView } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import { fillLabel } from '@tsumiki/sdk/labels';
import { StatusBadge } from '../../../components/StatusBadge/StatusBadge';
import { type ApplyFormProps, ApplyPanel } from '../../ipo/parts/ApplyPanel';
import { Fields, type LoadProps, ScreenPage } from '../../ipo/parts/parts';
import * as styles from '../../ipo/parts/screen.css';

export interface FollowProductDetailProps extends LoadProps, ApplyFormProps {
  /** The `follow` labels in the reader's language: `labelsFor(i18n, 'follow')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'follow'>;
  /** From `selectFollowBuy` for the typed amount; required when `status` is `ready`. */
  view?: FollowBuyView;
  /** Called after the customer confirmed. */
  onBuy: () => void;
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
  return (
    <ScreenPage title={view?.row.name ?? labels.detailTitle} load={load} texts={labels} shape="detail">
      {() => {
        if (!view) return null;
        const issues = view.issues.map(issueText);
        const fields = view.fields.map((f) =>
          f.key === 'lockDays' ? { ...f, value: fillLabel(labels.lockDaysValue, { count: f.value }) } : f,
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
            <ApplyPanel
              id="follow-buy"
              labels={labels}
              heading={labels.buy}
              open={view.row.open}
              closedNotice={labels.closedNotice}
              amountHint={`${labels.minimumInvestment} ${view.row.minimumText}`}
              currency={currency}
              amount={amount}
              onAmountChange={onAmountChange}
              availableText={view.availableText}
              facts={[{ label: labels.unlockIfToday, value: view.unlockIfToday }]}
              fundsPassword={fundsPassword}
              onFundsPasswordChange={onFundsPasswordChange}
              issues={issues}
              notice={doneText}
              submitLabel={labels.buy}
              confirmTitle={labels.confirmBuy}
              confirmRows={[
                { label: labels.productName, value: view.row.name },
                { label: labels.buyAmount, value: `${amount} ${currency}` },
                { label: labels.unlockDate, value: view.unlockIfToday },
              ]}
              onConfirm={onBuy}
              submitting={submitting}
            />
          </>
        );
      }}
    </ScreenPage>
  );
}
