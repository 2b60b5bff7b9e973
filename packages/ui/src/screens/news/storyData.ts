import type { components } from '@tsumiki/sdk';

type Schemas = components['schemas'];

const cover =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="#dfe7f7"/><path d="M10 70 L50 45 L80 55 L120 25 L150 35" stroke="#1f4fd1" stroke-width="5" fill="none"/></svg>',
  );

/** Storybook and tests only: a realistic first page of news. */
export const storyNewsPage: Schemas['NewsPage'] = {
  list: [
    {
      id: '501',
      title: '日経平均、3日続伸　半導体株に買い',
      summary:
        '東京株式市場で日経平均株価は3日続伸し、前日比412円高で引けた。半導体関連株への買いが指数を押し上げた。',
      source: '積木マーケットニュース',
      image: cover,
      headline: true,
      time: '2026-11-20T15:35:00+09:00',
    },
    {
      id: '499',
      title: '米FOMC、政策金利を据え置き',
      summary: '米連邦公開市場委員会は政策金利を据え置いた。声明はインフレ鈍化を指摘した。',
      source: 'Tsumiki Global',
      headline: true,
      time: '2026-11-20T04:10:00+09:00',
    },
    {
      id: '498',
      title: 'トヨタ、通期見通しを上方修正',
      summary: '円安を背景に営業利益予想を引き上げた。',
      source: '積木マーケットニュース',
      time: '2026-11-19T13:00:00+09:00',
    },
    {
      id: '495',
      title: '上海総合指数、小反落',
      summary: '利益確定売りに押された。',
      source: '积木财经',
      time: '2026-11-19T16:05:00+09:00',
    },
  ],
  total: 57,
  page: 1,
  pageSize: 20,
};

export const storyArticle: Schemas['NewsArticle'] = {
  ...(storyNewsPage.list[0] as Schemas['NewsSummary']),
  body: '<p>20日の東京株式市場で日経平均株価は3日続伸した。</p><p>終値は前日比412円高。<strong>半導体関連株</strong>が上昇を主導し、東証プライムの売買代金は4兆円を超えた。</p><ul><li>値上がり銘柄数：1,204</li><li>値下がり銘柄数：392</li></ul><script>alert(1)</script><a href="javascript:alert(2)">詳細</a>',
};
