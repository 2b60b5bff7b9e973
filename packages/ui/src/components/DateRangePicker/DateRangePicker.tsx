import { formatCalendarDate, formatCalendarMonth } from '@tsumiki/sdk/rules';
import { useState } from 'react';
import * as amount from '../AmountField/AmountField.css';
import { Icon } from '../Icon/Icon';
import { visuallyHidden } from '../private/shared.css';
import { useContentLanguage } from '../TsumikiProvider/contentLanguage';
import type { DateRange, YearMonth } from './calendar';
import { monthGrid, monthOf, pickDay, shiftMonth } from './calendar';
import * as styles from './DateRangePicker.css';

export interface DateRangePreset {
  label: string;
  /** Computed by the caller from its clock (e.g. the last six months). */
  range: DateRange;
}

export interface DateRangePickerProps {
  /** The selected range; the caller's default is the last six months. */
  value: DateRange;
  /** Called with the new range (ISO dates) when either end changes. */
  onChange: (range: DateRange) => void;
  /** Quick ranges such as 1 / 3 / 6 months. Default none. */
  presets?: readonly DateRangePreset[];
  /** Earliest and latest selectable ISO dates (e.g. today). Default unbounded. */
  min?: string;
  /** The latest selectable date (ISO); default none. */
  max?: string;
  /** Seven weekday names starting at `weekStartsOn` ("日", "月", ...). */
  weekdayLabels: readonly string[];
  /** Caption of a month page. Default the SDK's month format in the content language (`2026年11月`, `Nov 2026`). */
  monthLabel?: (year: number, month: number) => string;
  /** Captions of the two ends ("開始日", "終了日"). */
  startLabel: string;
  /** Label of the end date. */
  endLabel: string;
  /** Accessible names of the month buttons. Defaults `'Previous month'` / `'Next month'`. */
  previousMonthLabel?: string;
  /** Accessible name of the next-month button. */
  nextMonthLabel?: string;
  /** A day as text: the range's ends and each day button's accessible name. Default the SDK's date format in
   * the content language (`2026/05/25`, `May 25, 2026`). */
  dayLabel?: (iso: string) => string;
  /** Default 0 (Sunday). */
  weekStartsOn?: 0 | 1;
}

/** A one-month calendar for picking a from/to range, with preset chips; the caller owns all date maths. */
export function DateRangePicker({
  value,
  onChange,
  presets,
  min,
  max,
  weekdayLabels,
  monthLabel,
  startLabel,
  endLabel,
  previousMonthLabel = 'Previous month',
  nextMonthLabel = 'Next month',
  dayLabel,
  weekStartsOn = 0,
}: DateRangePickerProps) {
  const language = useContentLanguage();
  const dayText = dayLabel ?? ((iso: string) => formatCalendarDate(iso, language));
  const [page, setPage] = useState<YearMonth>(() => monthOf(value.end));
  const [anchor, setAnchor] = useState<string | null>(null);
  const weeks = monthGrid(page, weekStartsOn);
  const prev = shiftMonth(page, -1);
  const next = shiftMonth(page, 1);
  const pageKey = (m: YearMonth) => `${m.year}-${String(m.month).padStart(2, '0')}`;
  const canPrev = !min || pageKey(prev) >= min.slice(0, 7);
  const canNext = !max || pageKey(next) <= max.slice(0, 7);
  const title = monthLabel
    ? monthLabel(page.year, page.month)
    : formatCalendarMonth(page.year, page.month, language);

  return (
    <div className={styles.root}>
      <div className={styles.ends}>
        <div className={styles.end} data-active={anchor === null}>
          <span className={styles.endLabel}>{startLabel}</span>
          <span className={styles.endValue}>{dayText(value.start)}</span>
        </div>
        <span className={styles.dash} aria-hidden="true">
          –
        </span>
        <div className={styles.end} data-active={anchor !== null}>
          <span className={styles.endLabel}>{endLabel}</span>
          <span className={styles.endValue}>{dayText(value.end)}</span>
        </div>
      </div>
      {presets && presets.length > 0 && (
        <div className={styles.presets}>
          {presets.map((p) => (
            <button
              key={p.label}
              type="button"
              className={amount.preset}
              aria-pressed={p.range.start === value.start && p.range.end === value.end}
              onClick={() => {
                setAnchor(null);
                setPage(monthOf(p.range.end));
                onChange(p.range);
              }}
            >
              {p.label}
            </button>
          ))}
        </div>
      )}
      <div className={styles.monthBar}>
        <button
          type="button"
          className={styles.nav}
          aria-label={previousMonthLabel}
          disabled={!canPrev}
          onClick={() => setPage(prev)}
        >
          <Icon name="chevronLeft" size={20} />
        </button>
        <p className={styles.monthTitle} aria-live="polite">
          {title}
        </p>
        <button
          type="button"
          className={styles.nav}
          aria-label={nextMonthLabel}
          disabled={!canNext}
          onClick={() => setPage(next)}
        >
          <Icon name="chevronRight" size={20} />
        </button>
      </div>
      <table className={styles.table} aria-label={title}>
        <thead>
          <tr>
            {weekdayLabels.map((w) => (
              <th key={w} scope="col" className={styles.weekday}>
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((iso, i) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: blank cells are weekday positions
                if (!iso) return <td key={`blank-${i}`} className={styles.cell} />;
                const inRange = iso >= value.start && iso <= value.end;
                const isStart = iso === value.start;
                const isEnd = iso === value.end;
                const edge = isStart && isEnd ? 'both' : isStart ? 'start' : isEnd ? 'end' : undefined;
                return (
                  <td key={iso} className={styles.cell} data-in-range={inRange} data-edge={edge}>
                    <button
                      type="button"
                      className={styles.day}
                      aria-pressed={isStart || isEnd}
                      data-in-range={inRange}
                      disabled={(min !== undefined && iso < min) || (max !== undefined && iso > max)}
                      onClick={() => {
                        const picked = pickDay(anchor, iso);
                        setAnchor(picked.anchor);
                        onChange(picked.range);
                      }}
                    >
                      <span aria-hidden="true">{Number(iso.slice(8))}</span>
                      <span className={visuallyHidden}>{dayText(iso)}</span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
