import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { usePortalContainer } from '../TsumikiProvider/TsumikiProvider';
import * as styles from './Dialog.css';

export interface DialogProps {
  /** Shown or not (controlled). */
  open?: boolean;
  /** Open at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when it opens or closes (its button, Escape, the scrim). */
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (rendered as is, via Radix `asChild`). Default none. */
  trigger?: ReactNode;
  /** The dialog's heading and accessible name. */
  title: string;
  /** Text under the title, announced with it. */
  description?: string;
  /** The content. */
  children?: ReactNode;
  /** Buttons in the footer, laid out in equal columns. Default none. */
  actions?: ReactNode;
  /** Accessible name of the close button; pass translated text. Default `'Close'`. */
  closeLabel?: string;
  /** Shows the × button. Default `true`. */
  showClose?: boolean;
}

/** A centred modal (Radix Dialog: focus trap, Escape, scroll lock), portalled inside the theme. */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  actions,
  closeLabel = 'Close',
  showClose = true,
}: DialogProps) {
  const container = usePortalContainer();
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          // Without a description Radix must not point aria-describedby at a missing element.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          ) : null}
          {children && <div className={styles.body}>{children}</div>}
          {actions && <div className={styles.actions}>{actions}</div>}
          {showClose && (
            <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
              <Icon name="close" size={20} />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wrap a footer button with this to make it close the dialog. */
export const DialogClose = RadixDialog.Close;
