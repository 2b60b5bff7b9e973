import { RadioGroup } from 'radix-ui';
import { cx } from '../private/cx';
import * as styles from './SegmentedControl.css';

export interface SegmentedOption<V extends string = string> {
  value: V;
  label: string;
  /** Colours the checked segment as a price direction (buy/sell, long/short). Default none. */
  tone?: 'up' | 'down';
  disabled?: boolean;
}

export interface SegmentedControlProps<V extends string = string> {
  /** The choices, 2 to 5 short labels with their values. */
  options: readonly SegmentedOption<V>[];
  /** Accessible name of the group. */
  label: string;
  /** The chosen value (controlled). */
  value?: V;
  /** Default: the first option. */
  defaultValue?: V;
  /** Called with the value the customer picks. */
  onValueChange?: (value: V) => void;
  /** Default `'md'`. */
  size?: 'sm' | 'md';
  /** Extra class on the root element. */
  className?: string;
}

/** A single choice among 2-5 short options (Radix RadioGroup: arrow keys move the selection). */
export function SegmentedControl<V extends string = string>({
  options,
  label,
  value,
  defaultValue,
  onValueChange,
  size = 'md',
  className,
}: SegmentedControlProps<V>) {
  return (
    <RadioGroup.Root
      aria-label={label}
      orientation="horizontal"
      className={cx(styles.root, className)}
      value={value}
      defaultValue={defaultValue ?? options[0]?.value}
      onValueChange={(v) => onValueChange?.(v as V)}
    >
      {options.map((option) => (
        <RadioGroup.Item
          key={option.value}
          value={option.value}
          disabled={option.disabled}
          className={cx(styles.item, styles.size[size], option.tone && styles.tone[option.tone])}
        >
          {option.label}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
