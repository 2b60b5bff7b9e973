import type { DepositRowView, ExchangeView } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import { fillLabel } from '@tsumiki/sdk/labels';
import type { CurrencyCode } from '@tsumiki/sdk/rules';
import { useState } from 'react';
import { AmountField } from '../../../components/AmountField/AmountField';
import { Button } from '../../../components/Button/Button';
import { ConfirmSheet } from '../../../components/ConfirmSheet/ConfirmSheet';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { Cell, CellGrid, List, ListRow } from '../../../components/ListRow/ListRow';
import { MoneyText } from '../../../components/MoneyText/MoneyText';
import { PinPad } from '../../../components/PinPad/PinPad';
import { Select } from '../../../components/Select/Select';
import { SkeletonList } from '../../../components/Skeleton/Skeleton';
import { StatusBadge } from '../../../components/StatusBadge/StatusBadge';
import * as styles from './StoredScreen.css';

const PIN_LENGTH = 6;

export interface StoredScreenProps {
  /** The `funds` labels in the reader's language: `labelsFor(i18n, 'funds')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'funds'>;
  /** Deposit history (SDK `selectDepositHistory`); absent while loading. */
  deposits?: readonly DepositRowView[];
  /** Translated load failure of the history. Default none. */
  error?: string;
  /** Called by the error state's retry button. */
  onRetry?: () => void;
  /**
   * The exchange section (SDK `selectExchangeView`): the currencies offered are the pairs the server quotes;
   * hidden when the brand switches exchange off.
   */
  exchange?: ExchangeView;
  /** The currency to exchange from. */
  from: CurrencyCode;
  /** The currency to exchange to. */
  to: CurrencyCode;
  /** Called with the from-currency the customer picks. */
  onFromChange: (c: CurrencyCode) => void;
  /** Called with the to-currency the customer picks. */
  onToChange: (c: CurrencyCode) => void;
  /** The amount to exchange, as typed. */
  exchangeAmount: string;
  /** Called with the amount as typed. */
  onExchangeAmountChange: (amount: string) => void;
  /** Translated exchange issues, shown once the customer has typed. */
  exchangeErrors?: readonly string[];
  /** Called with the funds password when the customer confirms the exchange. */
  onExchange: (fundsPassword: string) => void;
  /** The exchange is being sent. */
  sending?: boolean;
  /** The exchange went through: the screen says so. */
  exchanged?: boolean;
}

function History({ labels, deposits, error, onRetry }: StoredScreenProps) {
  if (error)
    return (
      <ErrorState
        title={labels.errorTitle}
        description={error}
        retryLabel={labels.retry}
        {...(onRetry ? { onRetry } : {})}
      />
    );
  if (!deposits) return <SkeletonList label={labels.loading} />;
  if (deposits.length === 0)
    return (
      <EmptyState
        title={labels.emptyDeposits}
        action={
          <Button variant="secondary" href="/mine/deposit">
            {labels.depositNow}
          </Button>
        }
      />
    );
  return (
    <List>
      {deposits.map((d) => (
        <ListRow
          key={d.id}
          title={<MoneyText value={d.amount.text} />}
          description={
            <span>
              {d.time}
              <br />
              {labels.orderNo} {d.orderNo}
              {d.latest && (
                <>
                  <br />
                  {fillLabel(labels.latestArrival, { date: d.latest })}
                </>
              )}
            </span>
          }
          trailing={<StatusBadge state={d.state} label={labels[d.stateLabel]} />}
        />
      ))}
    </List>
  );
}

/**
 * /mine/stored: the deposit history with each deposit's review state (the form itself is /mine/deposit), and
 * currency exchange between two different currencies with the rate and the amount received.
 */
export function StoredScreen(props: StoredScreenProps) {
  const { labels, exchange, sending = false } = props;
  const [pin, setPin] = useState('');
  const fromOptions = (exchange?.fromCurrencies ?? []).map((c) => ({ value: c, label: c }));
  const toOptions = (exchange?.toCurrencies ?? []).map((c) => ({ value: c, label: c }));
  const errors = props.exchangeErrors ?? [];
  return (
    <section className={styles.page} aria-labelledby="stored-title">
      <h1 id="stored-title" className={styles.title}>
        {labels.storedTitle}
      </h1>
      <section className={styles.card} aria-labelledby="stored-history">
        <h2 id="stored-history" className={styles.sectionTitle}>
          {labels.historyHeading}
        </h2>
        <History {...props} />
      </section>
      {exchange && (
        <section className={styles.card} aria-labelledby="stored-exchange">
          <h2 id="stored-exchange" className={styles.sectionTitle}>
            {labels.exchangeHeading}
          </h2>
          <div className={styles.row}>
            <div className={styles.grow}>
              <Select
                label={labels.exchangeFrom}
                options={fromOptions}
                value={props.from}
                onValueChange={(v) => props.onFromChange(v as CurrencyCode)}
              />
            </div>
            <div className={styles.grow}>
              <Select
                label={labels.exchangeTo}
                options={toOptions}
                value={props.to}
                onValueChange={(v) => props.onToChange(v as CurrencyCode)}
              />
            </div>
          </div>
          <AmountField
            label={labels.amount}
            currency={props.from}
            decimals={2}
            value={props.exchangeAmount}
            onChange={props.onExchangeAmountChange}
            hint={`${labels.availableLabel}: ${exchange.available.text}`}
            {...(errors[0] ? { error: errors.join(' / ') } : {})}
          />
          <CellGrid columns={1}>
            <Cell label={labels.rateLabel} value={exchange.rateText ?? labels.rateUnavailable} />
            <Cell label={labels.receivedLabel} value={<MoneyText value={exchange.received?.text ?? '—'} />} />
          </CellGrid>
          {props.exchanged && (
            <p className={styles.success} role="status">
              {labels.exchangeDone}
            </p>
          )}
          {exchange.canSubmit ? (
            <ConfirmSheet
              trigger={
                <Button fullWidth loading={sending}>
                  {labels.exchangeSubmit}
                </Button>
              }
              title={labels.exchangeConfirmTitle}
              rows={[
                { label: labels.rateLabel, value: exchange.rateText ?? '' },
                { label: labels.receivedLabel, value: exchange.received?.text ?? '' },
              ]}
              confirmLabel={labels.exchangeSubmit}
              cancelLabel={labels.cancel}
              onConfirm={() => {
                props.onExchange(pin);
                setPin('');
              }}
              onOpenChange={() => setPin('')}
              confirmDisabled={pin.length < PIN_LENGTH}
              loading={sending}
            >
              <PinPad
                label={labels.fundsPassword}
                value={pin}
                onChange={setPin}
                length={PIN_LENGTH}
                deleteLabel={labels.deleteDigit}
                progressLabel={(entered, length) => fillLabel(labels.pinProgress, { count: length, entered })}
              />
            </ConfirmSheet>
          ) : (
            <Button fullWidth disabled>
              {labels.exchangeSubmit}
            </Button>
          )}
        </section>
      )}
    </section>
  );
}
