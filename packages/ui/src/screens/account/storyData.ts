import {
  ASSET_ROWS,
  type AssetSummaryView,
  allocationView,
  type components,
  type Language,
  selectAccountHeader,
} from '@tsumiki/sdk';
import { formatMoney, summarizeAssets } from '@tsumiki/sdk/rules';

type Schemas = components['schemas'];

/** Storybook and tests only: a summary computed by the SDK's formula from realistic shown-call rows. */
export function storySummary(language: Language, loading = false): AssetSummaryView {
  const summary = summarizeAssets({
    userinfo: { jpy: '1250000.00', jpyyjed: '200000.00' },
    newStocks: [{ status: 1, rjmoney: '180000.00' }],
    withdrawals: [{ status: 0, money: '50000.00' }],
    positions: [
      {
        status: 0,
        nowprice: '2890.00',
        stock_num: '300',
        buy_price: '2750.00',
        yingkui: '42000.00',
        margin: '412500.00',
      },
    ],
  });
  const row = (raw: AssetSummaryView['rows']['totalAssets']['raw'], signed = false) => ({
    raw,
    text: formatMoney(raw, {
      language,
      currency: 'JPY',
      ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
    }),
    direction: raw.startsWith('-') ? ('down' as const) : ('up' as const),
  });
  const rows = Object.fromEntries(
    ASSET_ROWS.map((k) => [k, row(summary[k], k === 'unrealisedPnl')]),
  ) as AssetSummaryView['rows'];
  return { market: 'jpy', rows, loading, summary, allocation: allocationView(summary, 'jpy', language) };
}

export const storyUser = {
  account: '0901234567',
  verification: 2,
  fundsPasswordSet: true,
  tradingBarred: false,
} as Schemas['UserInfo'];

export const storyHeader = selectAccountHeader(storyUser, '0901234567');

export const storyCards: Schemas['BankCard'][] = [
  {
    id: '12',
    holderName: 'ヤマダ タロウ',
    cardNumber: '****5678',
    cardType: 'ordinary',
    bankName: 'みずほ銀行',
    branchName: '東京営業部',
    branchCode: '001',
    createdAt: '2026-11-02T10:00:00+09:00',
  },
  {
    id: '9',
    holderName: 'ヤマダ タロウ',
    cardNumber: '****0427',
    cardType: 'savings',
    bankName: 'ゆうちょ銀行',
    branchName: '〇一八',
    branchCode: '018',
    createdAt: '2026-10-15T10:00:00+09:00',
  },
];
