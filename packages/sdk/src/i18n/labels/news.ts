import { defineLabels } from './defineLabels';

/** Labels of the news list and article. */
export const newsLabels = defineLabels(
  {
    listTitle: 'ニュース',
    headline: '注目',
    headlines: '注目ニュース',
    latest: '最新ニュース',
    source: '配信元：{{source}}',
    empty: 'ニュースはありません',
    loading: '読み込み中',
    loadFailed: 'ニュースを読み込めませんでした',
    retry: '再試行',
    notFound: 'この記事は見つかりませんでした',
    backToList: 'ニュース一覧へ',
    loadMore: 'さらに表示',
  },
  {
    'zh-CN': {
      listTitle: '资讯',
      headline: '头条',
      headlines: '头条资讯',
      latest: '最新资讯',
      source: '来源：{{source}}',
      empty: '暂无资讯',
      loading: '加载中',
      loadFailed: '资讯加载失败',
      retry: '重试',
      notFound: '未找到该文章',
      backToList: '返回资讯列表',
      loadMore: '加载更多',
    },
    en: {
      listTitle: 'News',
      headline: 'Headline',
      headlines: 'Headlines',
      latest: 'Latest news',
      source: 'Source: {{source}}',
      empty: 'No news yet',
      loading: 'Loading',
      loadFailed: 'News could not be loaded',
      retry: 'Retry',
      notFound: 'This article was not found',
      backToList: 'Back to news',
      loadMore: 'Show more',
    },
  },
);
