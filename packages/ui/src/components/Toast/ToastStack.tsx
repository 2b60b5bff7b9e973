import { Toast as RadixToast } from 'radix-ui';
import type { IconName } from '../Icon/Icon';
import { Icon } from '../Icon/Icon';
import type { ToastEntry, ToastTone } from './Toast';
import * as styles from './Toast.css';

const toneIcon: Record<ToastTone, IconName> = {
  info: 'info',
  success: 'check',
  warning: 'alert',
  danger: 'close',
};

export interface ToastStackProps {
  /** The toasts to show, open or closing. */
  entries: readonly ToastEntry[];
  /** The default time a toast stays, in milliseconds. */
  duration: number;
  /** The accessible name of each toast's close button. */
  dismissLabel: string;
  /** The accessible name of the toast region. */
  label: string;
  /** Called with a toast's id when it closes (timeout, swipe or its close button). */
  onDismiss: (id: number) => void;
}

/** The toasts on view and their region (Radix Toast), in a chunk of its own: loaded with the first toast. */
export function ToastStack({ entries, duration, dismissLabel, label, onDismiss }: ToastStackProps) {
  return (
    <RadixToast.Provider swipeDirection="up" duration={duration} label={label}>
      {entries.map((entry) => (
        <RadixToast.Root
          key={entry.id}
          className={styles.toast}
          duration={entry.duration}
          open={entry.open}
          onOpenChange={(open) => {
            if (!open) onDismiss(entry.id);
          }}
          type={entry.tone === 'danger' ? 'foreground' : 'background'}
          data-tone={entry.tone}
        >
          <span className={`${styles.mark} ${styles.markTone[entry.tone]}`} aria-hidden="true">
            <Icon name={toneIcon[entry.tone]} size={14} />
          </span>
          <div className={styles.text}>
            <RadixToast.Title className={styles.title}>{entry.title}</RadixToast.Title>
            {entry.description && (
              <RadixToast.Description className={styles.description}>
                {entry.description}
              </RadixToast.Description>
            )}
          </div>
          <RadixToast.Close className={styles.close} aria-label={dismissLabel}>
            <Icon name="close" size={18} />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className={styles.viewport} label={label} />
    </RadixToast.Provider>
  );
}
