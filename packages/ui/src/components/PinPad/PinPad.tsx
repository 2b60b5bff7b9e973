import type { CSSProperties, KeyboardEvent } from 'react';
import { useId } from 'react';
import * as field from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import * as styles from './PinPad.css';

export interface PinPadProps {
  /** Heading above the slots, e.g. "資金パスワードを入力". */
  label: string;
  /** Digits entered so far. */
  value: string;
  /** Called with the digits entered so far. */
  onChange: (value: string) => void;
  /** Called once the last digit is entered. Default none. */
  onComplete?: (pin: string) => void;
  /** Number of digits. Default 6 (the funds password). */
  length?: number;
  /** The SDK's translated validation message. Default none. */
  error?: string;
  /** Accessible name of the delete key; pass translated text. Default `'Delete'`. */
  deleteLabel?: string;
  /** Announced progress, e.g. `(n, len) => \`${n} / ${len}\``. Default `"n of len"` in English. */
  progressLabel?: (entered: number, length: number) => string;
  /** Blocks interaction. */
  disabled?: boolean;
}

const keys = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/** An on-screen keypad for a numeric PIN; digits are masked, the physical keyboard also works. */
export function PinPad({
  label,
  value,
  onChange,
  onComplete,
  length = 6,
  error,
  deleteLabel = 'Delete',
  progressLabel = (n, len) => `${n} of ${len}`,
  disabled = false,
}: PinPadProps) {
  const id = useId();
  const press = (digit: string) => {
    if (disabled || value.length >= length) return;
    const next = value + digit;
    onChange(next);
    if (next.length === length) onComplete?.(next);
  };
  const remove = () => {
    if (!disabled && value.length > 0) onChange(value.slice(0, -1));
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (/^\d$/.test(e.key)) press(e.key);
    else if (e.key === 'Backspace') remove();
  };
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={error ? `${id}-error` : undefined}
      onKeyDown={onKeyDown}
    >
      <legend className={styles.title}>{label}</legend>
      <div className={styles.root}>
        <div
          className={styles.slots}
          style={{ '--pin-length': length } as CSSProperties}
          data-invalid={Boolean(error)}
          role="status"
          aria-label={progressLabel(value.length, length)}
        >
          {Array.from({ length }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions
            <span key={i} className={styles.slot} aria-hidden="true">
              {i < value.length && <span className={styles.dot} />}
            </span>
          ))}
        </div>
        <p id={`${id}-error`} className={field.error} aria-live="polite">
          {error && (
            <>
              <Icon name="alert" size={14} />
              {error}
            </>
          )}
        </p>
        <div className={styles.keypad}>
          {keys.map((k) => (
            <button key={k} type="button" className={styles.key} disabled={disabled} onClick={() => press(k)}>
              {k}
            </button>
          ))}
          <span />
          <button type="button" className={styles.key} disabled={disabled} onClick={() => press('0')}>
            0
          </button>
          <button
            type="button"
            className={styles.keyIcon}
            aria-label={deleteLabel}
            disabled={disabled}
            onClick={remove}
          >
            <Icon name="backspace" size={26} />
          </button>
        </div>
      </div>
    </fieldset>
  );
}
