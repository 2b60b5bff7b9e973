import type { FieldProps } from '../Field/Field';
import { FieldFrame } from '../Field/Field';
import * as field from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import { cx } from '../private/cx';
import * as styles from './LotsStepper.css';

export interface LotsStepperProps extends FieldProps {
  /** Whole lots; not money, so the kit may step it. */
  value: number;
  /** Called with the new number of lots. */
  onValueChange: (value: number) => void;
  /** Default 1. */
  min?: number;
  /** Default none. */
  max?: number;
  /** Unit after the number, e.g. `"ロット"`. Default none. */
  unit?: string;
  /** Accessible names of the buttons; pass translated text. Defaults `'Decrease'` / `'Increase'`. */
  decrementLabel?: string;
  /** Accessible name of the + button. */
  incrementLabel?: string;
  /** Blocks interaction. */
  disabled?: boolean;
  /** Extra class on the root element. */
  className?: string;
}

/** A whole-number stepper for lot quantities: − / + buttons and a numeric text input. */
export function LotsStepper({
  label,
  hint,
  error,
  id,
  value,
  onValueChange,
  min = 1,
  max,
  unit,
  decrementLabel = 'Decrease',
  incrementLabel = 'Increase',
  disabled = false,
  className,
}: LotsStepperProps) {
  const clamp = (n: number) => Math.max(min, max === undefined ? n : Math.min(max, n));
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <div className={cx(field.box, styles.box)} data-invalid={Boolean(error)} data-disabled={disabled}>
          <button
            type="button"
            className={styles.step}
            aria-label={decrementLabel}
            disabled={disabled || value <= min}
            onClick={() => onValueChange(clamp(value - 1))}
          >
            <Icon name="minus" size={20} />
          </button>
          <input
            {...control}
            className={cx(field.input, styles.input)}
            type="text"
            inputMode="numeric"
            role="spinbutton"
            aria-valuemin={min}
            aria-valuemax={max}
            aria-valuenow={value}
            disabled={disabled}
            value={String(value)}
            onChange={(e) => {
              const digits = e.target.value.replace(/\D/g, '');
              onValueChange(digits === '' ? min : clamp(Number.parseInt(digits, 10)));
            }}
            onKeyDown={(e) => {
              if (e.key === 'ArrowUp') onValueChange(clamp(value + 1));
              if (e.key === 'ArrowDown') onValueChange(clamp(value - 1));
            }}
          />
          {unit && <span className={cx(field.adornment, styles.unit)}>{unit}</span>}
          <button
            type="button"
            className={styles.step}
            aria-label={incrementLabel}
            disabled={disabled || (max !== undefined && value >= max)}
            onClick={() => onValueChange(clamp(value + 1))}
          >
            <Icon name="plus" size={20} />
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
