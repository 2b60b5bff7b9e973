import type { OrderTicketView, TicketDraft } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import { fillLabel } from '@tsumiki/sdk/labels';
import { useId, useState } from 'react';
import { AmountField } from '../../../components/AmountField/AmountField';
import { Button } from '../../../components/Button/Button';
import { ConfirmSheet } from '../../../components/ConfirmSheet/ConfirmSheet';
import { Dialog } from '../../../components/Dialog/Dialog';
import { Cell, CellGrid } from '../../../components/ListRow/ListRow';
import { LotsStepper } from '../../../components/LotsStepper/LotsStepper';
import { PinPad } from '../../../components/PinPad/PinPad';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl';
import * as styles from './OrderTicket.css';

export interface OrderTicketProps {
  /** The `trade` labels in the reader's language: `labelsFor(i18n, 'trade')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'trade'>;
  /** Shown or not (controlled). */
  open: boolean;
  /** Called when it opens or closes (its button, Escape, the scrim). */
  onOpenChange: (open: boolean) => void;
  /** The ticket view model (SDK `selectOrderTicketView`). */
  view: OrderTicketView;
  /** The order being written: side, type, price, lots, leverage (controlled). */
  draft: TicketDraft;
  /** Called with every edit of the order. */
  onDraftChange: (draft: TicketDraft) => void;
  /** `view.issues` translated, in order. */
  reasons: readonly string[];
  /** The translated refusal of the last funds password. Default none. */
  pinError?: string;
  /** Sends the order with the six-digit funds password entered in the confirmation. */
  onSubmit: (fundsPassword: string) => void;
  /** The order is being sent: every send button waits. */
  sending: boolean;
}

/**
 * The order ticket (DESIGN.md "One request, end to end"): side, limit or market, price within today's band,
 * lots, leverage, fee, margin, total and the available balance, the stop-out price of the book with this order
 * in it and how far the last price is from it, every reason it cannot be sent, then a confirmation with a risk
 * line for leverage and the funds password. No arithmetic: the SDK prices the draft.
 */
export function OrderTicket(props: OrderTicketProps) {
  const { labels, view, draft, onDraftChange, reasons, sending } = props;
  const [confirming, setConfirming] = useState(false);
  const [pin, setPin] = useState('');
  const reasonsId = useId();
  const set = (patch: Partial<TicketDraft>) => onDraftChange({ ...draft, ...patch });
  const closeConfirm = (open: boolean) => {
    setConfirming(open);
    if (!open) setPin('');
  };
  const money = (text: string | undefined) => <span className={styles.digits}>{text ?? '—'}</span>;
  const sideLabel = draft.side === 'long' ? labels.long : labels.short;
  const leverageText = fillLabel(labels.leverageOption, { n: draft.leverage });
  const stop = typeof view.stopOut === 'object' ? view.stopOut : null;
  const stopText = view.stopOut === 'none' ? labels.stopOutNone : stop?.price;
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={labels.title}
      closeLabel={labels.close}
    >
      <form
        className={styles.form}
        aria-describedby={reasons.length > 0 ? reasonsId : undefined}
        onSubmit={(e) => {
          e.preventDefault();
          if (view.canSubmit && !sending) setConfirming(true);
        }}
      >
        <p className={styles.stock}>
          <span className={styles.stockName}>
            {view.name} <span className={styles.digits}>{view.code}</span>
          </span>
          {money(view.lastPrice)}
        </p>
        <SegmentedControl
          label={labels.side}
          value={draft.side}
          onValueChange={(side) => set({ side })}
          options={[
            { value: 'long', label: labels.long, tone: 'up' },
            { value: 'short', label: labels.short, tone: 'down' },
          ]}
        />
        <SegmentedControl
          label={labels.orderKind}
          value={draft.kind}
          onValueChange={(kind) => set({ kind })}
          options={[
            { value: 'market', label: labels.market },
            { value: 'limit', label: labels.limit },
          ]}
        />
        {draft.kind === 'limit' ? (
          <AmountField
            label={labels.price}
            currency={view.currency}
            decimals={2}
            value={draft.price}
            onChange={(price) => set({ price })}
            hint={view.limits ? fillLabel(labels.limitBounds, view.limits) : labels.noLimits}
          />
        ) : (
          <div className={styles.group}>
            <span className={styles.groupLabel}>{labels.price}</span>
            <span>{fillLabel(labels.marketPrice, { price: view.lastPrice })}</span>
            <p className={styles.hint}>
              {view.limits ? fillLabel(labels.limitBounds, view.limits) : labels.noLimits}
            </p>
          </div>
        )}
        <LotsStepper
          label={labels.lots}
          unit={labels.lotsUnit}
          value={/^\d+$/.test(draft.lots) ? Number(draft.lots) : 0}
          onValueChange={(lots) => set({ lots: String(lots) })}
          decrementLabel={labels.decrease}
          incrementLabel={labels.increase}
        />
        <SegmentedControl
          label={labels.leverage}
          value={String(draft.leverage)}
          onValueChange={(v) => set({ leverage: Number(v) })}
          options={view.leverages.map((n) => ({
            value: String(n),
            label: fillLabel(labels.leverageOption, { n }),
          }))}
        />
        <CellGrid columns={2}>
          <Cell label={labels.notional} value={money(view.amounts?.notional)} />
          <Cell label={labels.fee} value={money(view.amounts?.fee)} />
          <Cell label={labels.margin} value={money(view.amounts?.margin)} />
          <Cell label={labels.total} value={money(view.amounts?.total)} />
          <Cell label={labels.available} value={money(view.available)} />
          <Cell label={labels.stopOutPrice} value={money(stopText)} />
          {stop && (
            <Cell
              label={labels.stopOutDistance}
              value={money(
                fillLabel(labels.stopOutDistanceValue, { amount: stop.distance, percent: stop.percent }),
              )}
            />
          )}
        </CellGrid>
        {stop && <p className={styles.hint}>{fillLabel(labels.stopOutNote, { level: view.stopOutLevel })}</p>}
        {reasons.length > 0 && (
          <section id={reasonsId} className={styles.reasons} aria-live="polite" aria-label={labels.reasons}>
            <p className={styles.reasonsTitle}>{labels.reasons}</p>
            <ul className={styles.reasonList}>
              {reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </section>
        )}
        <Button type="submit" fullWidth disabled={!view.canSubmit} loading={sending}>
          {labels.submit}
        </Button>
      </form>
      <ConfirmSheet
        open={confirming}
        onOpenChange={closeConfirm}
        title={labels.confirmTitle}
        rows={[
          { label: labels.stock, value: `${view.name} ${view.code}` },
          { label: labels.side, value: sideLabel },
          { label: labels.orderKind, value: draft.kind === 'limit' ? labels.limit : labels.market },
          { label: labels.price, value: draft.kind === 'limit' ? draft.price : view.lastPrice },
          { label: labels.lots, value: `${view.lotsText} ${labels.lotsUnit}` },
          { label: labels.leverage, value: leverageText },
          { label: labels.margin, value: view.amounts?.margin ?? '—' },
          { label: labels.fee, value: view.amounts?.fee ?? '—' },
          { label: labels.total, value: view.amounts?.total ?? '—' },
          { label: labels.stopOutPrice, value: stopText ?? '—' },
        ]}
        confirmLabel={labels.confirm}
        cancelLabel={labels.cancel}
        loading={sending}
        confirmDisabled={!view.canSubmit || pin.length < 6}
        onConfirm={() => {
          if (!sending && pin.length === 6) props.onSubmit(pin);
        }}
      >
        {view.leveraged && <p className={styles.risk}>{fillLabel(labels.risk, { count: draft.leverage })}</p>}
        <PinPad
          label={labels.fundsPassword}
          value={pin}
          onChange={setPin}
          deleteLabel={labels.deletePin}
          progressLabel={(n, len) => fillLabel(labels.pinProgress, { count: len, entered: n })}
          disabled={sending}
          {...(props.pinError ? { error: props.pinError } : {})}
        />
      </ConfirmSheet>
    </Dialog>
  );
}
