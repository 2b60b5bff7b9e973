import { Checkbox as RadixCheckbox } from 'radix-ui';
import type { ReactNode } from 'react';
import { useId } from 'react';
import * as field from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import { cx } from '../private/cx';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  /** Label, which may contain a link to the terms (render it with `Link`). */
  label: ReactNode;
  /** Ticked (controlled). */
  checked?: boolean;
  /** Ticked at first (uncontrolled). */
  defaultChecked?: boolean;
  /** Called when the customer ticks or unticks it. */
  onCheckedChange?: (checked: boolean) => void;
  /** The SDK's translated validation message, e.g. "Please accept the terms". Default none. */
  error?: string;
  /** Blocks interaction. */
  disabled?: boolean;
  /** Marks the checkbox required for forms. Default `false`. */
  required?: boolean;
  /** Form field name. */
  name?: string;
  /** The element id; default a generated one. */
  id?: string;
  /** Extra class on the root element. */
  className?: string;
}

/** A checkbox for consent (terms, privacy notice) with its validation message (Radix Checkbox). */
export function Checkbox({
  label,
  checked,
  defaultChecked,
  onCheckedChange,
  error,
  disabled,
  required,
  name,
  id,
  className,
}: CheckboxProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.row}>
        <RadixCheckbox.Root
          id={controlId}
          className={styles.box}
          checked={checked}
          defaultChecked={defaultChecked}
          onCheckedChange={(v) => onCheckedChange?.(v === true)}
          disabled={disabled}
          required={required}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        >
          <RadixCheckbox.Indicator>
            <Icon name="check" size={16} />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label htmlFor={controlId} className={styles.label}>
          {label}
        </label>
      </div>
      <p id={errorId} className={field.error} aria-live="polite">
        {error && (
          <>
            <Icon name="alert" size={14} />
            {error}
          </>
        )}
      </p>
    </div>
  );
}
