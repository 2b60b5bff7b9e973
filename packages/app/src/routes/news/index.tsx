import { selectNewsList } from '@tsumiki/sdk';
import { usePagedEndpoint, useSdk } from '@tsumiki/sdk/react';
import { NewsListScreen } from '@tsumiki/ui/screens';
import { useLabels } from '../../shell/useLabels';

/** /news/index: headline articles first, then the latest; "show more" loads the next page. */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('news');
  const list = usePagedEndpoint('listNews', {});
  const view = list.data ? selectNewsList(list.data, sdk.i18n.language) : undefined;
  return (
    <NewsListScreen
      labels={labels}
      {...(view ? { view } : {})}
      {...(list.error && !list.data ? { error: list.error.text } : {})}
      onRetry={list.refetch}
      onLoadMore={list.loadMore}
      loadingMore={list.loadingMore}
    />
  );
}
