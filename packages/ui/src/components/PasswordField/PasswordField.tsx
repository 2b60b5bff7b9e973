import { useState } from 'react';
import { Icon } from '../Icon/Icon';
import type { TextFieldProps } from '../TextField/TextField';
import { TextField } from '../TextField/TextField';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'suffix'> {
  /** Accessible name of the reveal button; pass translated text. Default `'Show password'`. */
  revealLabel?: string;
}

/** A password input with a reveal toggle (a pressed/unpressed button, so its state is announced). */
export function PasswordField({
  revealLabel = 'Show password',
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [revealed, setRevealed] = useState(false);
  return (
    <TextField
      {...props}
      type={revealed ? 'text' : 'password'}
      autoComplete={autoComplete}
      suffix={
        <button
          type="button"
          className={styles.reveal}
          aria-label={revealLabel}
          aria-pressed={revealed}
          onClick={() => setRevealed((r) => !r)}
        >
          <Icon name={revealed ? 'eyeOff' : 'eye'} size={20} />
        </button>
      }
    />
  );
}
