import type { ReactNode } from 'react';
import { useId } from 'react';
import { Icon } from '../Icon/Icon';
import { cx } from '../private/cx';
import * as styles from './Field.css';

/** Props every form field shares. */
export interface FieldProps {
  /** Visible label (translated). */
  label: string;
  /** Helper text under the control. Hidden while an error shows. Default none. */
  hint?: string;
  /** The SDK's translated validation message; marks the control invalid. Default none. */
  error?: string;
  /** Id of the control. Default generated. */
  id?: string;
}

/** Ids and aria attributes that tie a control to its label, hint and error. */
export interface FieldControlProps {
  /** The element id; default a generated one. */
  id: string;
  /** Set when the field shows an error. */
  'aria-invalid': boolean | undefined;
  /** The ids of the hint and the error, for screen readers. */
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps extends FieldProps {
  /** The content. */
  children: (control: FieldControlProps) => ReactNode;
  /** Extra class on the root element. */
  className?: string;
  /** Render the label as a `<span>` for controls that label themselves by id. Default `false`. */
  labelAsText?: boolean;
}

/** Label, control, hint and an error line that is announced when it appears (aria-live). */
export function FieldFrame({
  label,
  hint,
  error,
  id,
  children,
  className,
  labelAsText = false,
}: FieldFrameProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className={cx(styles.field, className)}>
      {labelAsText ? (
        <span id={`${controlId}-label`} className={styles.label}>
          {label}
        </span>
      ) : (
        <label htmlFor={controlId} id={`${controlId}-label`} className={styles.label}>
          {label}
        </label>
      )}
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && !error && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <p id={errorId} className={styles.error} aria-live="polite">
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
