import { type KeyboardEvent, useState } from 'react';
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

const STEP: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * A single choice among 2-5 short options, as WAI-ARIA's radio group: the chosen option is the one tab stop,
 * arrow keys move to the next enabled option and choose it (wrapping round), Space or a click chooses. Our own
 * lines instead of Radix RadioGroup (roving focus and collection, about 4 kB gzip on every signed-in route).
 */
export function SegmentedControl<V extends string = string>({
  options,
  label,
  value,
  defaultValue,
  onValueChange,
  size = 'md',
  className,
}: SegmentedControlProps<V>) {
  const [picked, setPicked] = useState<V | undefined>(defaultValue ?? options[0]?.value);
  const selected = value ?? picked;
  const enabled = options.filter((o) => !o.disabled);
  const stop = enabled.some((o) => o.value === selected) ? selected : enabled[0]?.value;
  const choose = (next: V) => {
    if (next === selected) return;
    setPicked(next);
    onValueChange?.(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP[event.key];
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="radio"]')];
    const at = buttons.indexOf(event.target as HTMLButtonElement);
    if (event.key === 'Enter') event.preventDefault(); // as a radio button: Space chooses, Enter does not
    if (step === undefined || at < 0) return;
    event.preventDefault();
    for (let i = 1; i <= options.length; i += 1) {
      const to = (at + step * i + options.length * i) % options.length;
      const option = options[to];
      if (option && !option.disabled) {
        buttons[to]?.focus();
        choose(option.value);
        return;
      }
    }
  };
  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-orientation="horizontal"
      className={cx(styles.root, className)}
      onKeyDown={onKeyDown}
    >
      {options.map((option) => {
        const checked = option.value === selected;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a segment is a styled button; a native radio cannot look like one
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={checked}
            data-state={checked ? 'checked' : 'unchecked'}
            data-disabled={option.disabled ? '' : undefined}
            disabled={option.disabled}
            tabIndex={option.value === stop ? 0 : -1}
            value={option.value}
            className={cx(styles.item, styles.size[size], option.tone && styles.tone[option.tone])}
            onClick={() => choose(option.value)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
