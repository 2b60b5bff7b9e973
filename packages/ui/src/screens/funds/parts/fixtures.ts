// Realistic endpoint data for the funds stories and tests; view models come from the SDK selectors.
import type { components } from '@tsumiki/sdk';

type S = components['schemas'];

/** The stories' clock: Tuesday 24 Nov 2026, 10:00 in Tokyo (a business day, inside both windows). */
export const STORY_NOW = new Date('2026-11-24T01:00:00Z');
/** 16:00 in Tokyo the same day: after the withdrawal window. */
export const STORY_LATE = new Date('2026-11-24T07:00:00Z');

export function userFixture(over: Partial<S['UserInfo']> = {}): S['UserInfo'] {
  return {
    account: '0901234567',
    realName: '山田 花子',
    jpy: '1250000',
    jpyyjed: '0',
    balances: [
      { market: 'jpy', currency: 'JPY', available: '1250000', debt: '0' },
      { market: 'usd', currency: 'USD', available: '3200.45', debt: '0' },
      { market: 'cny', currency: 'CNY', available: '0', debt: '0' },
    ],
    summary: {} as S['AssetSummary'],
    verification: 2,
    fundsPasswordSet: true,
    creditScore: 82,
    tradingBarred: false,
    ...over,
  } as S['UserInfo'];
}

export const cardFixtures: S['BankCard'][] = [
  {
    id: '12',
    holderName: 'ヤマダ ハナコ',
    cardNumber: '****5678',
    cardType: 'ordinary',
    bankName: 'みずほ銀行',
    branchName: '渋谷支店',
    branchCode: '210',
  },
  {
    id: '13',
    holderName: 'ヤマダ ハナコ',
    cardNumber: '****0041',
    cardType: 'savings',
    bankName: '三井住友銀行',
    branchName: '新宿支店',
    branchCode: '221',
  },
];

export const depositFixtures: S['Deposit'][] = [
  {
    id: '7',
    orderNo: 'D2026112400007',
    money: '300000',
    currency: 'JPY',
    market: 'jpy',
    status: 0,
    createdAt: '2026-11-24T00:40:00Z',
  },
  {
    id: '6',
    orderNo: 'D2026111000006',
    money: '500000',
    currency: 'JPY',
    market: 'jpy',
    status: 1,
    createdAt: '2026-11-10T02:00:00Z',
    reviewedAt: '2026-11-10T03:10:00Z',
  },
  {
    id: '5',
    orderNo: 'D2026110200005',
    money: '1000',
    currency: 'USD',
    market: 'usd',
    status: 2,
    createdAt: '2026-11-02T05:00:00Z',
  },
];

export const rateFixtures: S['ExchangeRate'][] = [
  { pair: 'USD/JPY', from: 'USD', to: 'JPY', rate: '151.2345', time: '2026-11-24T00:59:00Z' },
  { pair: 'JPY/USD', from: 'JPY', to: 'USD', rate: '0.006612', time: '2026-11-24T00:59:00Z' },
  { pair: 'CNY/JPY', from: 'CNY', to: 'JPY', rate: '20.8812', time: '2026-11-24T00:59:00Z' },
  { pair: 'JPY/CNY', from: 'JPY', to: 'CNY', rate: '0.047889', time: '2026-11-24T00:59:00Z' },
];

export const recordFixtures: S['FundRecord'][] = [
  {
    id: '501',
    orderNo: 'W2026112000501',
    type: 'withdrawal',
    amount: '-50000',
    currency: 'JPY',
    market: 'jpy',
    balanceAfter: '1250000',
    time: '2026-11-20T02:00:00Z',
  },
  {
    id: '500',
    orderNo: 'P2026111800102',
    type: 'buy',
    amount: '-33000',
    currency: 'JPY',
    market: 'jpy',
    balanceAfter: '1300000',
    note: 'ソニーグループ 6758',
    time: '2026-11-18T02:15:00Z',
  },
  {
    id: '499',
    orderNo: 'P2026111300090',
    type: 'close',
    amount: '76120',
    currency: 'JPY',
    market: 'jpy',
    balanceAfter: '1333000',
    time: '2026-11-13T05:10:00Z',
  },
  {
    id: '498',
    orderNo: 'D2026111000006',
    type: 'deposit',
    amount: '500000',
    currency: 'JPY',
    market: 'jpy',
    balanceAfter: '1256880',
    time: '2026-11-10T03:10:00Z',
  },
  {
    id: '497',
    orderNo: 'E2026110500497',
    type: 'exchange',
    amount: '-151234.50',
    currency: 'JPY',
    market: 'jpy',
    balanceAfter: '756880',
    note: 'USD 1,000.00',
    time: '2026-11-05T01:00:00Z',
  },
];
