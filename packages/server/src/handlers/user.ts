import { checkNewFundsPassword, checkPasswordRepeat, decimal, money } from '@tsumiki/sdk';
import { verifyFundsPassword } from '../auth/fundsPassword';
import { hashNewSecret, verifyLoginPassword } from '../auth/loginPassword';
import type { Queryable } from '../db';
import type { Market } from '../ledger';
import { MARKET_CURRENCY } from '../ledger';
import type { MarketData } from '../market';
import type { Handler } from './context';
import { failOn, marketOf, refuse, signedIn } from './context';
import { moneyText } from './format';
import { positionsOf, positionView } from './trade';
import { withdrawalChecks } from './withdrawalChecks';

const VERIFICATION = { none: 0, pending: 1, verified: 2, failed: 3 } as const;
/**
 * The asset summary of one market as the books hold it: available, frozen and debt are the market account's
 * balances; `frozenDetail` says what the frozen balance holds, from the rows the holds belong to (new-share
 * orders paid — status 1 before the draw, 2 won and paid before listing —, pending withdrawals, active follow
 * orders, outstanding stock credits, positions' and pending orders' margin and fee, pending block-trade
 * applications, day-trade orders pending or trading), so the parts sum to `frozen`. totalAssets = available +
 * frozen + unrealised P&L of holding positions; marketValue = Σ market value of holding positions
 * (the same as the position list's `ccsz`).
 */
export async function assetSummary(tx: Queryable, md: MarketData, accountId: number, market: Market) {
  const [bal] = await tx.query<{ available: string; frozen: string; debt: string }>(
    'SELECT available, frozen, debt FROM market_accounts WHERE account_id = $1 AND market = $2',
    [accountId, market],
  );
  const rows = await positionsOf(tx, accountId, market, ['holding', 'pending']);
  const holding = rows.filter((r) => r.status === 'holding').map((r) => positionView(md, r, 'ja'));
  // A pending order holds its margin and its fee.
  const positionCost = money.sum(
    rows.map((r) =>
      r.status === 'pending' ? money.add(decimal(r.margin), decimal(r.buy_fee)) : decimal(r.margin),
    ),
  );
  const total = async (sql: string) =>
    decimal((await tx.query<{ s: string | null }>(sql, [accountId, market]))[0]?.s ?? '0');
  const newStock = await total(
    `SELECT sum(paid_amount) AS s FROM ipo_subscriptions s JOIN ipos i ON i.id = s.ipo_id
     WHERE s.account_id = $1 AND i.market = $2 AND s.status IN (1, 2) AND s.position_id IS NULL`,
  );
  const withdrawing = await total(
    "SELECT sum(amount) AS s FROM withdrawals WHERE account_id = $1 AND market = $2 AND status = 'pending'",
  );
  const follow = await total(
    `SELECT sum(o.amount) AS s FROM follow_orders o JOIN follow_products p ON p.id = o.product_id
     WHERE o.account_id = $1 AND p.market = $2 AND o.status = 'active'`,
  );
  const dayTrade = await total(
    `SELECT sum(d.amount) AS s FROM day_trade_orders d JOIN day_trade_programmes p ON p.id = d.programme_id
     WHERE d.account_id = $1 AND p.market = $2 AND d.status IN ('pending', 'approved')`,
  );
  const blockTrade = await total(
    `SELECT sum(a.amount) AS s FROM block_applications a JOIN block_products p ON p.id = a.product_id
     WHERE a.account_id = $1 AND p.market = $2 AND a.status = 'pending'`,
  );
  const credit = await total(
    "SELECT sum(credit) AS s FROM credit_requests WHERE account_id = $1 AND market = $2 AND status = 'outstanding'",
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
      newStock: moneyText(newStock),
      withdrawing: moneyText(withdrawing),
      follow: moneyText(follow),
      credit: moneyText(credit),
      positionCost: moneyText(positionCost),
      blockTrade: moneyText(blockTrade),
      dayTrade: moneyText(dayTrade),
    },
  };
}

export const getUserinfo: Handler = async (ctx) => {
  const account = signedIn(ctx);
  const market = marketOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const balances = await tx.query<{ market: Market; currency: string; available: string; debt: string }>(
      'SELECT market, currency, available, debt FROM market_accounts WHERE account_id = $1 ORDER BY market',
      [account.id],
    );
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
      summary: await assetSummary(tx, ctx.market, account.id, market),
      verification: VERIFICATION[account.verification],
      fundsPasswordSet: account.funds_password_hash !== null,
      creditScore: account.credit_score,
      tradingBarred: account.trading_barred,
      inviteCode: account.invite_code,
      withdrawalChecks: await withdrawalChecks(tx, account.id),
    };
  });
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
