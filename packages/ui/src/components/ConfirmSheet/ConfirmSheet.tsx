import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import * as dialog from '../Dialog/Dialog.css';
import { usePortalContainer } from '../TsumikiProvider/TsumikiProvider';
import * as styles from './ConfirmSheet.css';

export interface ConfirmRow {
  label: string;
  value: ReactNode;
}

export interface ConfirmSheetProps {
  /** Shown or not (controlled). */
  open?: boolean;
  /** Open at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when it opens or closes (its button, Escape, the scrim). */
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the sheet. Default none. */
  trigger?: ReactNode;
  /** What is being confirmed, as the sheet's heading. */
  title: string;
  /** More about it, under the title. */
  description?: string;
  /** Summary rows (order type, lots, fee, total). Default none. */
  rows?: readonly ConfirmRow[];
  /** Extra content under the rows, e.g. a PinPad. Default none. */
  children?: ReactNode;
  /** The confirm button's text. */
  confirmLabel: string;
  /** The cancel button's text. */
  cancelLabel: string;
  /** Called when the customer confirms. */
  onConfirm: () => void;
  /** Called when the customer cancels (the button, Escape or the scrim). */
  onCancel?: () => void;
  /** `'danger'` for irreversible actions such as closing a position. Default `'primary'`. */
  tone?: 'primary' | 'danger';
  /** Disables confirm and shows a spinner while the request runs. Default `false`. */
  loading?: boolean;
  /** Disables confirm, e.g. until a PIN is complete. Default `false`. */
  confirmDisabled?: boolean;
}

/**
 * A bottom sheet that asks for confirmation before an order, withdrawal or close (Radix AlertDialog: it
 * cannot be dismissed by tapping outside, only by a choice).
 */
export function ConfirmSheet({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  rows,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  tone = 'primary',
  loading = false,
  confirmDisabled = false,
}: ConfirmSheetProps) {
  const container = usePortalContainer();
  return (
    <AlertDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal container={container}>
        <AlertDialog.Overlay className={dialog.overlay} />
        <AlertDialog.Content
          className={styles.sheet}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.handle} aria-hidden="true" />
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          {description ? (
            <AlertDialog.Description className={styles.description}>{description}</AlertDialog.Description>
          ) : null}
          {rows && rows.length > 0 && (
            <dl className={styles.rows}>
              {rows.map((row) => (
                <div key={row.label} className={styles.row}>
                  <dt className={styles.rowLabel}>{row.label}</dt>
                  <dd className={styles.rowValue}>{row.value}</dd>
                </div>
              ))}
            </dl>
          )}
          {children && <div className={styles.body}>{children}</div>}
          <div className={styles.actions}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" size="lg" onClick={onCancel}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: the sheet stays open while `loading`, the caller closes it. */}
            <Button variant={tone} size="lg" loading={loading} disabled={confirmDisabled} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
