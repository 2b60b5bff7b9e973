import type { StoryLocale } from '../private/storyLocale';
import type { AssetSummaryKey, UserPanelEntry } from './userPanelEntries';

/** Storybook-only sample text for the user panel and the shell, per language. */
export const userPanelStoryText: Record<
  StoryLocale,
  {
    labels: Record<UserPanelEntry, string>;
    assets: Record<AssetSummaryKey, string>;
    verified: string;
    close: string;
  }
> = {
  ja: {
    labels: {
      verification: '本人確認',
      messages: 'メッセージ',
      customerService: 'カスタマーサービス',
      deposit: '入金',
      withdraw: '出金',
      loan: '融資',
      fundRecords: '資金履歴',
      positions: '保有ポジション',
      bankCards: '銀行カード管理',
      loginPassword: 'ログインパスワード',
      tradePassword: '取引パスワード',
      language: '言語',
      about: '会社概要',
      privacy: 'プライバシーポリシー',
      logout: 'ログアウト',
    },
    assets: {
      totalAssets: '総資産（円）',
      marketValue: '保有時価',
      availableFunds: '利用可能資金',
      frozenFunds: '凍結資金',
      totalDebt: '借入総額',
      unrealisedPnl: '評価損益',
    },
    verified: '認証済み',
    close: '閉じる',
  },
  'zh-CN': {
    labels: {
      verification: '实名认证',
      messages: '站内信',
      customerService: '在线客服',
      deposit: '充值',
      withdraw: '提现',
      loan: '贷款',
      fundRecords: '资金记录',
      positions: '我的持仓',
      bankCards: '银行卡管理',
      loginPassword: '登录密码',
      tradePassword: '交易密码',
      language: '语言',
      about: '关于我们',
      privacy: '隐私协议',
      logout: '退出登录',
    },
    assets: {
      totalAssets: '总资产（日元）',
      marketValue: '持仓市值',
      availableFunds: '可用资金',
      frozenFunds: '冻结资金',
      totalDebt: '总负债',
      unrealisedPnl: '浮动盈亏',
    },
    verified: '已认证',
    close: '关闭',
  },
  en: {
    labels: {
      verification: 'Identity verification',
      messages: 'Messages',
      customerService: 'Customer service',
      deposit: 'Deposit',
      withdraw: 'Withdraw',
      loan: 'Loan',
      fundRecords: 'Fund records',
      positions: 'My positions',
      bankCards: 'Bank cards',
      loginPassword: 'Login password',
      tradePassword: 'Trade password',
      language: 'Language',
      about: 'About us',
      privacy: 'Privacy policy',
      logout: 'Log out',
    },
    assets: {
      totalAssets: 'Total assets (JPY)',
      marketValue: 'Market value',
      availableFunds: 'Available',
      frozenFunds: 'Frozen',
      totalDebt: 'Total debt',
      unrealisedPnl: 'Unrealised P/L',
    },
    verified: 'Verified',
    close: 'Close',
  },
};
