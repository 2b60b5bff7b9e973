import { moveWatchlistItem, selectWatchlistView } from '@tsumiki/sdk';
import { useEndpoint, useMutation, useSdk } from '@tsumiki/sdk/react';
import { WatchlistScreen } from '@tsumiki/ui/screens';
import { useState } from 'react';
import { RowSparkline } from '../../shell/RowSparkline';
import { useLabels } from '../../shell/useLabels';

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
