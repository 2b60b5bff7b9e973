import type { components } from '@tsumiki/sdk';

type Schemas = components['schemas'];

/** Storybook and tests only: a realistic first page of messages (the server writes them in Japanese). */
export const storyMessagePage: Schemas['MessagePage'] = {
  list: [
    { id: '31', title: '本人確認が承認されました', read: false, time: '2026-11-20T10:02:00+09:00' },
    { id: '30', title: '入金（100,000円）が反映されました', read: false, time: '2026-11-19T15:40:00+09:00' },
    {
      id: '27',
      title: '新規公開株 5592 の抽選結果のお知らせ',
      read: true,
      time: '2026-11-12T18:00:00+09:00',
    },
    { id: '22', title: '年末年始の取引時間について', read: true, time: '2026-11-01T09:00:00+09:00' },
  ],
  total: 24,
  page: 1,
  pageSize: 20,
};

export const storyMessage: Schemas['Message'] = {
  id: '31',
  title: '本人確認が承認されました',
  read: false,
  time: '2026-11-20T10:02:00+09:00',
  body: '<p>お客様の本人確認書類の審査が完了し、承認されました。</p><p>これより<strong>入金・出金</strong>をご利用いただけます。出金先の口座は<a href="https://example.jp/help/bank">こちら</a>から登録してください。</p><img src="x" onerror="alert(1)">',
};
