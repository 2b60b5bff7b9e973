import { rememberSearch, selectSearchView } from '@tsumiki/sdk';
import { useEndpoint, useSdk } from '@tsumiki/sdk/react';
import { SearchScreen } from '@tsumiki/ui/screens';
import { useEffect, useState } from 'react';
import { RowSparkline } from '../../shell/RowSparkline';
import { useLabels } from '../../shell/useLabels';

const RECENT_KEY = 'tsumiki.recentSearches';
/** Wait for a pause in typing before searching. */
const DEBOUNCE_MS = 300;

function readRecent(): string[] {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

function writeRecent(recent: readonly string[]) {
  globalThis.localStorage?.setItem(RECENT_KEY, JSON.stringify(recent));
}

/** /quotes/search — by code or name in any language; recent searches kept in this browser. */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('quotes');
  const language = sdk.i18n.language;
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState('');
  const [recent, setRecent] = useState(readRecent);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(keyword.trim().slice(0, 32)), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [keyword]);
  const search = useEndpoint('searchStocks', { keyword: query }, { skip: query === '' });
  const commit = (k: string) => {
    const next = rememberSearch(recent, k);
    setRecent(next);
    writeRecent(next);
  };
  const searching = query !== '' && keyword.trim() !== '';
  return (
    <SearchScreen
      labels={labels}
      keyword={keyword}
      onKeywordChange={setKeyword}
      onCommit={commit}
      results={searching && search.data ? selectSearchView(search.data, language) : null}
      loading={searching && search.isFetching && !search.data}
      {...(searching && search.error ? { error: search.error.text, onRetry: search.refetch } : {})}
      recent={recent}
      onClearRecent={() => {
        setRecent([]);
        writeRecent([]);
      }}
      renderSparkline={(row) => <RowSparkline row={row} label={labels.sparkline} />}
    />
  );
}
