import type { OperationId } from '../generated/operations';

/** Cache tags: what a query provides and what a mutation makes stale. */
export const TAGS = [
  'User',
  'Positions',
  'History',
  'NewStocks',
  'NewStockOrders',
  'Withdrawals',
  'Deposits',
  'FundRecords',
  'FollowProducts',
  'FollowOrders',
  'StockCredits',
  'Credit',
  'Loans',
  'BankCards',
  'Verification',
  'Watchlist',
  'Messages',
  'News',
  'Config',
  'Market',
  'Rates',
  'BlockTrades',
  'BlockApplications',
  'DayTrades',
  'DayTradeOrders',
  'Calendar',
] as const;
export type Tag = (typeof TAGS)[number];

export interface QueryMeta {
  kind: 'query';
  provides: readonly Tag[];
  /** Poll while a screen shows it (quotes), in ms. */
  pollMs?: number;
}

export interface MutationMeta {
  kind: 'mutation';
  invalidates: readonly Tag[];
  /**
   * Moves money: sent once per submit (single flight) and never retried automatically, with a request id made
   * before the first attempt; a customer's re-submit after an unknown outcome reuses it, so the server
   * de-duplicates it.
   */
  money?: boolean;
}

export type EndpointMeta = QueryMeta | MutationMeta;

const q = (provides: readonly Tag[], pollMs?: number): QueryMeta =>
  pollMs === undefined ? { kind: 'query', provides } : { kind: 'query', provides, pollMs };
const m = (invalidates: readonly Tag[], money = false): MutationMeta => ({
  kind: 'mutation',
  invalidates,
  money,
});

/** Every balance a money call can move: what the asset summary and fund records read. */
const BALANCES: readonly Tag[] = ['User', 'FundRecords'];
const QUOTE_POLL_MS = 3_000;

/**
 * How the store treats each operation of the contract. `satisfies` makes a new operation in the contract a
 * type error here until someone decides its caching.
 */
export const endpointMeta = {
  // The shown calls (spec section 7): the asset summary is derived from these.
  getUserinfo: q(['User']),
  listNewStockOrders: q(['NewStockOrders']),
  listWithdrawals: q(['Withdrawals']),
  listFollowOrders: q(['FollowOrders']),
  listStockCredits: q(['StockCredits']),
  listPositions: q(['Positions'], QUOTE_POLL_MS),
  listPositionHistory: q(['History']),
  getConfig: q(['Config']),
  // Session and account.
  login: m([...TAGS]),
  register: m([]),
  logout: m([...TAGS]),
  changeLoginPassword: m([]),
  setFundsPassword: m(['User']),
  changeFundsPassword: m(['User']),
  submitVerification: m(['Verification', 'User']),
  getVerification: q(['Verification']),
  listBankCards: q(['BankCards']),
  addBankCard: m(['BankCards'], true),
  deleteBankCard: m(['BankCards']),
  // Money.
  deposit: m(['Deposits', ...BALANCES], true),
  listDeposits: q(['Deposits']),
  withdraw: m(['Withdrawals', ...BALANCES], true),
  exchange: m([...BALANCES], true),
  listExchangeRates: q(['Rates']),
  getTradingCalendar: q(['Calendar']),
  listFundRecords: q(['FundRecords']),
  // Loans and credit.
  getCredit: q(['Credit']),
  applyLoan: m(['Loans', 'Credit', 'StockCredits', ...BALANCES], true),
  listLoans: q(['Loans']),
  repayLoan: m(['Loans', 'Credit', 'StockCredits', ...BALANCES], true),
  addCredit: m(['Credit', 'StockCredits', ...BALANCES], true),
  repayCredit: m(['Credit', 'StockCredits', ...BALANCES], true),
  // Quotes.
  listMarket: q(['Market'], QUOTE_POLL_MS),
  listRankings: q(['Market'], QUOTE_POLL_MS),
  listIndices: q(['Market'], QUOTE_POLL_MS),
  searchStocks: q(['Market']),
  getStock: q(['Market'], QUOTE_POLL_MS),
  getKLine: q(['Market']),
  getTimeShare: q(['Market'], QUOTE_POLL_MS),
  listWatchlist: q(['Watchlist'], QUOTE_POLL_MS),
  // A stock's `watched` flag is cached with the quotes.
  addWatchlist: m(['Watchlist', 'Market']),
  removeWatchlist: m(['Watchlist', 'Market']),
  reorderWatchlist: m(['Watchlist']),
  // Trading.
  buyStock: m(['Positions', ...BALANCES], true),
  closePosition: m(['Positions', 'History', ...BALANCES], true),
  cancelOrder: m(['Positions', ...BALANCES], true),
  getPosition: q(['Positions']),
  // New shares.
  listNewStocks: q(['NewStocks']),
  getNewStock: q(['NewStocks']),
  subscribeNewStock: m(['NewStocks', 'NewStockOrders', ...BALANCES], true),
  payNewStock: m(['NewStockOrders', ...BALANCES], true),
  // Block trades.
  listBlockTrades: q(['BlockTrades']),
  getBlockTrade: q(['BlockTrades']),
  applyBlockTrade: m(['BlockTrades', 'BlockApplications', ...BALANCES], true),
  listBlockTradeApplications: q(['BlockApplications']),
  // Copy trading.
  listFollowProducts: q(['FollowProducts']),
  getFollowProduct: q(['FollowProducts']),
  buyFollowProduct: m(['FollowProducts', 'FollowOrders', ...BALANCES], true),
  // Day trading.
  listDayTradeProgrammes: q(['DayTrades']),
  applyDayTrade: m(['DayTrades', 'DayTradeOrders', ...BALANCES], true),
  listDayTradeOrders: q(['DayTradeOrders']),
  // Messages and news.
  listMessages: q(['Messages']),
  getMessage: q(['Messages']),
  getUnreadCount: q(['Messages']),
  markMessagesRead: m(['Messages']),
  listNews: q(['News']),
  getNews: q(['News']),
} satisfies Record<OperationId, EndpointMeta>;
