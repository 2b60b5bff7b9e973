import type { DateRange, FundRecordType } from '@tsumiki/sdk';
import {
  defaultRecordRange,
  FUND_RECORD_TYPES,
  fetchAllPages,
  fundRecordsCsv,
  fundRecordsFileName,
  recentRange,
  selectFundRecordsPage,
} from '@tsumiki/sdk';
import { usePagedEndpoint, useSdk } from '@tsumiki/sdk/react';
import { ALL_TYPES, FundRecordsScreen } from '@tsumiki/ui/screens';
import { useState } from 'react';
import { PageMarketSwitch, usePageMarket } from '../../shell/pageMarket';
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

/**
 * /mine/transactionRecords[?market=]: the fund records of the market chosen in the shell (the switch over the
 * page) by type and date range (six months by default), page after page ("show more"); the CSV export holds
 * every record of the filter, all pages fetched through the SDK.
 */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('funds');
  const language = sdk.i18n.language;
  const page = usePageMarket();
  const { market } = page;
  const now = sdk.clock();
  const [type, setType] = useState<FundRecordType | typeof ALL_TYPES>(ALL_TYPES);
  const [range, setRange] = useState<DateRange>(() => defaultRecordRange(now, market));
  const filter = {
    type: market,
    ...(type === ALL_TYPES ? {} : { recordType: type }),
    from: range.from,
    to: range.to,
  };
  const records = usePagedEndpoint('listFundRecords', filter);
  const [exporting, setExporting] = useState(false);
  const shown = selectFundRecordsPage(records.data, language, labels);

  return (
    <>
      <PageMarketSwitch page={page} />
      <FundRecordsScreen
        labels={labels}
        type={type}
        onTypeChange={setType}
        range={range}
        onRangeChange={setRange}
        presets={[
          { label: 'lastMonth', range: recentRange(now, 1, market) },
          { label: 'lastThreeMonths', range: recentRange(now, 3, market) },
          { label: 'lastSixMonths', range: defaultRecordRange(now, market) },
        ]}
        today={defaultRecordRange(now, market).to}
        {...(shown ? { records: shown.rows } : {})}
        hasMore={records.hasMore}
        onLoadMore={records.loadMore}
        {...(records.error ? { error: records.error.text, onRetry: records.refetch } : {})}
        exporting={exporting}
        onExport={() => {
          setExporting(true);
          fetchAllPages(sdk.client, 'listFundRecords', filter)
            .then((all) => {
              const csv = fundRecordsCsv(
                all,
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
                labels,
              );
              download(csv, fundRecordsFileName(range));
            })
            // A failed page was already shown as the transport's toast; the customer may export again.
            .catch(() => undefined)
            .finally(() => setExporting(false));
        }}
      />
    </>
  );
}
