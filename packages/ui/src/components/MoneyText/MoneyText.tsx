import type { Direction } from '../PriceChange/direction';
import { directionSign } from '../PriceChange/direction';
import { cx } from '../private/cx';
import * as styles from './MoneyText.css';

export const moneyTextSizes = ['sm', 'md', 'lg', 'xl'] as const;
export type MoneyTextSize = (typeof moneyTextSizes)[number];

export interface MoneyTextProps {
  /** The amount, already formatted by the SDK (`"1,234,567.00"`). The kit does no arithmetic on it. */
  value: string;
  /** Currency label such as `"JPY"` or `"円"`. Default none. */
  currency?: string;
  /** Where the currency goes. Default `'suffix'`. */
  currencyPosition?: 'prefix' | 'suffix';
  /** Default `'md'`. */
  size?: MoneyTextSize;
  /** Colours by direction and prefixes its sign (profit/loss). Default none: neutral text, no sign. */
  direction?: Direction;
  /** Secondary text colour for less important amounts. Default `false`. */
  muted?: boolean;
  /** Extra class on the root element. */
  className?: string;
}

/** An amount in monospace digits; with `direction` it also carries a sign so colour is never the only cue. */
export function MoneyText({
  value,
  currency,
  currencyPosition = 'suffix',
  size = 'md',
  direction,
  muted = false,
  className,
}: MoneyTextProps) {
  const tone = direction ?? (muted ? 'muted' : 'default');
  const cur = currency ? <span className={styles.currency}>{currency}</span> : null;
  return (
    <span className={cx(styles.root, styles.size[size], styles.tone[tone], className)}>
      {currencyPosition === 'prefix' && cur}
      <span>
        {direction ? directionSign[direction] : ''}
        {value}
      </span>
      {currencyPosition === 'suffix' && cur}
    </span>
  );
}
