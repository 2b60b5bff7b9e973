import type { IconName } from '../Icon/Icon';

/** Every entry of the user panel in spec section 2, in the spec's order. */
export const userPanelEntries = [
  'verification',
  'messages',
  'customerService',
  'deposit',
  'withdraw',
  'loan',
  'fundRecords',
  'positions',
  'bankCards',
  'loginPassword',
  'tradePassword',
  'language',
  'about',
  'privacy',
  'logout',
] as const;
export type UserPanelEntry = (typeof userPanelEntries)[number];
/** Entries that navigate; `logout` is an action. */
export type UserPanelLinkEntry = Exclude<UserPanelEntry, 'logout'>;

/** The asset summary rows of spec section 2. */
export const assetSummaryKeys = [
  'totalAssets',
  'marketValue',
  'availableFunds',
  'frozenFunds',
  'totalDebt',
  'unrealisedPnl',
] as const;
export type AssetSummaryKey = (typeof assetSummaryKeys)[number];

export const userPanelIcons: Record<UserPanelEntry, IconName> = {
  verification: 'verified',
  messages: 'message',
  customerService: 'service',
  deposit: 'deposit',
  withdraw: 'withdraw',
  loan: 'loan',
  fundRecords: 'records',
  positions: 'positions',
  bankCards: 'bankCard',
  loginPassword: 'lock',
  tradePassword: 'key',
  language: 'language',
  about: 'info',
  privacy: 'document',
  logout: 'logout',
};

/** How the panel groups the entries: money shortcuts as tiles, then account, security and app lists. */
export const userPanelGroups = {
  shortcuts: ['deposit', 'withdraw', 'loan', 'fundRecords'],
  account: ['verification', 'messages', 'positions', 'bankCards', 'customerService'],
  security: ['loginPassword', 'tradePassword'],
  app: ['language', 'about', 'privacy'],
} as const satisfies Record<string, readonly UserPanelLinkEntry[]>;
