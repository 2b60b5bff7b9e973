import type { JoinedRead } from '../auth/sessions';
import { settleAccount } from '../risk/settle';
import { streamQuotes } from '../stream';
import { changeLoginPassword, login, logout, register } from './auth';
import { addBankCard, deleteBankCard, listBankCards } from './bank';
import { getTradingCalendar } from './calendar';
import {
  getConfig,
  getMessage,
  getNews,
  getUnreadCount,
  listMessages,
  listNews,
  markMessagesRead,
} from './content';
import type { Handler } from './context';
import {
  deposit,
  exchange,
  listDeposits,
  listExchangeRates,
  listFundRecords,
  listWithdrawals,
  withdraw,
} from './funds';
import { getNewStock, listNewStockOrders, listNewStocks, payNewStock, subscribeNewStock } from './ipo';
import {
  addCredit,
  applyLoan,
  getCredit,
  listLoans,
  listStockCredits,
  repayCredit,
  repayLoan,
} from './loans';
import {
  applyBlockTrade,
  applyDayTrade,
  buyFollowProduct,
  getBlockTrade,
  getFollowProduct,
  listBlockTradeApplications,
  listBlockTrades,
  listDayTradeOrders,
  listDayTradeProgrammes,
  listFollowOrders,
  listFollowProducts,
} from './products';
import {
  getKLine,
  getStock,
  getTimeShare,
  listIndices,
  listMarket,
  listRankings,
  searchStocks,
} from './quotes';
import {
  buyStock,
  cancelOrder,
  closePosition,
  getPosition,
  listPositionHistory,
  listPositions,
  positionsRead,
} from './trade';
import { changeFundsPassword, getUserinfo, setFundsPassword, userinfoRead } from './user';
import { getVerification, submitVerification } from './verification';
import { addWatchlist, listWatchlist, removeWatchlist, reorderWatchlist } from './watchlist';

/**
 * Brings the signed-in customer's account up to the call's moment first (fills, margin calls, stop-outs; see
 * `settleAccount`), so every answer — positions, balances, orders, messages — is consistent with the prices
 * that have passed, and every change starts from there.
 */
const settled =
  (handler: Handler): Handler =>
  async (ctx) => {
    if (ctx.account) {
      const moved = await settleAccount(
        ctx.db,
        ctx.config,
        Number(ctx.account.id),
        ctx.now,
        ctx.market.calendars.current,
        ctx.account.settle_state,
      );
      // The read joined to the session came before the settle: read again after it.
      if (moved && ctx.joined !== undefined) return handler({ ...ctx, joined: undefined });
    }
    return handler(ctx);
  };

/**
 * Calls that answer no account data. A quote stream is reopened on every reconnection (all of an instance's
 * streams at once after a restart): settling there would put the account's transaction on each arrival for an
 * answer made only of prices; the customer's next call, or the sweep, settles.
 */
const UNSETTLED: ReadonlySet<string> = new Set(['streamQuotes']);

/**
 * Calls that settle in their own money transaction, under the locks they take anyway (`buyStock`: one transaction
 * a buy rather than a settle's and then the order's).
 */
const SETTLES_ITSELF: ReadonlySet<string> = new Set(['buyStock']);

const withSettle = (handlers: Record<string, Handler>): Readonly<Record<string, Handler>> =>
  Object.fromEntries(
    Object.entries(handlers).map(([id, h]) => [
      id,
      UNSETTLED.has(id) || SETTLES_ITSELF.has(id) ? h : settled(h),
    ]),
  );

/** The operations that check the funds password: the session's statement reads its failure count too. */
export const FUNDS_PASSWORD_CALLS: ReadonlySet<string> = new Set([
  'buyStock',
  'withdraw',
  'exchange',
  'repayLoan',
  'repayCredit',
  'changeFundsPassword',
  'applyBlockTrade',
  'buyFollowProduct',
  'applyDayTrade',
]);

/** The operations that settle the customer's account before they run (every one but {@link UNSETTLED}). */
export const HANDLERS_SETTLING = {
  has: (operationId: string): boolean => !UNSETTLED.has(operationId),
} as const;

/**
 * Reads sent in the session's own statement (`resolveSession`'s `joined`), by operationId, from the call's form:
 * the signed-in reads the app polls. Only for calls with no rate limit of their own and a plain form (the session
 * is then checked once the small form is read, see app.ts).
 */
export const JOINED_READS: Readonly<Record<string, (form: Record<string, string>, now: Date) => JoinedRead>> =
  {
    getUserinfo: userinfoRead,
    listPositions: positionsRead,
  };

/** One handler per contract operationId. */
export const HANDLERS: Readonly<Record<string, Handler>> = withSettle({
  getUserinfo,
  listNewStockOrders,
  listWithdrawals,
  listFollowOrders,
  listStockCredits,
  listPositions,
  listPositionHistory,
  getConfig,
  login,
  register,
  logout,
  changeLoginPassword,
  setFundsPassword,
  changeFundsPassword,
  submitVerification,
  getVerification,
  listBankCards,
  addBankCard,
  deleteBankCard,
  deposit,
  listDeposits,
  withdraw,
  exchange,
  listExchangeRates,
  getTradingCalendar,
  listFundRecords,
  getCredit,
  applyLoan,
  listLoans,
  repayLoan,
  addCredit,
  repayCredit,
  listMarket,
  listRankings,
  listIndices,
  searchStocks,
  streamQuotes,
  getStock,
  getKLine,
  getTimeShare,
  listWatchlist,
  addWatchlist,
  removeWatchlist,
  reorderWatchlist,
  buyStock,
  closePosition,
  cancelOrder,
  getPosition,
  listNewStocks,
  getNewStock,
  subscribeNewStock,
  payNewStock,
  listBlockTrades,
  getBlockTrade,
  applyBlockTrade,
  listBlockTradeApplications,
  listFollowProducts,
  getFollowProduct,
  buyFollowProduct,
  listDayTradeProgrammes,
  applyDayTrade,
  listDayTradeOrders,
  listMessages,
  getMessage,
  getUnreadCount,
  markMessagesRead,
  listNews,
  getNews,
});
