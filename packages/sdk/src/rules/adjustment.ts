// Price adjustment works on plain numbers: adjusted K-lines are chart values, never booked amounts.
import type { IsoDate } from './zonedTime';

/** One K-line bar. */
export interface KLineBar {
  readonly date: IsoDate;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume?: number;
}

/**
 * A corporate action on its ex-date: a split of `ratio` new shares per old share (2 for a 2-for-1 split, 0.1 for
 * a 1-for-10 consolidation; default 1) and/or a cash `dividend` per old share (default 0). `previousClose` is the
 * last close before the ex-date; when omitted it is read from the bars.
 */
export interface CorporateAction {
  readonly date: IsoDate;
  readonly ratio?: number;
  readonly dividend?: number;
  readonly previousClose?: number;
}

/** Chart adjustment modes (spec section 3): none, forward (前复权), backward (后复权). */
export type AdjustMode = 'none' | 'forward' | 'backward';

/**
 * The price factor of one action: f = (P − D) / (P × R), P the close before the ex-date, D the dividend, R the
 * split ratio — the proportional method: the day-before close becomes the theoretical ex-price.
 * Without any previous close the dividend cannot be scaled, so only the split counts: f = 1 / R.
 */
export function adjustmentFactor(action: CorporateAction, previousClose: number | undefined): number {
  const ratio = action.ratio ?? 1;
  const dividend = action.dividend ?? 0;
  const p = action.previousClose ?? previousClose;
  if (p === undefined || p <= 0) return 1 / ratio;
  return (p - dividend) / (p * ratio);
}

function scale(bar: KLineBar, price: number, volume: number): KLineBar {
  return {
    ...bar,
    open: bar.open * price,
    high: bar.high * price,
    low: bar.low * price,
    close: bar.close * price,
    ...(bar.volume === undefined ? {} : { volume: bar.volume * volume }),
  };
}

/**
 * Adjusts bars (sorted by date) for corporate actions. Forward: the latest prices stay real and every bar
 * before an ex-date is multiplied by that action's factor (volumes by its split ratio). Backward: the earliest
 * prices stay real and every bar on or after an ex-date is divided by the factor (volumes by the ratio).
 * The reference server's simulator uses this same function, so the app and server agree.
 */
export function adjustBars(
  bars: readonly KLineBar[],
  actions: readonly CorporateAction[],
  mode: AdjustMode,
): KLineBar[] {
  if (mode === 'none' || actions.length === 0) return bars.slice();
  const events = actions.map((a) => {
    const before = bars.filter((b) => b.date < a.date);
    return {
      date: a.date,
      factor: adjustmentFactor(a, before[before.length - 1]?.close),
      ratio: a.ratio ?? 1,
    };
  });
  return bars.map((bar) => {
    let price = 1;
    let volume = 1;
    for (const e of events) {
      if (mode === 'forward' && bar.date < e.date) {
        price *= e.factor;
        volume *= e.ratio;
      } else if (mode === 'backward' && bar.date >= e.date) {
        price /= e.factor;
        volume /= e.ratio;
      }
    }
    return scale(bar, price, volume);
  });
}
