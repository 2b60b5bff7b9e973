import { checkNewFundsPassword, checkPasswordRepeat, decimal, money } from '@tsumiki/sdk';
import { verifyFundsPassword } from '../auth/fundsPassword';
import { hashNewSecret, verifyLoginPassword } from '../auth/loginPassword';
import type { JoinedRead } from '../auth/sessions';
import type { Db } from '../db';
import type { Market } from '../ledger';
import { MARKET_CURRENCY } from '../ledger';
import type { MarketData } from '../market';
import type { Handler } from './context';
import { failOn, marketIn, marketOf, refuse, signedIn } from './context';
import { moneyText } from './format';
import type { OrderRow } from './trade';
import { orderRowsOf, orderRowsSql, positionsOf, positionValue } from './trade';
import type { WithdrawalChecksRow } from './withdrawalChecks';
import { toWithdrawalChecks, withdrawalChecksSql } from './withdrawalChecks';

const VERIFICATION = { none: 0, pending: 1, verified: 2, failed: 3 } as const;

/** One market account of the customer, with the sums and counts the summary and the checks need. */
interface BooksRow extends WithdrawalChecksRow {
  market: Market | null;
  currency: string;
  available: string;
  frozen: string;
  debt: string;
  new_stock: string | null;
  withdrawing: string | null;
  follow: string | null;
  day_trade: string | null;
  block_trade: string | null;
  credit: string | null;
}

/**
 * Every market account of the account `account` (at least one row, with nulls when it has none) and, on each row,
 * what the frozen balance of market `market` holds outside positions and the withdrawal checks (both SQL
 * expressions): one statement. Numerics as text, the driver's strings, also inside JSON ({@link userinfoRead}).
 */
const booksSql = (account: string, market: string) => `
  SELECT m.market, m.currency, m.available::text AS available, m.frozen::text AS frozen, m.debt::text AS debt, f.*
  FROM (SELECT
    (SELECT sum(paid_amount)::text FROM ipo_subscriptions s JOIN ipos i ON i.id = s.ipo_id
      WHERE s.account_id = ${account} AND i.market = ${market} AND s.status IN (1, 2) AND s.position_id IS NULL)
      AS new_stock,
    (SELECT sum(amount)::text FROM withdrawals
      WHERE account_id = ${account} AND market = ${market} AND status = 'pending') AS withdrawing,
    (SELECT sum(o.amount)::text FROM follow_orders o JOIN follow_products p ON p.id = o.product_id
      WHERE o.account_id = ${account} AND p.market = ${market} AND o.status = 'active') AS follow,
    (SELECT sum(d.amount)::text FROM day_trade_orders d JOIN day_trade_programmes p ON p.id = d.programme_id
      WHERE d.account_id = ${account} AND p.market = ${market} AND d.status IN ('pending', 'approved')) AS day_trade,
    (SELECT sum(a.amount)::text FROM block_applications a JOIN block_products p ON p.id = a.product_id
      WHERE a.account_id = ${account} AND p.market = ${market} AND a.status = 'pending') AS block_trade,
    (SELECT sum(credit)::text FROM credit_requests
      WHERE account_id = ${account} AND market = ${market} AND status = 'outstanding') AS credit,
    ${withdrawalChecksSql(account)}) f
  LEFT JOIN market_accounts m ON m.account_id = ${account}`;

const BOOKS_SQL = `${booksSql('$1', '$2')} ORDER BY m.market`;

/**
 * What getUserinfo shows of the books, read in two statements (the balances with every sum, and the market's
 * positions) that run side by side.
 */
function readBooks(db: Db, accountId: number, market: Market) {
  return Promise.all([
    db.query<BooksRow>(BOOKS_SQL, [accountId, market]),
    positionsOf(db, accountId, market, USERINFO_STATUSES),
  ]);
}

const USERINFO_STATUSES = ['holding', 'pending'];

/** getUserinfo's two reads as one, joined to the session's statement. */
export function userinfoRead(form: Record<string, string>): JoinedRead {
  return { sql: USERINFO_READ, params: [marketIn(form), USERINFO_STATUSES] };
}

const USERINFO_READ: JoinedRead['sql'] = (account, param) => `json_build_object(
  'books', (SELECT json_agg(b ORDER BY b.market) FROM (${booksSql(account, param(0))}) b),
  'rows', ${orderRowsSql(account, param(0), param(1))})`;

export function assetSummary(md: MarketData, market: Market, books: BooksRow[], rows: OrderRow[]) {
  const bal = books.find((b) => b.market === market);
  const sums = books[0];
  const holding = rows.filter((r) => r.status === 'holding').map((r) => positionValue(md, r));
  // A pending order holds its margin and its fee.
  const positionCost = money.sum(
    rows.map((r) =>
      r.status === 'pending' ? money.add(decimal(r.margin), decimal(r.buy_fee)) : decimal(r.margin),
    ),
  );
  const available = decimal(bal?.available ?? '0');
  const frozen = decimal(bal?.frozen ?? '0');
  const unrealisedPnl = money.sum(holding.map((p) => decimal(p.yingkui)));
  return {
    market,
    currency: MARKET_CURRENCY[market],
    totalAssets: moneyText(money.add(money.add(available, frozen), unrealisedPnl)),
    marketValue: moneyText(money.sum(holding.map((p) => decimal(p.marketValue)))),
    available: moneyText(available),
    frozen: moneyText(frozen),
    debt: moneyText(bal?.debt),
    unrealisedPnl: moneyText(unrealisedPnl),
    frozenDetail: {
      newStock: moneyText(sums?.new_stock),
      withdrawing: moneyText(sums?.withdrawing),
      follow: moneyText(sums?.follow),
      credit: moneyText(sums?.credit),
      positionCost: moneyText(positionCost),
      blockTrade: moneyText(sums?.block_trade),
      dayTrade: moneyText(sums?.day_trade),
    },
  };
}

export const getUserinfo: Handler = async (ctx) => {
  const account = signedIn(ctx);
  const market = marketOf(ctx);
  const joined = ctx.joined as { books: BooksRow[]; rows: unknown } | undefined;
  const [books, rows] = joined
    ? [joined.books, orderRowsOf(joined.rows)]
    : await readBooks(ctx.db, account.id, market);
  const balances = books.filter((b): b is BooksRow & { market: Market } => b.market !== null);
  const jpy = balances.find((b) => b.market === 'jpy');
  return {
    id: String(account.id),
    account: account.mobile,
    ...(account.real_name ? { realName: account.real_name } : {}),
    jpy: moneyText(jpy?.available),
    jpyyjed: moneyText(jpy?.debt),
    balances: balances.map((b) => ({
      market: b.market,
      currency: b.currency,
      available: moneyText(b.available),
      debt: moneyText(b.debt),
    })),
    summary: assetSummary(ctx.market, market, books, [...rows]),
    verification: VERIFICATION[account.verification],
    fundsPasswordSet: account.funds_password_hash !== null,
    creditScore: account.credit_score,
    tradingBarred: account.trading_barred,
    inviteCode: account.invite_code,
    withdrawalChecks: toWithdrawalChecks(books[0]),
  };
};

export const setFundsPassword: Handler = async (ctx) => {
  const account = signedIn(ctx);
  const { loginPassword, fundsPassword, repeatFundsPassword } = ctx.form;
  if (account.funds_password_hash) refuse('fundsPassword.alreadySet');
  failOn([
    checkNewFundsPassword(fundsPassword ?? ''),
    checkPasswordRepeat(fundsPassword ?? '', repeatFundsPassword ?? ''),
  ]);
  const [row] = await ctx.db.query<{ password_hash: string }>(
    'SELECT password_hash FROM accounts WHERE id = $1',
    [account.id],
  );
  if (!(await verifyLoginPassword(ctx, account.mobile, loginPassword ?? '', row?.password_hash)))
    refuse('password.wrongOriginal');
  const hash = await hashNewSecret(ctx, fundsPassword ?? '');
  const done = await ctx.db.query(
    'UPDATE accounts SET funds_password_hash = $2 WHERE id = $1 AND funds_password_hash IS NULL RETURNING id',
    [account.id, hash],
  );
  if (done.length === 0) refuse('fundsPassword.alreadySet');
  return null;
};

export const changeFundsPassword: Handler = async (ctx) => {
  const account = signedIn(ctx);
  const { oldPassword, newPassword, repeatPassword } = ctx.form;
  failOn([
    checkNewFundsPassword(newPassword ?? ''),
    checkPasswordRepeat(newPassword ?? '', repeatPassword ?? ''),
  ]);
  await verifyFundsPassword(ctx, oldPassword ?? '');
  const hash = await hashNewSecret(ctx, newPassword ?? '');
  await ctx.db.query('UPDATE accounts SET funds_password_hash = $2 WHERE id = $1', [account.id, hash]);
  return null;
};
