import { selectMessageDetail, shouldMarkRead } from '@tsumiki/sdk';
import { useEndpoint, useMutation, useSdk } from '@tsumiki/sdk/react';
import { MessageDetailScreen } from '@tsumiki/ui/screens';
import { useEffect, useRef } from 'react';
import { useSearchParams } from '../../nav/router';
import { useLabels } from '../../shell/useLabels';

/** /mine/messageInfo?id=: one message; opening it marks it read once (which refreshes the bell's count). */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('messages');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const message = useEndpoint('getMessage', { id }, { skip: !/^\d+$/.test(id) });
  const [markRead] = useMutation('markMessagesRead');
  const marked = useRef<string | null>(null);

  useEffect(() => {
    if (shouldMarkRead(message.data) && marked.current !== id) {
      marked.current = id;
      void markRead({ id });
    }
  }, [message.data, id, markRead]);

  const detail = selectMessageDetail(message.data, sdk.i18n.language);
  const error = !/^\d+$/.test(id)
    ? labels.notFound
    : message.error && !message.data
      ? message.error.text
      : undefined;
  return (
    <MessageDetailScreen
      labels={labels}
      {...(detail ? { message: detail } : {})}
      {...(error ? { error } : {})}
      onRetry={message.refetch}
    />
  );
}
