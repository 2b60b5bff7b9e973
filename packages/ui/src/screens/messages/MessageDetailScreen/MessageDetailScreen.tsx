import type { MessageDetailView } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import { Button } from '../../../components/Button/Button';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { SkeletonList } from '../../../components/Skeleton/Skeleton';
import * as page from '../../account/page.css';
import { SafeHtml } from '../../news/SafeHtml/SafeHtml';
import * as styles from './MessageDetailScreen.css';

export interface MessageDetailScreenProps {
  /** The `messages` labels in the reader's language: `labelsFor(i18n, 'messages')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'messages'>;
  /** From `selectMessageDetail`; undefined while loading. */
  message?: MessageDetailView;
  /** The translated failure (`resource.notFound` and others). Default none. */
  error?: string;
  /** Called by the error state's retry button. */
  onRetry?: () => void;
  /** Default `/mine/message`. */
  backHref?: string;
}

/** /mine/messageInfo: one message, its HTML body sanitised before it is shown. */
export function MessageDetailScreen({
  labels,
  message,
  error,
  onRetry,
  backHref = '/mine/message',
}: MessageDetailScreenProps) {
  return (
    <div className={page.page}>
      {error ? (
        <ErrorState
          title={labels.loadFailed}
          description={error}
          retryLabel={labels.retry}
          {...(onRetry ? { onRetry } : {})}
        />
      ) : !message ? (
        <SkeletonList rows={2} label={labels.loading} />
      ) : (
        <article className={styles.article}>
          <h1 className={page.title}>{message.title}</h1>
          <p className={page.meta}>
            <time>{message.timeText}</time>
          </p>
          <SafeHtml html={message.html} />
        </article>
      )}
      <Button href={backHref} variant="secondary" fullWidth>
        {labels.backToList}
      </Button>
    </div>
  );
}
