import type { DateRange, FundRecordRowView, FundRecordType } from '@tsumiki/sdk';
import type { Labels, TextKey } from '@tsumiki/sdk/labels';
import { FUND_RECORD_TYPES, formatCalendarDate } from '@tsumiki/sdk/rules';
import type { ReactNode } from 'react';
import { Button } from '../../../components/Button/Button';
import { DateRangePicker } from '../../../components/DateRangePicker/DateRangePicker';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { Icon } from '../../../components/Icon/Icon';
import { List, ListRow } from '../../../components/ListRow/ListRow';
import { Select } from '../../../components/Select/Select';
import { SkeletonList } from '../../../components/Skeleton/Skeleton';
import { useContentLanguage } from '../../../components/TsumikiProvider/contentLanguage';
import { TrendText } from '../../positions/TrendText/TrendText';
import * as styles from './FundRecordsScreen.css';

/** The type filter's value for every type. */
export const ALL_TYPES = 'all';

export interface RangePreset {
  label: 'lastMonth' | 'lastThreeMonths' | 'lastSixMonths';
  range: DateRange;
}

export interface FundRecordsScreenProps {
  /** The `funds` labels in the reader's language: `labelsFor(i18n, 'funds')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'funds'>;
  /** The record type shown, or all. */
  type: FundRecordType | typeof ALL_TYPES;
  /** Called with the type the customer picks. */
  onTypeChange: (type: FundRecordType | typeof ALL_TYPES) => void;
  /** The range; the caller's default is the last six months (SDK `defaultRecordRange`). */
  range: DateRange;
  /** Called with the date range the customer picks. */
  onRangeChange: (range: DateRange) => void;
  /** Quick ranges computed by the caller from its clock (SDK `recentRange`). */
  presets: readonly RangePreset[];
  /** Today, the latest selectable day. */
  today: string;
  /** Rows (SDK `selectFundRecords`); absent while loading. */
  records?: readonly FundRecordRowView[];
  /** More pages exist. Default `false`. */
  hasMore?: boolean;
  /** Called at the end of the list to load the next page. */
  onLoadMore?: () => void;
  /** A translated error to show instead of the content (the call failed). */
  error?: string;
  /** Called by the error state's retry button. */
  onRetry?: () => void;
  /** Builds and downloads the CSV of the filter and range. */
  onExport: () => void;
  /** The CSV export is being made. */
  exporting?: boolean;
}

/** /mine/transactionRecords: fund records by type and date range (six months by default), exportable as CSV. */
export function FundRecordsScreen(props: FundRecordsScreenProps) {
  const { labels, records, error, onRetry } = props;
  const language = useContentLanguage();
  const words = { up: labels.credit, down: labels.debit, flat: labels.credit };
  const typeOptions = [
    { value: ALL_TYPES, label: labels.allTypes },
    ...(Object.entries(FUND_RECORD_TYPES) as [FundRecordType, TextKey<'funds'>][]).map(([value, key]) => ({
      value,
      label: labels[key],
    })),
  ];
  let body: ReactNode;
  if (error) {
    body = (
      <ErrorState
        title={labels.errorTitle}
        description={error}
        retryLabel={labels.retry}
        {...(onRetry ? { onRetry } : {})}
      />
    );
  } else if (!records) {
    body = <SkeletonList label={labels.loading} />;
  } else if (records.length === 0) {
    body = (
      <EmptyState
        title={labels.emptyRecords}
        action={
          <Button variant="secondary" href="/mine/deposit">
            {labels.depositNow}
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <List>
          {records.map((r) => (
            <ListRow
              key={r.id}
              title={labels[r.typeLabel]}
              description={
                // One fact a line (time, order number, what it was), not one run broken wherever it wraps.
                <span className={styles.lines}>
                  <span>{r.time}</span>
                  <span>
                    {labels.orderNo} {r.orderNo}
                  </span>
                  {r.note && <span>{r.note}</span>}
                </span>
              }
              trailing={
                <span className={styles.trailing}>
                  <TrendText text={r.amount.text} direction={r.amount.direction} words={words} />
                  {r.balanceAfter && (
                    <span className={styles.text}>
                      {labels.balanceAfter} {r.balanceAfter}
                    </span>
                  )}
                </span>
              }
            />
          ))}
        </List>
        {props.hasMore && props.onLoadMore && (
          <Button variant="secondary" fullWidth onClick={props.onLoadMore}>
            {labels.loadMore}
          </Button>
        )}
      </>
    );
  }
  const typeLabel = typeOptions.find((o) => o.value === props.type)?.label ?? labels.allTypes;
  return (
    <section className={styles.page} aria-labelledby="records-title">
      <div className={styles.head}>
        <h1 id="records-title" className={styles.title}>
          {labels.recordsTitle}
        </h1>
        <Button
          variant="secondary"
          size="sm"
          onClick={props.onExport}
          loading={props.exporting ?? false}
          disabled={!records || records.length === 0}
        >
          {labels.exportCsv}
        </Button>
      </div>
      {/* Closed at first: the records themselves are the first screen; the line says what they are. */}
      <details className={styles.filters}>
        <summary className={styles.summary}>
          <span className={styles.summaryLabel}>{labels.filters}</span>
          <span className={styles.summaryValue}>
            {typeLabel} · {formatCalendarDate(props.range.from, language)} –{' '}
            {formatCalendarDate(props.range.to, language)}
          </span>
          <span className={styles.chevron}>
            <Icon name="chevronDown" size={18} />
          </span>
        </summary>
        <section className={styles.filterBody} aria-label={labels.dateRange}>
          <Select
            label={labels.filterType}
            options={typeOptions}
            value={props.type}
            onValueChange={(v) => props.onTypeChange(v as FundRecordType | typeof ALL_TYPES)}
          />
          <DateRangePicker
            value={{ start: props.range.from, end: props.range.to }}
            onChange={(r) => props.onRangeChange({ from: r.start, to: r.end })}
            presets={props.presets.map((p) => ({
              label: labels[p.label],
              range: { start: p.range.from, end: p.range.to },
            }))}
            max={props.today}
            weekdayLabels={labels.weekdays.split(',')}
            startLabel={labels.rangeStart}
            endLabel={labels.rangeEnd}
            previousMonthLabel={labels.previousMonth}
            nextMonthLabel={labels.nextMonth}
          />
        </section>
      </details>
      {body}
    </section>
  );
}
