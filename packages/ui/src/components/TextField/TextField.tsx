import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldProps } from '../Field/Field';
import { FieldFrame } from '../Field/Field';
import * as styles from '../Field/Field.css';

export interface TextFieldProps
  extends FieldProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'prefix' | 'id'> {
  /** The text (controlled). */
  value: string;
  /** Called with the text as typed. */
  onChange: (value: string) => void;
  /** Content before the input (an icon, a country code). Default none. */
  prefix?: ReactNode;
  /** Content after the input (a unit, a button). Default none. */
  suffix?: ReactNode;
}

/** A labelled single-line input that shows the SDK's validation message. */
export function TextField({
  label,
  hint,
  error,
  id,
  value,
  onChange,
  prefix,
  suffix,
  disabled,
  className,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <div className={styles.box} data-invalid={Boolean(error)} data-disabled={Boolean(disabled)}>
          {prefix && <span className={styles.adornment}>{prefix}</span>}
          <input
            {...inputProps}
            {...control}
            type={type}
            className={styles.input}
            value={value}
            disabled={disabled}
            onChange={(e) => onChange(e.target.value)}
          />
          {suffix && <span className={styles.adornment}>{suffix}</span>}
        </div>
      )}
    </FieldFrame>
  );
}
