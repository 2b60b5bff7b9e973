import { cx } from '../private/cx';
import * as styles from './StatusBadge.css';
import type { StatusState, Tone } from './statusTones';
import { statusTones } from './statusTones';

export interface StatusBadgeProps {
  /** The entity state; its tone comes from `statusTones`. */
  state?: StatusState;
  /** Forces a tone (for states outside spec section 4). Default: `statusTones[state]`, else `'neutral'`. */
  tone?: Tone;
  /** Translated state name. */
  label: string;
  /** Extra class on the root element. */
  className?: string;
}

/** A small pill naming a state; the text carries the meaning, the tone only reinforces it. */
export function StatusBadge({ state, tone, label, className }: StatusBadgeProps) {
  const resolved: Tone = tone ?? (state ? statusTones[state] : 'neutral');
  return (
    <span
      className={cx(styles.root, styles.tone[resolved], className)}
      data-state={state}
      data-tone={resolved}
    >
      <span className={styles.dot} aria-hidden="true" />
      {label}
    </span>
  );
}
