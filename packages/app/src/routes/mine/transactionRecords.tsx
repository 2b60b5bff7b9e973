import type { DateRange, FundRecordType, Language } from '@tsumiki/sdk';
import {
  defaultRecordRange,
  FUND_RECORD_TYPES,
  fundRecordsCsv,
  fundRecordsFileName,
  recentRange,
  recordsPageSize,
  selectFundRecordsPage,
} from '@tsumiki/sdk';
import { useEndpoint, useSdk } from '@tsumiki/sdk/react';
import { ALL_TYPES, FundRecordsScreen } from '@tsumiki/ui/screens';
import { useState } from 'react';
import { brand } from '../../brand';
import { useLabels } from '../../shell/useLabels';

/** Hands CSV text to the browser as a file download. */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  URL.revokeObjectURL(url);
}

/** /mine/transactionRecords: fund records by type and date range (six months by default), exported as CSV. */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('funds');
  const language = sdk.i18n.language as Language;
  const market = brand.markets[0] ?? 'jpy';
  const now = sdk.clock();
  const [type, setType] = useState<FundRecordType | typeof ALL_TYPES>(ALL_TYPES);
  const [range, setRange] = useState<DateRange>(() => defaultRecordRange(now, market));
  // "Show more" asks for a larger first page (SDK `recordsPageSize`), so the list stays one cache entry.
  const [steps, setSteps] = useState(1);
  const records = useEndpoint('listFundRecords', {
    ...(type === ALL_TYPES ? {} : { recordType: type }),
    from: range.from,
    to: range.to,
    page: '1',
    pageSize: recordsPageSize(steps),
  });
  const list = records.data?.list;
  const page = selectFundRecordsPage(records.data, language);

  return (
    <FundRecordsScreen
      labels={labels}
      type={type}
      onTypeChange={(t) => {
        setType(t);
        setSteps(1);
      }}
      range={range}
      onRangeChange={(r) => {
        setRange(r);
        setSteps(1);
      }}
      presets={[
        { label: 'lastMonth', range: recentRange(now, 1, market) },
        { label: 'lastThreeMonths', range: recentRange(now, 3, market) },
        { label: 'lastSixMonths', range: defaultRecordRange(now, market) },
      ]}
      today={defaultRecordRange(now, market).to}
      {...(page ? { records: page.rows } : {})}
      hasMore={page?.hasMore ?? false}
      onLoadMore={() => setSteps((n) => n + 1)}
      {...(records.error ? { error: records.error.text, onRetry: records.refetch } : {})}
      onExport={() => {
        if (!list) return;
        const csv = fundRecordsCsv(
          list,
          {
            time: labels.time,
            type: labels.type,
            orderNo: labels.orderNo,
            amount: labels.amount,
            currency: labels.currency,
            balanceAfter: labels.balanceAfter,
            note: labels.note,
          },
          (t) => labels[FUND_RECORD_TYPES[t]],
          language,
        );
        download(csv, fundRecordsFileName(range));
      }}
    />
  );
}
