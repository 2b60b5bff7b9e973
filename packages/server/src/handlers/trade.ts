import type { Decimal, OrderKind, OrderSide } from '@tsumiki/sdk';
import {
  checkCalendar,
  checkTPlusOne,
  dailyPriceLimits,
  decimal,
  earliestCloseDate,
  isMarketOpen,
  lotsToDecimal,
  money,
  notional,
  tradeFee,
  validateOrder,
  valuePosition,
} from '@tsumiki/sdk';
import { verifyFundsPassword } from '../auth/fundsPassword';
import type { Queryable } from '../db';
import type { Lang } from '../http/language';
import { nameIn } from '../http/language';
import { settleIpoOrders } from '../ipo/lifecycle';
import type { LedgerLine, Market } from '../ledger';
import { lockMarketAccount, MARKET_CURRENCY, postEntry } from '../ledger';
import type { MarketData } from '../market';
import { findInstrument, limitBoardOf } from '../market';
import type { Ctx, Handler } from './context';
import { failOn, iso, marketOf, moneyCall, orderNo, refuse, signedIn } from './context';
import { count, moneyText, num } from './format';

export interface OrderRow {
  id: number;
  order_no: string;
  account_id: number;
  market: Market;
  symbol: string;
  direction: OrderSide;
  order_type: OrderKind;
  quantity: string;
  leverage: number;
  limit_price: string | null;
  buy_price: string | null;
  margin: string;
  buy_fee: string;
  sell_price: string | null;
  sell_fee: string | null;
  profit: string | null;
  status: 'pending' | 'holding' | 'closing' | 'cancelled' | 'closed';
  created_at: Date;
  closed_at: Date | null;
}

const STATUS = { holding: 0, closing: 1, pending: 2, cancelled: 3, closed: 4 } as const;

function nameOf(market: Market, code: string, lang: Lang): string {
  const instrument = findInstrument(market, code);
  return instrument ? nameIn(instrument.names, lang) : code;
}

/** The latest price of a position's stock, or its buy price when the market has no quote for it (an IPO). */
export function nowPrice(md: MarketData, row: OrderRow): Decimal {
  const q = md.quote(row.market, row.symbol);
  return q ? q.price : num(row.buy_price ?? row.limit_price ?? '0');
}

/** A position in the contract's shape. */
export function positionView(md: MarketData, row: OrderRow, lang: Lang) {
  const buy = num(row.buy_price ?? row.limit_price ?? '0');
  const quantity = num(row.quantity);
  const closed = row.status === 'closed' || row.status === 'cancelled';
  const now = closed ? num(row.sell_price ?? buy) : nowPrice(md, row);
  const v = valuePosition({ side: row.direction, buyPrice: buy, nowPrice: now, quantity });
  const pnl =
    row.status === 'closed' ? num(row.profit ?? '0') : row.status === 'cancelled' ? money.ZERO : v.pnl;
  return {
    id: String(row.id),
    orderNo: row.order_no,
    code: row.symbol,
    name: nameOf(row.market, row.symbol, lang),
    market: row.market,
    status: STATUS[row.status],
    direction: row.direction,
    orderType: row.order_type,
    stock_num: count(quantity),
    buy_price: moneyText(buy),
    nowprice: moneyText(now),
    yingkui: moneyText(pnl),
    cost: moneyText(v.cost),
    marketValue: moneyText(v.marketValue),
    changeRate: money.toFixed(v.changeRate, 2),
    margin: moneyText(row.margin),
    leverage: String(row.leverage),
    fee: moneyText(money.add(num(row.buy_fee), num(row.sell_fee ?? '0'))),
    ...(row.sell_price ? { sellPrice: moneyText(row.sell_price) } : {}),
    buyTime: iso(row.created_at) ?? '',
    ...(row.closed_at ? { sellTime: iso(row.closed_at) } : {}),
    canCloseFrom: earliestCloseDate(row.market, new Date(row.created_at)),
  };
}

/**
 * Fills the account's pending limit orders whose price has been reached (long: price ≤ limit; short: price ≥
 * limit) at the limit price; the held fee goes to the house. Called before positions are read.
 */
export async function fillPendingOrders(
  tx: Queryable,
  md: MarketData,
  accountId: number,
  now: Date,
): Promise<void> {
  const pending = await tx.query<OrderRow>(
    "SELECT * FROM orders WHERE account_id = $1 AND status = 'pending' FOR UPDATE",
    [accountId],
  );
  for (const row of pending) {
    if (!isMarketOpen(row.market, now, md.calendars.current)) continue;
    const q = md.quote(row.market, row.symbol, now);
    const limit = num(row.limit_price);
    if (!q) continue;
    const reached = row.direction === 'long' ? !money.gt(q.price, limit) : !money.gt(limit, q.price);
    if (!reached) continue;
    await tx.query(
      "UPDATE orders SET status = 'holding', buy_price = limit_price, trade_date = $2::timestamptz::date WHERE id = $1",
      [row.id, now],
    );
    await postEntry(tx, {
      kind: 'fill',
      accountId,
      refTable: 'orders',
      refId: Number(row.id),
      at: now,
      lines: [
        { accountId, market: row.market, bucket: 'frozen', amount: money.neg(num(row.buy_fee)) },
        { house: 'fees', currency: MARKET_CURRENCY[row.market], amount: num(row.buy_fee) },
      ],
    });
  }
}

export async function positionsOf(
  tx: Queryable,
  accountId: number,
  market: Market,
  statuses: string[],
): Promise<OrderRow[]> {
  return tx.query<OrderRow>(
    'SELECT * FROM orders WHERE account_id = $1 AND market = $2 AND status = ANY($3) ORDER BY id DESC',
    [accountId, market, statuses],
  );
}

export const listPositions: Handler = async (ctx) => {
  const account = signedIn(ctx);
  const market = marketOf(ctx);
  await settleIpoOrders(ctx.db, ctx.now, account.id);
  const rows = await ctx.db.transaction(async (tx) => {
    await fillPendingOrders(tx, ctx.market, account.id, ctx.now);
    return positionsOf(tx, account.id, market, ['holding', 'closing', 'pending']);
  });
  const list = rows.map((r) => positionView(ctx.market, r, ctx.lang));
  const holding = list.filter((p) => p.status === 0);
  return {
    list,
    ccsz: moneyText(money.sum(holding.map((p) => decimal(p.marketValue)))),
    fdyk: moneyText(money.sum(holding.map((p) => decimal(p.yingkui)))),
  };
};

export const listPositionHistory: Handler = async (ctx) => {
  const account = signedIn(ctx);
  const rows = await positionsOf(ctx.db, account.id, marketOf(ctx), ['closed', 'cancelled']);
  const list = rows.map((r) => positionView(ctx.market, r, ctx.lang));
  return {
    list,
    lsyk: moneyText(money.sum(list.filter((p) => p.status === 4).map((p) => decimal(p.yingkui)))),
  };
};

export const getPosition: Handler = async (ctx) => {
  const account = signedIn(ctx);
  const [row] = await ctx.db.query<OrderRow>('SELECT * FROM orders WHERE id = $1 AND account_id = $2', [
    ctx.form.id,
    account.id,
  ]);
  if (!row) refuse('order.notFound');
  return positionView(ctx.market, row, ctx.lang);
};

export const buyStock: Handler = async (ctx) => {
  const account = signedIn(ctx);
  if (account.trading_barred) refuse('account.tradingBarred');
  if (account.verification !== 'verified') refuse('verification.required');
  await verifyFundsPassword(ctx);
  const market = marketOf(ctx);
  const { code = '', direction, orderType, lots = '', price, leverage } = ctx.form;
  const instrument = findInstrument(market, code);
  if (!instrument || instrument.index) refuse('product.unavailable');
  const side = direction === 'short' ? 'short' : 'long';
  const kind = orderType === 'limit' ? 'limit' : 'market';
  if (kind === 'limit' && !price) refuse('order.priceRequired');
  return moneyCall(ctx, async (tx) => {
    const balance = await lockMarketAccount(tx, account.id, market);
    const quote = ctx.market.quote(market, instrument.code, ctx.now);
    const limits = quote
      ? dailyPriceLimits({
          market,
          previousClose: quote.prevClose,
          board: market === 'cny' ? limitBoardOf(instrument) : undefined,
        })
      : null;
    const check = validateOrder(
      { market, side, kind, lots, price, leverage: Number(leverage) },
      {
        instant: ctx.now,
        quote: quote?.price ?? null,
        available: num(balance.available),
        limits,
        leverages: ctx.config.leverages,
        fees: ctx.config.fees,
        calendar: ctx.market.calendars.current,
      },
    );
    failOn(check.issues);
    const q = check.quote;
    if (!q || !quote) return refuse('quote.unavailable');
    // A marketable limit order fills at once, at the market price.
    const marketable =
      kind === 'market' ||
      (side === 'long'
        ? !money.gt(quote.price, decimal(price ?? '0'))
        : !money.gt(decimal(price ?? '0'), quote.price));
    const fillPrice = kind === 'market' || marketable ? quote.price : decimal(price ?? '0');
    const fill = kind === 'market' || marketable;
    const quoted = fill && kind === 'limit' ? requote(ctx, market, fillPrice, lots, Number(leverage)) : q;
    const [row] = await tx.query<OrderRow>(
      `INSERT INTO orders (order_no, account_id, market, symbol, direction, order_type, quantity, leverage,
         limit_price, buy_price, margin, buy_fee, status, trade_date, created_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14::timestamptz::date,$14::timestamptz) RETURNING *`,
      [
        orderNo('T', ctx.now),
        account.id,
        market,
        instrument.code,
        side,
        kind,
        lotsToDecimal(Number(lots)),
        Number(leverage),
        kind === 'limit' ? price : null,
        fill ? fillPrice : null,
        quoted.margin,
        quoted.fee,
        fill ? 'holding' : 'pending',
        ctx.now,
      ],
    );
    if (!row) throw new Error('order insert failed');
    const cur = MARKET_CURRENCY[market];
    await postEntry(tx, {
      kind: 'buy',
      accountId: account.id,
      refTable: 'orders',
      refId: Number(row.id),
      at: ctx.now,
      lines: fill
        ? [
            {
              accountId: account.id,
              market,
              bucket: 'available',
              amount: money.neg(quoted.margin),
              type: 'buy',
            },
            {
              accountId: account.id,
              market,
              bucket: 'available',
              amount: money.neg(quoted.fee),
              type: 'fee',
            },
            { accountId: account.id, market, bucket: 'frozen', amount: quoted.margin },
            { house: 'fees', currency: cur, amount: quoted.fee },
          ]
        : [
            {
              accountId: account.id,
              market,
              bucket: 'available',
              amount: money.neg(quoted.total),
              type: 'buy',
            },
            { accountId: account.id, market, bucket: 'frozen', amount: quoted.total },
          ],
    });
    return positionView(ctx.market, row, ctx.lang);
  });
};

function requote(ctx: Ctx, market: Market, price: Decimal, lots: string, leverage: number) {
  const n = notional(price, Number(lots));
  const fee = tradeFee(n, ctx.config.fees[market]);
  const margin = validateOrder(
    { market, side: 'long', kind: 'limit', lots, price, leverage },
    {
      instant: ctx.now,
      quote: price,
      available: decimal(`1${'0'.repeat(30)}`),
      limits: null,
      leverages: ctx.config.leverages,
    },
  ).quote?.margin;
  const m = margin ?? n;
  return { notional: n, margin: m, fee, total: money.add(m, fee) };
}

export const closePosition: Handler = async (ctx) => {
  const account = signedIn(ctx);
  if (account.trading_barred) refuse('account.tradingBarred');
  return moneyCall(ctx, async (tx) => {
    const [row] = await tx.query<OrderRow>(
      'SELECT * FROM orders WHERE id = $1 AND account_id = $2 FOR UPDATE',
      [ctx.form.id, account.id],
    );
    if (!row) return refuse('order.notFound');
    if (row.status !== 'holding') refuse('order.notHolding');
    failOn([checkTPlusOne(row.market, new Date(row.created_at), ctx.now)]);
    // An unconfirmed day is refused here as for an order, a deposit or a withdrawal: not closed at a price
    // the simulator made up for what may be an exchange holiday.
    const calendar = ctx.market.calendars.current;
    failOn([checkCalendar(row.market, ctx.now, calendar)]);
    if (!isMarketOpen(row.market, ctx.now, calendar)) refuse('market.closed');
    await lockMarketAccount(tx, account.id, row.market);
    const quote = ctx.market.quote(row.market, row.symbol, ctx.now);
    const sell = quote?.price ?? num(row.buy_price);
    const quantity = num(row.quantity);
    const { pnl } = valuePosition({
      side: row.direction,
      buyPrice: num(row.buy_price),
      nowPrice: sell,
      quantity,
    });
    const fee = tradeFee(notional(sell, quantity), ctx.config.fees[row.market]);
    const margin = num(row.margin);
    // A loss beyond the margin is the house's: the customer never goes below zero.
    const gross = money.max(money.add(margin, pnl), money.ZERO);
    const feeTaken = money.min(fee, gross);
    const payout = money.sub(gross, feeTaken);
    const realised = money.sub(payout, margin);
    const [closed] = await tx.query<OrderRow>(
      `UPDATE orders SET status = 'closed', sell_price = $2, sell_fee = $3, profit = $4, closed_at = $5
       WHERE id = $1 RETURNING *`,
      [row.id, sell, feeTaken, realised, ctx.now],
    );
    const cur = MARKET_CURRENCY[row.market];
    const lines: LedgerLine[] = [
      { accountId: account.id, market: row.market, bucket: 'frozen', amount: money.neg(margin) },
      { house: 'trading', currency: cur, amount: money.neg(money.sub(money.add(payout, feeTaken), margin)) },
    ];
    if (money.isPositive(payout)) {
      lines.push({
        accountId: account.id,
        market: row.market,
        bucket: 'available',
        amount: payout,
        type: 'close',
      });
    }
    if (money.isPositive(feeTaken)) lines.push({ house: 'fees', currency: cur, amount: feeTaken });
    await postEntry(tx, {
      kind: 'close',
      accountId: account.id,
      refTable: 'orders',
      refId: Number(row.id),
      at: ctx.now,
      lines,
    });
    return positionView(ctx.market, closed ?? row, ctx.lang);
  });
};

export const cancelOrder: Handler = async (ctx) => {
  const account = signedIn(ctx);
  return moneyCall(ctx, async (tx) => {
    const [row] = await tx.query<OrderRow>(
      'SELECT * FROM orders WHERE id = $1 AND account_id = $2 FOR UPDATE',
      [ctx.form.id, account.id],
    );
    if (!row) return refuse('order.notFound');
    if (row.status !== 'pending') refuse('order.alreadyHandled');
    await lockMarketAccount(tx, account.id, row.market);
    const held = money.add(num(row.margin), num(row.buy_fee));
    const [cancelled] = await tx.query<OrderRow>(
      "UPDATE orders SET status = 'cancelled', closed_at = $2 WHERE id = $1 RETURNING *",
      [row.id, ctx.now],
    );
    await postEntry(tx, {
      kind: 'cancel',
      accountId: account.id,
      refTable: 'orders',
      refId: Number(row.id),
      at: ctx.now,
      lines: [
        { accountId: account.id, market: row.market, bucket: 'frozen', amount: money.neg(held) },
        { accountId: account.id, market: row.market, bucket: 'available', amount: held, type: 'cancel' },
      ],
    });
    return positionView(ctx.market, cancelled ?? row, ctx.lang);
  });
};
