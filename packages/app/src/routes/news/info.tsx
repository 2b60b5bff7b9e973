import { selectNewsArticle } from '@tsumiki/sdk';
import { useEndpoint, useSdk } from '@tsumiki/sdk/react';
import { NewsArticleScreen } from '@tsumiki/ui/screens';
import { useSearchParams } from '../../nav/router';
import { useLabels } from '../../shell/useLabels';

/** /news/info?id=: one article. */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('news');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = /^\d+$/.test(id);
  const article = useEndpoint('getNews', { id }, { skip: !valid });
  const view = selectNewsArticle(article.data, sdk.i18n.language);
  const error = !valid ? labels.notFound : article.error && !article.data ? article.error.text : undefined;
  return (
    <NewsArticleScreen
      labels={labels}
      {...(view ? { article: view } : {})}
      {...(error ? { error } : {})}
      onRetry={article.refetch}
    />
  );
}
