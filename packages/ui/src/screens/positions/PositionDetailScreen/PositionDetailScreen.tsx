import type { PositionDetailView } from '@tsumiki/sdk';
import type { CountLabel, Labels } from '@tsumiki/sdk/labels';
import { fillLabel } from '@tsumiki/sdk/labels';
import type { ReactNode } from 'react';
import { Button } from '../../../components/Button/Button';
import { ConfirmSheet } from '../../../components/ConfirmSheet/ConfirmSheet';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { Cell, CellGrid } from '../../../components/ListRow/ListRow';
import { SkeletonList } from '../../../components/Skeleton/Skeleton';
import { StatusBadge } from '../../../components/StatusBadge/StatusBadge';
import { TrendText } from '../TrendText/TrendText';
import * as styles from './PositionDetailScreen.css';

export interface PositionDetailScreenProps {
  /** The `positions` labels in the reader's language: `labelsFor(i18n, 'positions')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'positions'>;
  /** The SDK's `selectPositionDetailView`; absent while loading. */
  view?: PositionDetailView;
  /** `view.closeBlocked` translated by the caller (`translateRule`). Default none. */
  closeBlockedReason?: string;
  /** `view.cancelReason` translated by the caller (`translateMessage`). Default none. */
  cancelReasonText?: string;
  /** Translated reason the position could not be loaded. Default none. */
  error?: string;
  /** The id named no position of this customer. Default `false`. */
  notFound?: boolean;
  /** Called by the error state's retry button. */
  onRetry?: () => void;
  /** Called when the customer closes the position. */
  onClose: () => void;
  /** Called when the customer cancels the pending order. */
  onCancel: () => void;
  /** A close or cancel request is running. Default `false`. */
  sending?: boolean;
}

/** A row's value from its label: a counted one (the quantity) by its `count` param's plural form. */
function valueText(label: string | CountLabel, params: Readonly<Record<string, string | number>>): string {
  return typeof label === 'function' ? label(Number(params.count), params) : fillLabel(label, params);
}

/**
 * /position/info: every field of spec section 3, the stop-out price and the distance to it, closing (T+1
 * explained) and cancelling behind a confirmation, and why the server closed or cancelled it.
 */
export function PositionDetailScreen(props: PositionDetailScreenProps) {
  const {
    labels,
    view,
    closeBlockedReason,
    cancelReasonText,
    error,
    notFound = false,
    onRetry,
    onClose,
    onCancel,
    sending = false,
  } = props;
  const words = { up: labels.trendUp, down: labels.trendDown, flat: labels.trendFlat };
  let body: ReactNode;
  if (notFound) {
    body = (
      <EmptyState
        title={labels.notFound}
        action={
          <Button variant="secondary" href="/position/index">
            {labels.backToList}
          </Button>
        }
      />
    );
  } else if (error) {
    body = (
      <ErrorState
        title={labels.errorTitle}
        description={error}
        retryLabel={labels.retry}
        {...(onRetry ? { onRetry } : {})}
      />
    );
  } else if (!view) {
    body = <SkeletonList rows={6} label={labels.loading} />;
  } else {
    const { card } = view;
    body = (
      <>
        <section className={styles.head} aria-labelledby="position-name">
          <h2 id="position-name" className={styles.name}>
            {card.name} ({card.code})
          </h2>
          <div className={styles.meta}>
            <StatusBadge state={card.state} label={labels[card.stateLabel]} />
            <span>{labels[card.directionLabel]}</span>
          </div>
          <TrendText text={card.pnl.text} direction={card.pnl.direction} words={words} />
        </section>
        {view.closeBlocked && (
          <section className={styles.notice} id="close-blocked" aria-labelledby="close-blocked-title">
            <h2 id="close-blocked-title" className={styles.noticeTitle}>
              {labels.tPlusOneHeading}
            </h2>
            {closeBlockedReason && <p className={styles.noticeText}>{closeBlockedReason}</p>}
            {view.closeFrom && (
              <p className={styles.noticeText}>
                {fillLabel(labels.closeFromValue, { date: view.closeFrom })}
              </p>
            )}
          </section>
        )}
        <CellGrid columns={2}>
          {view.rows.map((row) => (
            <Cell
              key={row.label}
              label={labels[row.label]}
              value={
                row.direction ? (
                  <TrendText text={row.value} direction={row.direction} words={words} />
                ) : row.valueLabel ? (
                  valueText(labels[row.valueLabel], row.params ?? {})
                ) : (
                  row.value
                )
              }
            />
          ))}
          {view.closeFrom && <Cell label={labels.closeFrom} value={view.closeFrom} />}
          {cancelReasonText && <Cell label={labels.cancelReason} value={cancelReasonText} />}
        </CellGrid>
        {view.stopOutNote && <p className={styles.note}>{fillLabel(labels.stopOutNote, view.stopOutNote)}</p>}
        <div className={styles.actions}>
          {card.status === 0 &&
            (view.canClose ? (
              <ConfirmSheet
                trigger={
                  <Button variant="danger" fullWidth loading={sending}>
                    {labels.closeAction}
                  </Button>
                }
                title={labels.closeTitle}
                description={labels.closeDescription}
                rows={[
                  { label: labels.stockName, value: `${card.name} (${card.code})` },
                  {
                    label: labels.quantity,
                    value: fillLabel(labels.quantityValue, { count: card.quantity }),
                  },
                  { label: labels.nowPrice, value: card.nowPrice.text },
                  { label: labels.pnl, value: card.pnl.text },
                ]}
                confirmLabel={labels.confirmClose}
                cancelLabel={labels.back}
                onConfirm={onClose}
                tone="danger"
                loading={sending}
              />
            ) : (
              <Button variant="danger" fullWidth disabled aria-describedby="close-blocked">
                {labels.closeAction}
              </Button>
            ))}
          {view.canCancel && (
            <ConfirmSheet
              trigger={
                <Button variant="secondary" fullWidth loading={sending}>
                  {labels.cancelAction}
                </Button>
              }
              title={labels.cancelTitle}
              description={labels.cancelDescription}
              rows={[
                { label: labels.orderNo, value: card.orderNo },
                { label: labels.buyPrice, value: card.buyPrice.text },
              ]}
              confirmLabel={labels.confirmCancel}
              cancelLabel={labels.back}
              onConfirm={onCancel}
              loading={sending}
            />
          )}
        </div>
      </>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="position-detail-title">
      <h1 id="position-detail-title" className={styles.title}>
        {labels.detailTitle}
      </h1>
      {body}
    </section>
  );
}
