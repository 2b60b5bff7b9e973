import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from '../private/cx';
import { Link } from '../TsumikiProvider/TsumikiProvider';
import * as styles from './Button.css';
import type { ButtonSize, ButtonVariant } from './buttonVariants';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Default `'primary'`. */
  variant?: ButtonVariant;
  /** Default `'md'` (44 px). `'sm'` looks 32 px high but still answers taps over 44 px. */
  size?: ButtonSize;
  /** Stretch to the container's width. Default `false`. */
  fullWidth?: boolean;
  /** Shows a spinner, sets aria-busy and blocks clicks. Default `false`. */
  loading?: boolean;
  /** Renders through the injected link component instead of a button. Default none. */
  href?: string;
  /** The content. */
  children?: ReactNode;
}

/** The kit's button; with `href` it becomes a link that looks like a button. */
export function Button({
  className,
  type = 'button',
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  href,
  children,
  disabled,
  ...props
}: ButtonProps) {
  const classes = cx(
    styles.root,
    styles.variant[variant],
    styles.size[size],
    fullWidth && styles.fullWidth,
    className,
  );
  const content = (
    <>
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </>
  );
  if (href !== undefined) {
    return (
      <Link href={href} className={classes} aria-disabled={disabled || undefined}>
        {content}
      </Link>
    );
  }
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {content}
    </button>
  );
}
