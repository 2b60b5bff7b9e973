import type { Decimal } from '@tsumiki/sdk';
import { priceMove } from '@tsumiki/sdk/rules';
import { useState } from 'react';
import { cx } from '../private/cx';
import { useReducedMotion } from '../TsumikiProvider/TsumikiProvider';
import * as styles from './FlashPrice.css';

export interface FlashPriceProps {
  /** The price as shown (formatted by the SDK). */
  text: string;
  /**
   * The price as a decimal (`QuoteRowView.priceDecimal`): when it changes, the price flashes in the up or down
   * tint of the price convention in scope — not on the first render, not under `prefers-reduced-motion`, not
   * with `TsumikiProvider`'s `reducedMotion`.
   */
  value: Decimal;
  /** Extra class on the root element. */
  className?: string;
}

interface Flash {
  direction: 'up' | 'down';
  count: number;
}

/**
 * A live price that flashes when it moves. It is plain text to assistive technology: no live region, so a
 * ticking list never talks over the customer (freezing prices stops the changes themselves).
 */
export function FlashPrice({ text, value, className }: FlashPriceProps) {
  const reduced = useReducedMotion();
  const [shown, setShown] = useState(value);
  const [flash, setFlash] = useState<Flash | null>(null);
  if (value !== shown) {
    // The previous value is state, so the comparison happens once per change, during render.
    setShown(value);
    const direction = priceMove(shown, value);
    if (direction && !reduced) setFlash({ direction, count: (flash?.count ?? 0) + 1 });
  }
  return (
    <span
      className={cx(
        styles.root,
        flash && styles.direction[flash.direction],
        flash && styles.runs[flash.count % 2],
        className,
      )}
      data-flash={flash?.direction}
    >
      {text}
    </span>
  );
}
