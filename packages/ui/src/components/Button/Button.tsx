import type { ButtonHTMLAttributes } from 'react';
import * as styles from './Button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {}

export function Button({ className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={[styles.root, className].filter(Boolean).join(' ')} {...props} />;
}
