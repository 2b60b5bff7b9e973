import type { DayTradeApplyView, DayTradeOrdersView, DayTradeProgrammeView } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import { fillLabel } from '@tsumiki/sdk/labels';
import { Button } from '../../../components/Button/Button';
import { Cell, CellGrid } from '../../../components/ListRow/ListRow';
import { MoneyText } from '../../../components/MoneyText/MoneyText';
import { StatusBadge } from '../../../components/StatusBadge/StatusBadge';
import { Tabs } from '../../../components/Tabs/Tabs';
import { type ApplyFormProps, ApplyPanel } from '../../ipo/parts/ApplyPanel';
import { Empty, Fields, type LoadProps, Notice, ScreenPage } from '../../ipo/parts/parts';
import * as styles from '../../ipo/parts/screen.css';

export type DayTradeTab = 'programmes' | 'applications';

export interface DayTradeScreenProps extends LoadProps, ApplyFormProps {
  /** The `dayTrade` labels in the reader's language: `labelsFor(i18n, 'dayTrade')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'dayTrade'>;
  /** From `selectDayTradeProgrammes`; required when `status` is `ready`. */
  programmes?: readonly DayTradeProgrammeView[];
  /** From `selectDayTradeOrders`; required when `status` is `ready`. */
  orders?: DayTradeOrdersView;
  /** Controlled tab. Default `'programmes'`. */
  tab?: DayTradeTab;
  /** Called with the tab the customer picks (programmes or my orders). */
  onTabChange?: (tab: DayTradeTab) => void;
  /** The programme being applied for, and its form's state from `selectDayTradeApply`. Default none. */
  apply?: DayTradeApplyView;
  /** Called with the programme the customer picks to apply to. */
  onSelect: (programmeId: string) => void;
  /** Called after the customer confirmed. */
  onApply: () => void;
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
    <ApplyPanel
      id="day-apply"
      labels={labels}
      heading={fillLabel(labels.applyHeading, { name: apply.programme.name })}
      open={apply.programme.open}
      amountHint={`${labels.minimumAmount} ${apply.programme.minimumText}`}
      currency={currency}
      amount={amount}
      onAmountChange={onAmountChange}
      availableText={apply.availableText}
      fundsPassword={fundsPassword}
      onFundsPasswordChange={onFundsPasswordChange}
      issues={issues}
      submitLabel={labels.apply}
      confirmTitle={labels.confirmApply}
      confirmRows={[
        { label: labels.programmes, value: apply.programme.name },
        { label: labels.participationAmount, value: `${amount} ${currency}` },
      ]}
      onConfirm={onApply}
      submitting={submitting}
    />
  );
  const applications =
    !orders || orders.orders.length === 0 ? (
      <Empty
        title={labels.emptyApplications}
        action={{ label: labels.programmes, href: '/home/withinDays' }}
      />
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
