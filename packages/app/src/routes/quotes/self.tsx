import type { QuoteRowView } from '@tsumiki/sdk';
import { moveWatchlistItem, selectTimeShareView, selectWatchlistView } from '@tsumiki/sdk';
import { fillLabel } from '@tsumiki/sdk/labels';
import { useEndpoint, useMutation, useSdk } from '@tsumiki/sdk/react';
import { QuoteSparkline, WatchlistScreen } from '@tsumiki/ui/screens';
import { useState } from 'react';
import { useLabels } from '../../shell/useLabels';

/** Sparklines poll far less often than prices: a row's shape barely changes in a minute. */
const SPARKLINE_POLL_MS = 60_000;

/**
 * A list row's sparkline. The list call answers it (`spark` on each quote), so a list makes one call; only a
 * server that answers no `spark` makes each row ask for its own time-share line. Shared by the home, market
 * list, search and watchlist routes.
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

/** /quotes/self — the watchlist with live prices (the store polls every 3 s while mounted), reorder and remove. */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('quotes');
  const language = sdk.i18n.language;
  const list = useEndpoint('listWatchlist', undefined);
  const [reorder, reorderState] = useMutation('reorderWatchlist');
  const [remove, removeState] = useMutation('removeWatchlist');
  const [editing, setEditing] = useState(false);
  const rows = list.data ? selectWatchlistView(list.data, language) : null;
  return (
    <WatchlistScreen
      labels={labels}
      rows={rows}
      {...(list.error && !list.data ? { error: list.error.text, onRetry: list.refetch } : {})}
      editing={editing}
      onEditingChange={setEditing}
      busy={reorderState.isSending || removeState.isSending}
      onMove={(id, delta) => {
        const ids = rows && moveWatchlistItem(rows, id, delta);
        if (ids) void reorder({ ids });
      }}
      onRemove={(id) => {
        const row = rows?.find((r) => r.id === id);
        if (row) void remove({ code: row.code, type: row.market });
      }}
      renderSparkline={(row) => <RowSparkline row={row} label={labels.sparkline} />}
    />
  );
}
