import { selectMessageList } from '@tsumiki/sdk';
import { useMutation, usePagedEndpoint, useSdk } from '@tsumiki/sdk/react';
import { MessageListScreen } from '@tsumiki/ui/screens';
import { useLabels } from '../../shell/useLabels';

/** /mine/message: my messages, newest first; "show more" loads the next page. */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('messages');
  const list = usePagedEndpoint('listMessages', {});
  const [markRead] = useMutation('markMessagesRead');
  const view = list.data ? selectMessageList(list.data, sdk.i18n.language) : undefined;
  return (
    <MessageListScreen
      labels={labels}
      {...(view ? { view } : {})}
      {...(list.error && !list.data ? { error: list.error.text } : {})}
      onRetry={list.refetch}
      onMarkAllRead={() => void markRead()}
      onLoadMore={list.loadMore}
      loadingMore={list.loadingMore}
    />
  );
}
