import { type Language, selectMessageList } from '@tsumiki/sdk';
import { useEndpoint, useMutation, useSdk } from '@tsumiki/sdk/react';
import { MessageListScreen } from '@tsumiki/ui/screens';
import { useState } from 'react';
import { useLabels } from '../../shell/useLabels';

const PAGE = 20;

/** /mine/message: my messages; "show more" widens the first page (the contract caps a page at 100). */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('messages');
  const [pages, setPages] = useState(1);
  const list = useEndpoint('listMessages', { page: '1', pageSize: String(Math.min(100, PAGE * pages)) });
  const [markRead] = useMutation('markMessagesRead');
  const view = list.data ? selectMessageList(list.data, sdk.i18n.language as Language) : undefined;
  return (
    <MessageListScreen
      labels={labels}
      {...(view ? { view } : {})}
      {...(list.error && !list.data ? { error: list.error.text } : {})}
      onRetry={list.refetch}
      onMarkAllRead={() => void markRead()}
      {...(PAGE * pages < 100 ? { onLoadMore: () => setPages((n) => n + 1) } : {})}
      loadingMore={list.isFetching && Boolean(list.data)}
    />
  );
}
