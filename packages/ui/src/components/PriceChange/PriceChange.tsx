import { cx } from '../private/cx';
import { visuallyHidden } from '../private/shared.css';
import type { Direction } from './direction';
import { directionArrow, directionSign } from './direction';
import * as styles from './PriceChange.css';

export const priceChangeVariants = ['text', 'pill'] as const;
export type PriceChangeVariant = (typeof priceChangeVariants)[number];

export interface PriceChangeProps {
  /** Up, down or flat: picks the price colour of the convention around it and the sign. */
  direction: Direction;
  /** Unsigned magnitude, formatted by the SDK (`"12.30"`); the kit adds the sign. Default none. */
  value?: string;
  /** Unsigned percentage, formatted (`"1.25%"`); shown after the value. Default none. */
  percent?: string;
  /** `'pill'` sits on a soft background, as in quote lists. Default `'text'`. */
  variant?: PriceChangeVariant;
  /** Default `'md'`. */
  size?: 'sm' | 'md' | 'lg';
  /** Screen-reader words for the arrow; pass translated text. Default English `up` / `down` / `unchanged`. */
  directionLabels?: Record<Direction, string>;
  /** Extra class on the root element. */
  className?: string;
}

const defaultLabels: Record<Direction, string> = { up: 'up', down: 'down', flat: 'unchanged' };

/** A price move: arrow, sign, monospace digits and the convention's colour, so colour is never the only cue. */
export function PriceChange({
  direction,
  value,
  percent,
  variant = 'text',
  size = 'md',
  directionLabels = defaultLabels,
  className,
}: PriceChangeProps) {
  const sign = directionSign[direction];
  return (
    <span
      className={cx(
        styles.root,
        styles.text[direction],
        styles.size[size],
        variant === 'pill' && styles.pill,
        variant === 'pill' && styles.pillTone[direction],
        className,
      )}
      data-direction={direction}
    >
      <span className={styles.arrow} aria-hidden="true">
        {directionArrow[direction]}
      </span>
      <span className={visuallyHidden}>{directionLabels[direction]} </span>
      {value !== undefined && (
        <span>
          {sign}
          {value}
        </span>
      )}
      {percent !== undefined && (
        <span>{value !== undefined ? `(${sign}${percent})` : `${sign}${percent}`}</span>
      )}
    </span>
  );
}
