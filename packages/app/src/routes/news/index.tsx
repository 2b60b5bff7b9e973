import { type Language, selectNewsList } from '@tsumiki/sdk';
import { useEndpoint, useSdk } from '@tsumiki/sdk/react';
import { NewsListScreen } from '@tsumiki/ui/screens';
import { useState } from 'react';
import { useLabels } from '../../shell/useLabels';

const PAGE = 20;

/** /news/index: headline articles first, then the latest; "show more" widens the first page. */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('news');
  const [pages, setPages] = useState(1);
  const list = useEndpoint('listNews', { page: '1', pageSize: String(Math.min(100, PAGE * pages)) });
  const view = list.data ? selectNewsList(list.data, sdk.i18n.language as Language) : undefined;
  return (
    <NewsListScreen
      labels={labels}
      {...(view ? { view } : {})}
      {...(list.error && !list.data ? { error: list.error.text } : {})}
      onRetry={list.refetch}
      {...(PAGE * pages < 100 ? { onLoadMore: () => setPages((n) => n + 1) } : {})}
      loadingMore={list.isFetching && Boolean(list.data)}
    />
  );
}
