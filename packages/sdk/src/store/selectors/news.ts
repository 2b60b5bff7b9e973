// View models of the news screens: pure functions of endpoint data and language.
import type { components } from '../../generated/api';
import type { Language } from '../../i18n/languages';
import { formatDateTime } from '../../rules/dateFormat';
import { newestFirst, type PagedList } from './messages';

type Schemas = components['schemas'];

export interface NewsRow {
  id: string;
  title: string;
  summary: string;
  source: string;
  image?: string;
  headline: boolean;
  timeText: string;
  href: string;
}

export interface NewsListView {
  /** Headline articles, newest first, shown on top. */
  headlines: NewsRow[];
  /** The other articles, newest first. */
  latest: NewsRow[];
  hasMore: boolean;
}

function newsRow(n: Schemas['NewsSummary'], language: Language, timeZone: string): NewsRow {
  return {
    id: n.id,
    title: n.title,
    summary: n.summary,
    source: n.source,
    ...(n.image ? { image: n.image } : {}),
    headline: n.headline === true,
    timeText: formatDateTime(n.time, language, timeZone),
    href: `/news/info?id=${encodeURIComponent(n.id)}`,
  };
}

/** The news list split into headlines and the rest, each newest first. */
export function selectNewsList(
  page: PagedList<Schemas['NewsSummary']> | undefined,
  language: Language,
  timeZone = 'Asia/Tokyo',
): NewsListView {
  const rows = newestFirst(page?.list ?? []).map((n) => newsRow(n, language, timeZone));
  return {
    headlines: rows.filter((r) => r.headline),
    latest: rows.filter((r) => !r.headline),
    hasMore: page ? page.page * page.pageSize < page.total : false,
  };
}

export interface NewsArticleView extends NewsRow {
  /** Server HTML: the screen sanitises it before rendering. */
  html: string;
}

export function selectNewsArticle(
  article: Schemas['NewsArticle'] | undefined,
  language: Language,
  timeZone = 'Asia/Tokyo',
): NewsArticleView | undefined {
  return article ? { ...newsRow(article, language, timeZone), html: article.body } : undefined;
}
