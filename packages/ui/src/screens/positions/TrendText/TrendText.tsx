import { cx } from '../../../components/private/cx';
import { visuallyHidden } from '../../../components/private/shared.css';
import * as styles from './TrendText.css';

export type TrendDirection = 'up' | 'down' | 'flat';

export interface TrendTextProps {
  /** Already formatted and signed by the SDK (`+¥4,950.00`, `-1.80%`). */
  text: string;
  /** Up, down or flat: picks the colour and the sign. */
  direction: TrendDirection;
  /** Words read before the figure (profit / loss / no change), so colour is never the only signal. */
  words: Readonly<Record<TrendDirection, string>>;
  /** Extra class on the root element. */
  className?: string;
}

const arrows: Record<TrendDirection, string> = { up: '\u25B2', down: '\u25BC', flat: '\u2013' };

/** A signed P&L or change rate: arrow, colour, a hidden word and the signed text. */
export function TrendText({ text, direction, words, className }: TrendTextProps) {
  return (
    <span className={cx(styles.root, styles.tone[direction], className)} data-direction={direction}>
      <span className={styles.arrow} aria-hidden="true">
        {arrows[direction]}
      </span>
      <span className={visuallyHidden}>{words[direction]} </span>
      <span>{text}</span>
    </span>
  );
}
