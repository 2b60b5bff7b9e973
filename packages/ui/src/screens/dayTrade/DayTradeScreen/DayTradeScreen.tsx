import type {
  DayTradeApplyView,
  DayTradeOrdersView,
  DayTradeProgrammeView,
  Labels,
  RuleIssue,
} from '@tsumiki/sdk';
import { fillLabel } from '@tsumiki/sdk';
import { useState } from 'react';
import { AmountField } from '../../../components/AmountField/AmountField';
import { Button } from '../../../components/Button/Button';
import { ConfirmSheet } from '../../../components/ConfirmSheet/ConfirmSheet';
import { Cell, CellGrid } from '../../../components/ListRow/ListRow';
import { MoneyText } from '../../../components/MoneyText/MoneyText';
import { PasswordField } from '../../../components/PasswordField/PasswordField';
import { StatusBadge } from '../../../components/StatusBadge/StatusBadge';
import { Tabs } from '../../../components/Tabs/Tabs';
import { Empty, Fields, IssueList, type LoadProps, Notice, ScreenPage } from '../../ipo/parts/parts';
import * as styles from '../../ipo/parts/screen.css';

export type DayTradeTab = 'programmes' | 'applications';

export interface DayTradeScreenProps extends LoadProps {
  labels: Labels<'dayTrade'>;
  /** From `selectDayTradeProgrammes`; required when `status` is `ready`. */
  programmes?: readonly DayTradeProgrammeView[];
  /** From `selectDayTradeOrders`; required when `status` is `ready`. */
  orders?: DayTradeOrdersView;
  /** Controlled tab. Default `'programmes'`. */
  tab?: DayTradeTab;
  onTabChange?: (tab: DayTradeTab) => void;
  /** The programme being applied for, and its form's state from `selectDayTradeApply`. Default none. */
  apply?: DayTradeApplyView;
  onSelect: (programmeId: string) => void;
  issueText: (issue: RuleIssue) => string;
  /** Currency shown in the amount field, e.g. `JPY`. */
  currency: string;
  amount: string;
  onAmountChange: (amount: string) => void;
  fundsPassword: string;
  onFundsPasswordChange: (value: string) => void;
  /** Called after the customer confirmed. */
  onApply: () => void;
  /** Default `false`. */
  submitting?: boolean;
  /** Shown after the application went through. Default none. */
  doneText?: string;
}

/** /home/withinDays: day-trading programmes and applying with a participation amount; my applications and P&L. */
export function DayTradeScreen({
  labels,
  programmes,
  orders,
  tab,
  onTabChange,
  apply,
  onSelect,
  issueText,
  currency,
  amount,
  onAmountChange,
  fundsPassword,
  onFundsPasswordChange,
  onApply,
  submitting = false,
  doneText,
  ...load
}: DayTradeScreenProps) {
  const [confirming, setConfirming] = useState(false);
  const issues = apply ? apply.issues.map(issueText) : [];
  const programmeList =
    !programmes || programmes.length === 0 ? (
      <Empty title={labels.empty} />
    ) : (
      <ul className={styles.stack}>
        {programmes.map((p) => (
          <li key={p.id}>
            <article className={styles.card} aria-labelledby={`day-${p.id}`}>
              <div className={styles.cardHead}>
                <h2 id={`day-${p.id}`} className={styles.cardTitle}>
                  {p.name}
                </h2>
                <StatusBadge tone={p.open ? 'brand' : 'neutral'} label={labels[p.statusLabel]} />
              </div>
              <CellGrid>
                {p.tradeDate && <Cell label={labels.tradeDate} value={p.tradeDate} />}
                <Cell label={labels.minimumAmount} value={p.minimumText} />
                <Cell label={labels.maximumAmount} value={p.maximumText ?? labels.noMaximum} />
              </CellGrid>
              {p.open ? (
                <Button
                  variant={apply?.programme.id === p.id ? 'primary' : 'secondary'}
                  onClick={() => onSelect(p.id)}
                  aria-label={fillLabel(labels.applyHeading, { name: p.name })}
                  aria-pressed={apply?.programme.id === p.id}
                >
                  {labels.select}
                </Button>
              ) : (
                <p className={styles.subtitle} role="note">
                  {labels.closedNotice}
                </p>
              )}
            </article>
          </li>
        ))}
      </ul>
    );
  const form = apply && (
    <section className={styles.card} aria-labelledby="day-apply">
      <h2 id="day-apply" className={styles.cardTitle}>
        {fillLabel(labels.applyHeading, { name: apply.programme.name })}
      </h2>
      <AmountField
        label={labels.amountLabel}
        hint={`${labels.minimumAmount} ${apply.programme.minimumText}`}
        currency={currency}
        value={amount}
        onChange={onAmountChange}
        disabled={!apply.programme.open}
      />
      <div className={styles.summary}>
        <span>{labels.available}</span>
        <MoneyText value={apply.availableText} muted />
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
      />
      <IssueList issues={issues} />
      <Button
        fullWidth
        size="lg"
        disabled={issues.length > 0 || !apply.programme.open || !/^\d{6}$/.test(fundsPassword)}
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
          { label: labels.programmes, value: apply.programme.name },
          { label: labels.participationAmount, value: `${amount} ${currency}` },
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
  const applications =
    !orders || orders.orders.length === 0 ? (
      <Empty title={labels.emptyApplications} />
    ) : (
      <>
        {orders.totalProfit && (
          <div className={styles.summary}>
            <span>{labels.totalProfit}</span>
            <MoneyText
              value={orders.totalProfit.magnitude}
              direction={orders.totalProfit.direction}
              size="lg"
            />
          </div>
        )}
        <ul className={styles.stack}>
          {orders.orders.map((o) => (
            <li key={o.id}>
              <article className={styles.card} aria-labelledby={`day-order-${o.id}`}>
                <div className={styles.cardHead}>
                  <h2 id={`day-order-${o.id}`} className={styles.cardTitle}>
                    {o.name}
                  </h2>
                  <StatusBadge state={o.badge} label={labels[o.badgeLabel]} />
                </div>
                <CellGrid>
                  <Cell
                    label={labels.profit}
                    value={<MoneyText value={o.profit.magnitude} direction={o.profit.direction} />}
                  />
                </CellGrid>
                <Fields fields={o.fields} labels={labels} />
              </article>
            </li>
          ))}
        </ul>
      </>
    );
  return (
    <ScreenPage title={labels.title} load={load} texts={labels}>
      {() => (
        <>
          <Notice text={doneText} />
          <Tabs
            label={labels.sections}
            {...(tab ? { value: tab } : { defaultValue: 'programmes' })}
            {...(onTabChange ? { onValueChange: (v: string) => onTabChange(v as DayTradeTab) } : {})}
            items={[
              {
                value: 'programmes',
                label: labels.programmes,
                content: (
                  <div className={styles.stack}>
                    {programmeList}
                    {form}
                  </div>
                ),
              },
              { value: 'applications', label: labels.myApplications, content: applications },
            ]}
          />
        </>
      )}
    </ScreenPage>
  );
}
