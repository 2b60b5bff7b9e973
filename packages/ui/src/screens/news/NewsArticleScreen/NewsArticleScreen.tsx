import type { NewsArticleView } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import { fillLabel } from '@tsumiki/sdk/labels';
import { Button } from '../../../components/Button/Button';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { SkeletonList } from '../../../components/Skeleton/Skeleton';
import { StatusBadge } from '../../../components/StatusBadge/StatusBadge';
import * as page from '../../account/page.css';
import { SafeHtml } from '../SafeHtml/SafeHtml';
import * as styles from './NewsArticleScreen.css';

export interface NewsArticleScreenProps {
  /** The `news` labels in the reader's language: `labelsFor(i18n, 'news')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'news'>;
  /** From `selectNewsArticle`; undefined while loading. */
  article?: NewsArticleView;
  /** A translated error to show instead of the content (the call failed). */
  error?: string;
  /** Called by the error state's retry button. */
  onRetry?: () => void;
  /** Default `/news/index`. */
  backHref?: string;
}

/** /news/info: one article; the body is server HTML, sanitised before it is shown. */
export function NewsArticleScreen({
  labels,
  article,
  error,
  onRetry,
  backHref = '/news/index',
}: NewsArticleScreenProps) {
  return (
    <div className={page.page}>
      {error ? (
        <ErrorState
          title={labels.loadFailed}
          description={error}
          retryLabel={labels.retry}
          {...(onRetry ? { onRetry } : {})}
        />
      ) : !article ? (
        <SkeletonList rows={3} label={labels.loading} />
      ) : (
        <article className={styles.article}>
          {article.headline && <StatusBadge tone="brand" label={labels.headline} />}
          <h1 className={page.title}>{article.title}</h1>
          <p className={page.meta}>
            {fillLabel(labels.source, { source: article.source })} · <time>{article.timeText}</time>
          </p>
          {article.image && <img className={styles.cover} src={article.image} alt="" />}
          <SafeHtml html={article.html} />
        </article>
      )}
      <Button href={backHref} variant="secondary" fullWidth>
        {labels.backToList}
      </Button>
    </div>
  );
}
