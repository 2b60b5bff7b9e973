import type { FieldProps } from '../Field/Field';
import { FieldFrame } from '../Field/Field';
import * as field from '../Field/Field.css';
import { cx } from '../private/cx';
import * as styles from './AmountField.css';
import { sanitizeAmount } from './sanitizeAmount';

export interface AmountPreset {
  label: string;
  /** The amount string the preset fills in, formatted by the caller. */
  value: string;
}

export interface AmountFieldProps extends FieldProps {
  /** The amount as typed (a decimal string); the SDK parses and validates it. */
  value: string;
  /** Called with the text as typed (the SDK parses it; the kit does no arithmetic). */
  onChange: (value: string) => void;
  /** Currency code or symbol shown at the start, e.g. `"JPY"`. */
  currency: string;
  /** Digits allowed after the point: 0 for yen, 2 for dollars. Default 0. */
  decimals?: number;
  /** Quick-fill chips such as 10,000 / 50,000 / All. Default none. */
  presets?: readonly AmountPreset[];
  /** Shown while the field is empty. */
  placeholder?: string;
  /** Blocks interaction. */
  disabled?: boolean;
  /** Extra class on the root element. */
  className?: string;
}

/** A money input with its currency; it only keeps digits and one point, it never computes amounts. */
export function AmountField({
  label,
  hint,
  error,
  id,
  value,
  onChange,
  currency,
  decimals = 0,
  presets,
  placeholder,
  disabled = false,
  className,
}: AmountFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <>
          <div className={cx(field.box, styles.box)} data-invalid={Boolean(error)} data-disabled={disabled}>
            <input
              {...control}
              className={cx(field.input, styles.input)}
              type="text"
              inputMode={decimals > 0 ? 'decimal' : 'numeric'}
              autoComplete="off"
              placeholder={placeholder}
              disabled={disabled}
              value={value}
              onChange={(e) => onChange(sanitizeAmount(e.target.value, decimals))}
            />
            {/* After the figure, quiet: the unit of the amount, never read as the amount itself. */}
            <span className={cx(field.adornment, styles.currency)}>{currency}</span>
          </div>
          {presets && presets.length > 0 && (
            <div className={styles.presets}>
              {presets.map((p) => (
                <button
                  key={p.label}
                  type="button"
                  className={styles.preset}
                  aria-pressed={p.value === value}
                  disabled={disabled}
                  onClick={() => onChange(p.value)}
                >
                  {p.label}
                </button>
              ))}
            </div>
          )}
        </>
      )}
    </FieldFrame>
  );
}
