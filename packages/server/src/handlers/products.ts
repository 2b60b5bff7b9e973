import {
  blockTradeAmount,
  decimal,
  followUnlockDate,
  MARKETS,
  money,
  validateBlockTrade,
  validateFollow,
  zonedDate,
} from '@tsumiki/sdk';
import { verifyFundsPassword } from '../auth/fundsPassword';
import type { Queryable } from '../db';
import { columnName, nameIn, textIn } from '../http/language';
import type { Market } from '../ledger';
import { lockMarketAccount, postEntry } from '../ledger';
import type { Handler } from './context';
import { failOn, iso, marketOf, moneyCall, orderNoPrefix, orderNoSql, refuse, signedIn } from './context';
import { count, moneyText } from './format';

const REVIEW = { pending: 0, approved: 1, rejected: 2 } as const;

interface BlockRow {
  id: number;
  market: Market;
  symbol: string;
  price: string;
  quota: string;
  remaining: string;
  min_quantity: string;
  opens_at: Date;
  closes_at: Date;
}

function blockView(ctx: Parameters<Handler>[0], b: BlockRow) {
  const t = ctx.now.getTime();
  const status = t < new Date(b.opens_at).getTime() ? 0 : t <= new Date(b.closes_at).getTime() ? 1 : 2;
  const q = ctx.market.quote(b.market, b.symbol);
  return {
    id: String(b.id),
    code: b.symbol,
    name: q ? nameIn(q.names, ctx.lang) : b.symbol,
    market: b.market,
    price: moneyText(b.price),
    ...(q ? { marketPrice: moneyText(q.price) } : {}),
    lots: count(b.quota),
    remainingLots: count(b.remaining),
    minLots: count(b.min_quantity),
    minAmount: moneyText(money.mul(decimal(b.price), decimal(b.min_quantity))),
    status,
    // The contract: shorthand for status 2 (an upcoming trade is not open, and not closed either).
    closed: status === 2,
    opensAt: iso(b.opens_at),
    closesAt: iso(b.closes_at),
  };
}

export const listBlockTrades: Handler = async (ctx) => {
  const rows = await ctx.db.query<BlockRow>('SELECT * FROM block_products WHERE market = $1 ORDER BY id', [
    marketOf(ctx),
  ]);
  return rows.map((r) => blockView(ctx, r));
};

export const getBlockTrade: Handler = async (ctx) => {
  const [row] = await ctx.db.query<BlockRow>('SELECT * FROM block_products WHERE id = $1', [ctx.form.id]);
  if (!row) refuse('product.unavailable');
  return blockView(ctx, row);
};

interface AppRow {
  id: number;
  order_no: string;
  product_id: number;
  quantity: string;
  amount: string;
  status: keyof typeof REVIEW;
  position_id: number | null;
  created_at: Date;
  decided_at: Date | null;
  market: Market;
  symbol: string;
  price: string;
}

function nameOfStock(ctx: Parameters<Handler>[0], market: Market, symbol: string): string {
  const q = ctx.market.quote(market, symbol);
  return q ? nameIn(q.names, ctx.lang) : symbol;
}

const appView = (ctx: Parameters<Handler>[0], a: AppRow) => ({
  id: String(a.id),
  orderNo: a.order_no,
  blockTradeId: String(a.product_id),
  code: a.symbol,
  name: nameOfStock(ctx, a.market, a.symbol),
  market: a.market,
  price: moneyText(a.price),
  lots: count(a.quantity),
  amount: moneyText(a.amount),
  status: REVIEW[a.status],
  ...(a.position_id ? { positionId: String(a.position_id) } : {}),
  createdAt: iso(a.created_at),
  ...(a.decided_at ? { reviewedAt: iso(a.decided_at) } : {}),
});

const APP_SELECT = `SELECT a.*, p.market, p.symbol, p.price FROM block_applications a
  JOIN block_products p ON p.id = a.product_id`;

export const listBlockTradeApplications: Handler = async (ctx) => {
  const account = signedIn(ctx);
  const rows = await ctx.db.query<AppRow>(
    `${APP_SELECT} WHERE a.account_id = $1 AND p.market = $2 ORDER BY a.id DESC`,
    [account.id, marketOf(ctx)],
  );
  return rows.map((r) => appView(ctx, r));
};

export const applyBlockTrade: Handler = async (ctx) => {
  const account = signedIn(ctx);
  if (account.trading_barred) refuse('account.tradingBarred');
  await verifyFundsPassword(ctx);
  return moneyCall(ctx, async (tx) => {
    const [p] = await tx.query<BlockRow>('SELECT * FROM block_products WHERE id = $1 FOR UPDATE', [
      ctx.form.id,
    ]);
    if (!p) return refuse('product.unavailable');
    const balance = await lockMarketAccount(tx, account.id, p.market);
    const t = ctx.now.getTime();
    failOn(
      validateBlockTrade({
        open: t >= new Date(p.opens_at).getTime() && t <= new Date(p.closes_at).getTime(),
        lots: ctx.form.lots ?? '',
        price: decimal(p.price),
        minimumLots: Number(p.min_quantity),
        remainingLots: Number(p.remaining),
        available: decimal(balance.available),
      }),
    );
    const lots = Number(ctx.form.lots);
    const amount = blockTradeAmount(decimal(p.price), lots);
    await tx.query('UPDATE block_products SET remaining = remaining - $2 WHERE id = $1', [p.id, lots]);
    const [a] = await tx.query<{ id: number }>(
      `INSERT INTO block_applications (order_no, product_id, account_id, quantity, amount, status, created_at)
       VALUES (${orderNoSql('$1')}, $2, $3, $4, $5, 'pending', $6) RETURNING id`,
      [orderNoPrefix('B', ctx.now), p.id, account.id, lots, amount, ctx.now],
    );
    await postEntry(tx, {
      kind: 'block.hold',
      accountId: account.id,
      refTable: 'block_applications',
      refId: Number(a?.id),
      at: ctx.now,
      lines: [
        {
          accountId: account.id,
          market: p.market,
          bucket: 'available',
          amount: money.neg(amount),
          type: 'blockBuy',
        },
        { accountId: account.id, market: p.market, bucket: 'frozen', amount },
      ],
    });
    const [row] = await tx.query<AppRow>(`${APP_SELECT} WHERE a.id = $1`, [a?.id]);
    return appView(ctx, row as AppRow);
  });
};

interface ProductRow {
  id: number;
  market: Market;
  name_ja: string;
  name_zh: string;
  name_en: string;
  originator: string;
  texts: unknown;
  min_amount: string;
  lock_days: number;
  daily_rate: string;
  closes_at: Date;
}

const productView = (ctx: Parameters<Handler>[0], p: ProductRow) => ({
  id: String(p.id),
  name: columnName(p, ctx.lang),
  originator: textIn(p.texts, ctx.lang, 'originator', p.originator),
  market: p.market,
  minAmount: moneyText(p.min_amount),
  dailyRate: money.round(money.mul(decimal(p.daily_rate), decimal('100')), 4),
  lockDays: p.lock_days,
  timeLimit: iso(p.closes_at),
  status: ctx.now.getTime() <= new Date(p.closes_at).getTime() ? 0 : 1,
});

export const listFollowProducts: Handler = async (ctx) => {
  const rows = await ctx.db.query<ProductRow>('SELECT * FROM follow_products WHERE market = $1 ORDER BY id', [
    marketOf(ctx),
  ]);
  return rows.map((r) => productView(ctx, r));
};

export const getFollowProduct: Handler = async (ctx) => {
  const [row] = await ctx.db.query<ProductRow>('SELECT * FROM follow_products WHERE id = $1', [ctx.form.id]);
  if (!row) refuse('product.unavailable');
  return productView(ctx, row);
};

interface FollowRow {
  id: number;
  order_no: string;
  product_id: number;
  amount: string;
  status: 'active' | 'ended';
  unlocks_at: Date;
  payout: string | null;
  created_at: Date;
  ended_at: Date | null;
}

async function followView(q: Queryable, ctx: Parameters<Handler>[0], o: FollowRow) {
  const [p] = await q.query<ProductRow>('SELECT * FROM follow_products WHERE id = $1', [o.product_id]);
  if (!p) throw new Error('follow order without product');
  const tz = MARKETS[p.market].timeZone;
  const bought = zonedDate(new Date(o.created_at), tz);
  const days = Math.max(
    0,
    Math.min(p.lock_days, Math.floor((ctx.now.getTime() - new Date(o.created_at).getTime()) / 86_400_000)),
  );
  const daily = money.round(money.mul(decimal(o.amount), decimal(p.daily_rate)), 2);
  return {
    id: String(o.id),
    orderNo: o.order_no,
    productId: String(p.id),
    productName: columnName(p, ctx.lang),
    originator: textIn(p.texts, ctx.lang, 'originator', p.originator),
    market: p.market,
    money: moneyText(o.amount),
    minAmount: moneyText(p.min_amount),
    status: o.status === 'active' ? 0 : 1,
    locked: o.status === 'active' && ctx.now.getTime() < new Date(o.unlocks_at).getTime(),
    lockDays: p.lock_days,
    unlockDate: followUnlockDate(bought, p.lock_days),
    timeLimit: iso(p.closes_at),
    buyTime: iso(o.created_at),
    dailyProfit: moneyText(daily),
    totalProfit: moneyText(o.payout ? decimal(o.payout) : money.mul(daily, decimal(String(days)))),
    ...(o.ended_at ? { endTime: iso(o.ended_at) } : {}),
  };
}

/**
 * Ends the account's follow orders whose lock has passed: amount plus the product's daily rate for each locked
 * day returns to the available balance; the profit comes from the house's products book.
 */
export async function settleFollowOrders(tx: Queryable, accountId: number, now: Date): Promise<void> {
  const due = await tx.query<FollowRow & { market: Market; daily_rate: string; lock_days: number }>(
    `SELECT o.*, p.market, p.daily_rate, p.lock_days FROM follow_orders o JOIN follow_products p ON p.id = o.product_id
     WHERE o.account_id = $1 AND o.status = 'active' AND o.unlocks_at <= $2 FOR UPDATE OF o`,
    [accountId, now],
  );
  for (const o of due) {
    const profit = money.round(
      money.mul(money.mul(decimal(o.amount), decimal(o.daily_rate)), decimal(String(o.lock_days))),
      2,
    );
    await tx.query("UPDATE follow_orders SET status = 'ended', payout = $2, ended_at = $3 WHERE id = $1", [
      o.id,
      profit,
      now,
    ]);
    await postEntry(tx, {
      kind: 'follow.settle',
      accountId,
      refTable: 'follow_orders',
      refId: Number(o.id),
      at: now,
      lines: [
        { accountId, market: o.market, bucket: 'frozen', amount: money.neg(decimal(o.amount)) },
        { accountId, market: o.market, bucket: 'available', amount: decimal(o.amount), type: 'followProfit' },
        { accountId, market: o.market, bucket: 'available', amount: profit, type: 'followProfit' },
        { house: 'products', currency: o.market.toUpperCase(), amount: money.neg(profit) },
      ],
    });
  }
}

export const listFollowOrders: Handler = async (ctx) => {
  const account = signedIn(ctx);
  return ctx.db.transaction(async (tx) => {
    await settleFollowOrders(tx, account.id, ctx.now);
    const rows = await tx.query<FollowRow>(
      `SELECT o.* FROM follow_orders o JOIN follow_products p ON p.id = o.product_id
       WHERE o.account_id = $1 AND p.market = $2 ORDER BY o.id DESC`,
      [account.id, marketOf(ctx)],
    );
    return Promise.all(rows.map((r) => followView(tx, ctx, r)));
  });
};

export const buyFollowProduct: Handler = async (ctx) => {
  const account = signedIn(ctx);
  await verifyFundsPassword(ctx);
  return moneyCall(ctx, async (tx) => {
    const [p] = await tx.query<ProductRow>('SELECT * FROM follow_products WHERE id = $1', [ctx.form.id]);
    if (!p) return refuse('product.unavailable');
    const balance = await lockMarketAccount(tx, account.id, p.market);
    failOn(
      validateFollow({
        amount: ctx.form.amount ?? '',
        minimum: decimal(p.min_amount),
        available: decimal(balance.available),
        deadline: new Date(p.closes_at),
        instant: ctx.now,
      }),
    );
    const amount = decimal(ctx.form.amount ?? '0');
    const unlock = new Date(ctx.now.getTime() + p.lock_days * 86_400_000);
    const [o] = await tx.query<FollowRow>(
      `INSERT INTO follow_orders (order_no, product_id, account_id, amount, status, unlocks_at, created_at)
       VALUES (${orderNoSql('$1')}, $2, $3, $4, 'active', $5, $6) RETURNING *`,
      [orderNoPrefix('F', ctx.now), p.id, account.id, amount, unlock, ctx.now],
    );
    await postEntry(tx, {
      kind: 'follow.buy',
      accountId: account.id,
      refTable: 'follow_orders',
      refId: Number(o?.id),
      at: ctx.now,
      lines: [
        {
          accountId: account.id,
          market: p.market,
          bucket: 'available',
          amount: money.neg(amount),
          type: 'followBuy',
        },
        { accountId: account.id, market: p.market, bucket: 'frozen', amount },
      ],
    });
    return followView(tx, ctx, o as FollowRow);
  });
};

interface ProgrammeRow {
  id: number;
  market: Market;
  name_ja: string;
  name_zh: string;
  name_en: string;
  min_amount: string;
  max_amount: string | null;
  opens_at: Date;
  closes_at: Date;
}

const programmeView = (ctx: Parameters<Handler>[0], p: ProgrammeRow) => {
  const t = ctx.now.getTime();
  return {
    id: String(p.id),
    name: columnName(p, ctx.lang),
    market: p.market,
    minAmount: moneyText(p.min_amount),
    ...(p.max_amount ? { maxAmount: moneyText(p.max_amount) } : {}),
    tradeDate: zonedDate(new Date(p.closes_at), MARKETS[p.market].timeZone),
    status: t >= new Date(p.opens_at).getTime() && t <= new Date(p.closes_at).getTime() ? 0 : 1,
  };
};

export const listDayTradeProgrammes: Handler = async (ctx) => {
  const rows = await ctx.db.query<ProgrammeRow>(
    'SELECT * FROM day_trade_programmes WHERE market = $1 ORDER BY id',
    [marketOf(ctx)],
  );
  return rows.map((r) => programmeView(ctx, r));
};

interface DayRow {
  id: number;
  order_no: string;
  programme_id: number;
  amount: string;
  profit: string;
  status: 'pending' | 'approved' | 'rejected' | 'filled';
  created_at: Date;
  settled_at: Date | null;
  market: Market;
  name_ja: string;
  name_zh: string;
  name_en: string;
}

const DAY_STATUS = { pending: 0, approved: 1, filled: 3, rejected: 4 } as const;
const dayView = (d: DayRow, ctx: Parameters<Handler>[0]) => ({
  id: String(d.id),
  orderNo: d.order_no,
  programmeId: String(d.programme_id),
  name: columnName(d, ctx.lang),
  market: d.market,
  amount: moneyText(d.amount),
  profit: moneyText(d.profit),
  status: DAY_STATUS[d.status],
  createdAt: iso(d.created_at),
  ...(d.settled_at ? { settledAt: iso(d.settled_at) } : {}),
});
const DAY_SELECT = `SELECT d.*, p.market, p.name_ja, p.name_zh, p.name_en FROM day_trade_orders d JOIN day_trade_programmes p ON p.id = d.programme_id`;

export const listDayTradeOrders: Handler = async (ctx) => {
  const account = signedIn(ctx);
  const rows = await ctx.db.query<DayRow>(
    `${DAY_SELECT} WHERE d.account_id = $1 AND p.market = $2 ORDER BY d.id DESC`,
    [account.id, marketOf(ctx)],
  );
  return rows.map((d) => dayView(d, ctx));
};

export const applyDayTrade: Handler = async (ctx) => {
  const account = signedIn(ctx);
  await verifyFundsPassword(ctx);
  return moneyCall(ctx, async (tx) => {
    const [p] = await tx.query<ProgrammeRow>('SELECT * FROM day_trade_programmes WHERE id = $1', [
      ctx.form.id,
    ]);
    if (!p) return refuse('product.unavailable');
    const t = ctx.now.getTime();
    if (t < new Date(p.opens_at).getTime() || t > new Date(p.closes_at).getTime()) refuse('dayTrade.closed');
    const amount = decimal(ctx.form.amount ?? '0');
    if (!money.gt(amount, decimal('0'))) refuse('amount.invalid');
    if (money.lt(amount, decimal(p.min_amount))) refuse('amount.belowMinimum');
    if (p.max_amount && money.gt(amount, decimal(p.max_amount))) refuse('amount.aboveMaximum');
    const balance = await lockMarketAccount(tx, account.id, p.market);
    if (money.gt(amount, decimal(balance.available))) refuse('balance.insufficient');
    const [d] = await tx.query<{ id: number }>(
      `INSERT INTO day_trade_orders (order_no, programme_id, account_id, amount, status, created_at)
       VALUES (${orderNoSql('$1')}, $2, $3, $4, 'pending', $5) RETURNING id`,
      [orderNoPrefix('P', ctx.now), p.id, account.id, amount, ctx.now],
    );
    await postEntry(tx, {
      kind: 'dayTrade.hold',
      accountId: account.id,
      refTable: 'day_trade_orders',
      refId: Number(d?.id),
      at: ctx.now,
      lines: [
        {
          accountId: account.id,
          market: p.market,
          bucket: 'available',
          amount: money.neg(amount),
          type: 'dayTrade',
        },
        { accountId: account.id, market: p.market, bucket: 'frozen', amount },
      ],
    });
    const [row] = await tx.query<DayRow>(`${DAY_SELECT} WHERE d.id = $1`, [d?.id]);
    return dayView(row as DayRow, ctx);
  });
};
