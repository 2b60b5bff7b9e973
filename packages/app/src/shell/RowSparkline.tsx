import type { QuoteRowView } from '@tsumiki/sdk';
import { selectTimeShareView } from '@tsumiki/sdk';
import { fillLabel } from '@tsumiki/sdk/labels';
import { useEndpoint } from '@tsumiki/sdk/react';
import { QuoteSparkline } from '@tsumiki/ui/screens';

/** Sparklines poll far less often than prices: a row's shape barely changes in a minute. */
const SPARKLINE_POLL_MS = 60_000;

/**
 * A list row's sparkline. The list call answers it (`spark` on each quote), so a list makes one call; only a
 * server that answers no `spark` makes each row ask for its own time-share line. Shared by the home, market
 * list, search and watchlist routes: a module of its own, so none of them loads another's screen.
 */
export function RowSparkline({ row, label }: { row: QuoteRowView; label: string }) {
  const name = fillLabel(label, { name: row.name, change: row.changeRateSigned });
  if (!row.spark) return <TimeShareSparkline row={row} label={name} />;
  return <QuoteSparkline values={row.spark.values} baseline={row.spark.baseline} label={name} />;
}

function TimeShareSparkline({ row, label }: { row: QuoteRowView; label: string }) {
  const line = useEndpoint(
    'getTimeShare',
    { code: row.code, type: row.market },
    { pollingInterval: SPARKLINE_POLL_MS },
  );
  const view = selectTimeShareView(line.data);
  return <QuoteSparkline values={view.points.map((p) => p.price)} baseline={view.prevClose} label={label} />;
}
