// View models of the home screens: pure functions of endpoint data, language and clock.
import type { components } from '../../generated/api';
import type { Language } from '../../i18n/languages';
import { formatDateTime } from '../../rules/dateFormat';
import { formatMoney, formatPercent } from '../../rules/format';
import { abs, type Decimal } from '../../rules/money';
import {
  directionOf,
  type PriceDirection,
  type QuoteRowView,
  quoteRowView,
  serverDecimal,
} from './quoteRows';
import { viewCache } from './viewCache';

type Index = components['schemas']['Index'];
type NewsSummary = components['schemas']['NewsSummary'];
type Quote = components['schemas']['Quote'];
type QuotePage = components['schemas']['QuotePage'];
export type RankingKindParam = components['schemas']['RankingKind'];

export type SortOrderParam = components['schemas']['SortOrder'];

/** The rankings the home screen shows, in order (spec section 2: rankings). */
export const HOME_RANKINGS = [
  'gainers',
  'losers',
  'volume',
  'turnover',
] as const satisfies readonly RankingKindParam[];
export type HomeRanking = (typeof HOME_RANKINGS)[number];

/** A main index, formatted. */
export interface IndexView {
  key: string;
  name: string;
  value: string;
  /** The value as a decimal, for `priceMove` (a flash when it changes). */
  valueDecimal: Decimal;
  change: string;
  changeRate: string;
  changeRateSigned: string;
  direction: PriceDirection;
}

export function indexView(index: Index, language: Language): IndexView {
  const change = serverDecimal(index.change);
  const rate = serverDecimal(index.changeRate);
  return {
    key: `${index.market}:${index.code}`,
    name: index.name,
    value: formatMoney(serverDecimal(index.value), { language }),
    valueDecimal: serverDecimal(index.value),
    change: formatMoney(abs(change), { language }),
    changeRate: `${formatMoney(abs(rate), { language })}%`,
    changeRateSigned: formatPercent(rate, language),
    direction: directionOf(change),
  };
}

/** A headline in a list. */
export interface NewsRowView {
  id: string;
  title: string;
  summary: string;
  source: string;
  /** Date and time in the language's format, in `timeZone`. */
  time: string;
  dateTime: string;
  href: string;
}

/** A news row; `timeZone` defaults to Asia/Tokyo (the default market's). */
export function newsRowView(news: NewsSummary, language: Language, timeZone = 'Asia/Tokyo'): NewsRowView {
  const time = new Date(news.time);
  return {
    id: news.id,
    title: news.title,
    summary: news.summary,
    source: news.source,
    time: Number.isNaN(time.getTime()) ? '' : formatDateTime(time, language, timeZone),
    dateTime: news.time,
    href: `/news/info?id=${encodeURIComponent(news.id)}`,
  };
}

/** Shortcuts of the home screen and the brand feature that enables each. */
export const HOME_SHORTCUTS = [
  { key: 'newShares', feature: 'ipo', href: '/home/newShare' },
  { key: 'blockTrades', feature: 'block', href: '/home/large' },
  { key: 'copyTrading', feature: 'follow', href: '/home/follow' },
  { key: 'dayTrading', feature: 'dayTrade', href: '/home/withinDays' },
] as const;
export type HomeShortcut = (typeof HOME_SHORTCUTS)[number];

/** The shortcuts whose feature the brand enables (a feature not listed counts as off). */
export function homeShortcuts(features: Readonly<Partial<Record<string, boolean>>>): HomeShortcut[] {
  return HOME_SHORTCUTS.filter((s) => features[s.feature] === true);
}

/** Everything /home/home shows; `undefined` data means still loading. */
export interface HomeInput {
  indices: readonly Index[] | undefined;
  popular: readonly components['schemas']['Quote'][] | undefined;
  rankings: Readonly<Partial<Record<HomeRanking, readonly components['schemas']['Quote'][]>>>;
  news: readonly NewsSummary[] | undefined;
  features: Readonly<Partial<Record<string, boolean>>>;
  language: Language;
  /** Default 5 rows per ranking. */
  rankingRows?: number;
}

export interface HomeView {
  indices: IndexView[] | null;
  popular: QuoteRowView[] | null;
  rankings: Record<HomeRanking, QuoteRowView[] | null>;
  news: NewsRowView[] | null;
  shortcuts: HomeShortcut[];
}

const quoteRowCache = viewCache<Quote, QuoteRowView>();
const quoteRowsCache = viewCache<readonly Quote[], QuoteRowView[]>();
const indexRowsCache = viewCache<readonly Index[], IndexView[]>();
const newsRowsCache = viewCache<readonly NewsSummary[], NewsRowView[]>();
const shortcutsCache = viewCache<Readonly<Partial<Record<string, boolean>>>, HomeShortcut[]>();

/** Rows of a quote list (at most `max`), the same array again for the same list, language and limit. */
function quoteRows(list: readonly Quote[], language: Language, max?: number): QuoteRowView[] {
  return quoteRowsCache(list, `${language}|${max ?? ''}`, () =>
    list.slice(0, max).map((q) => quoteRowCache(q, language, () => quoteRowView(q, language))),
  );
}

/**
 * The home screen's view model; a section is null while its call has not answered. A section whose input is the
 * same object as in an earlier call (an unchanged answer: RTK Query keeps it) comes back as the same array, and
 * so does each row of an unchanged quote, so a screen can skip what did not change when one call answers.
 */
export function selectHomeView(input: HomeInput): HomeView {
  const { language, rankingRows = 5 } = input;
  const { indices, popular, news } = input;
  return {
    indices:
      indices === undefined
        ? null
        : indexRowsCache(indices, language, () => indices.map((i) => indexView(i, language))),
    popular: popular === undefined ? null : quoteRows(popular, language),
    rankings: Object.fromEntries(
      HOME_RANKINGS.map((k) => {
        const list = input.rankings[k];
        return [k, list === undefined ? null : quoteRows(list, language, rankingRows)];
      }),
    ) as Record<HomeRanking, QuoteRowView[] | null>,
    news:
      news === undefined
        ? null
        : newsRowsCache(news, language, () => news.map((n) => newsRowView(n, language))),
    shortcuts: shortcutsCache(input.features, '', () => homeShortcuts(input.features)),
  };
}

/** One page of a market list. */
export interface MarketListView {
  rows: QuoteRowView[];
  page: number;
  pages: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** A market list page; at least one page even when empty. */
export function selectMarketListView(data: QuotePage | undefined, language: Language): MarketListView {
  const page = data?.page ?? 1;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / (data?.pageSize ?? 20)));
  return {
    rows: data?.list ? quoteRows(data.list, language) : [],
    page,
    pages,
    hasPrevious: page > 1,
    hasNext: page < pages,
  };
}
