import type { ChangeEvent } from 'react';
import { useState } from 'react';
import type { FieldProps } from '../Field/Field';
import { FieldFrame } from '../Field/Field';
import * as field from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import { cx } from '../private/cx';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldProps {
  /** The choices, with their values. */
  options: readonly SelectOption[];
  /** The chosen value (controlled). */
  value?: string;
  /** The value chosen at first (uncontrolled). */
  defaultValue?: string;
  /** Called with the value the customer picks. */
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen. Default none. */
  placeholder?: string;
  /** Blocks interaction. */
  disabled?: boolean;
  /** Form field name. Default none. */
  name?: string;
  /** Extra class on the root element. */
  className?: string;
}

/**
 * A labelled pick-one list: the platform's own `<select>` (the phone's picker, its keyboard and typeahead,
 * announced as a combobox), styled as a field.
 */
export function Select({
  label,
  hint,
  error,
  id,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  disabled,
  name,
  className,
}: SelectProps) {
  const [own, setOwn] = useState(defaultValue ?? '');
  const current = value ?? own;
  const empty = !options.some((o) => o.value === current);
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    setOwn(event.target.value);
    onValueChange?.(event.target.value);
  };
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <div
          className={cx(field.box, styles.box)}
          data-invalid={Boolean(error)}
          data-disabled={Boolean(disabled)}
        >
          <select
            {...control}
            className={styles.select}
            value={empty ? '' : current}
            onChange={change}
            disabled={disabled}
            name={name}
            data-placeholder={empty || undefined}
          >
            {/* Nothing chosen yet: the placeholder shows in the field but cannot be picked again. */}
            {empty && (
              <option value="" disabled hidden>
                {placeholder ?? ''}
              </option>
            )}
            {options.map((o) => (
              <option key={o.value} value={o.value} disabled={o.disabled}>
                {o.label}
              </option>
            ))}
          </select>
          <span className={styles.icon} aria-hidden>
            <Icon name="chevronDown" size={18} />
          </span>
        </div>
      )}
    </FieldFrame>
  );
}
