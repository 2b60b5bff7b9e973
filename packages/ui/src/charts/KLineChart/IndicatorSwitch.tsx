import { useState } from 'react';
import { SegmentedControl } from '../../components/SegmentedControl/SegmentedControl';
import type { BollBands, LowerPane } from '../types';

/** What the K-line's indicator switch offers: MACD or RSI in the lower pane, or BOLL on the main pane. */
export type KLineIndicator = 'macd' | 'rsi' | 'boll';

/** The built-in indicator switch of `KLineChart`: translated texts and the SDK-computed series of each choice. */
export interface KLineIndicatorSwitch {
  /** Accessible name of the switch, e.g. "Indicator" (translated by the app). */
  label: string;
  /** The choices in display order with their labels (e.g. `MACD`, `RSI`, `BOLL` or localised names). */
  options: readonly { value: KLineIndicator; label: string }[];
  /** MACD series from the SDK's `macd` rule. */
  macd?: Extract<LowerPane, { kind: 'macd' }>;
  /** RSI lines from the SDK's `rsi` rule. */
  rsi?: Extract<LowerPane, { kind: 'rsi' }>;
  /** Bollinger bands from the SDK's `bollinger` rule. */
  boll?: BollBands;
  /** The chosen indicator when controlled; default uncontrolled. */
  value?: KLineIndicator;
  /** The first choice when uncontrolled; default the first option. */
  defaultValue?: KLineIndicator;
  onValueChange?: (value: KLineIndicator) => void;
}

/** The panes a choice shows: one lower pane (MACD or RSI), or none and BOLL on the main pane. */
export function indicatorPanes(
  sw: KLineIndicatorSwitch,
  choice: KLineIndicator | undefined,
): { lower: LowerPane | undefined; boll: BollBands | undefined } {
  if (choice === 'macd') return { lower: sw.macd, boll: undefined };
  if (choice === 'rsi') return { lower: sw.rsi, boll: undefined };
  if (choice === 'boll') return { lower: undefined, boll: sw.boll };
  return { lower: undefined, boll: undefined };
}

/** The current choice of a switch, controlled or not, and a setter that also reports the change. */
export function useIndicatorChoice(sw: KLineIndicatorSwitch | undefined) {
  const [own, setOwn] = useState<KLineIndicator | undefined>(sw?.defaultValue ?? sw?.options[0]?.value);
  const choice = sw?.value ?? own;
  const choose = (value: KLineIndicator) => {
    setOwn(value);
    sw?.onValueChange?.(value);
  };
  return [choice, choose] as const;
}

/** The switch itself: the kit's segmented control (a radio group, arrow keys move the choice). */
export function IndicatorSwitch({
  switch: sw,
  value,
  onValueChange,
}: {
  switch: KLineIndicatorSwitch;
  value: KLineIndicator | undefined;
  onValueChange: (value: KLineIndicator) => void;
}) {
  return (
    <SegmentedControl<KLineIndicator>
      label={sw.label}
      options={sw.options}
      size="sm"
      {...(value ? { value } : {})}
      onValueChange={onValueChange}
    />
  );
}
