import type { Decimal, FeeRule, MarginLevels, OrderKind, OrderSide } from '@tsumiki/sdk';
import {
  checkCalendar,
  checkTPlusOne,
  dailyPriceLimits,
  decimal,
  earliestCloseDate,
  isMarketOpen,
  lotsToDecimal,
  money,
  stopOutPrice,
  validateOrder,
  valuePosition,
} from '@tsumiki/sdk';
import { verifyFundsPassword } from '../auth/fundsPassword';
import type { JoinedRead } from '../auth/sessions';
import type { Queryable } from '../db';
import type { Lang } from '../http/language';
import { nameIn } from '../http/language';
import { ipoDueSql, settleIpoOrders } from '../ipo/lifecycle';
import type { Market } from '../ledger';
import { insertWithEntry, lockMarketAccount, MARKET_CURRENCY, postEntry } from '../ledger';
import type { MarketData } from '../market';
import { findInstrument, limitBoardOf } from '../market';
import { bookFigures } from '../risk/book';
import { closeAt, marginPosition, openedAt } from '../risk/positions';
import type { LockedBalances } from '../risk/settle';
import { marketsToSettle, settleLocked } from '../risk/settle';
import type { SettleState } from '../risk/settleState';
import { settleStateSql } from '../risk/settleState';
import type { Claim, Handler } from './context';
import {
  failOn,
  iso,
  marketIn,
  marketOf,
  moneyCall,
  orderNoPrefix,
  orderNoSql,
  refuse,
  signedIn,
} from './context';
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
  /** When the order filled (T+1 counts from it); null while pending, and on rows older than the column. */
  filled_at: Date | null;
  closed_at: Date | null;
  close_reason: 'customer' | 'stopOut' | null;
  cancel_reason: string | null;
  /** Owed after a close whose loss the available balance did not cover, and how much of it is repaid. */
  shortfall: string;
  shortfall_repaid: string;
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

/** A position's prices and value as the views show them (the SDK's rule at the latest price, or the close's). */
function positionFigures(md: MarketData, row: OrderRow) {
  const buy = num(row.buy_price ?? row.limit_price ?? '0');
  const quantity = num(row.quantity);
  const closed = row.status === 'closed' || row.status === 'cancelled';
  const now = closed ? num(row.sell_price ?? buy) : nowPrice(md, row);
  const v = valuePosition({ side: row.direction, buyPrice: buy, nowPrice: now, quantity });
  const pnl =
    row.status === 'closed' ? num(row.profit ?? '0') : row.status === 'cancelled' ? money.ZERO : v.pnl;
  return { buy, quantity, now, v, pnl };
}

/**
 * The two figures of {@link positionView} an asset summary adds up, without the rest of the view (names, dates,
 * the close date's calendar walk): the same texts, from the same rule.
 */
export function positionValue(md: MarketData, row: OrderRow): { yingkui: string; marketValue: string } {
  const { v, pnl } = positionFigures(md, row);
  return { yingkui: moneyText(pnl), marketValue: moneyText(v.marketValue) };
}

/** A position in the contract's shape; `stopOut` is its stock's stop-out price in its book, when it has one. */
export function positionView(md: MarketData, row: OrderRow, lang: Lang, stopOut?: Decimal | null) {
  const { buy, quantity, now, v, pnl } = positionFigures(md, row);
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
    ...(row.status !== 'pending' && row.status !== 'cancelled' ? { filledAt: iso(openedAt(row)) } : {}),
    ...(row.closed_at ? { sellTime: iso(row.closed_at) } : {}),
    canCloseFrom: earliestCloseDate(row.market, openedAt(row), md.calendars.current),
    ...(row.status === 'holding' && stopOut ? { stopOutPrice: moneyText(stopOut) } : {}),
    ...(row.close_reason && row.status === 'closed' ? { closeReason: row.close_reason } : {}),
    ...(row.cancel_reason && row.status === 'cancelled' ? { cancelReason: row.cancel_reason } : {}),
  };
}

/**
 * The stop-out price of each stock of a market's book and the book's margin level, at the current prices, by
 * the SDK's rule and the server's levels: what the positions list and detail show beside each holding.
 */
export function bookView(
  md: MarketData,
  holding: readonly OrderRow[],
  fees: FeeRule,
  levels: MarginLevels,
): { stopOut: (code: string) => Decimal | null; level: Decimal | null } {
  const book = holding.map(marginPosition);
  const prices = new Map(holding.map((r) => [r.symbol, nowPrice(md, r)]));
  const priceOf = (code: string) => prices.get(code) ?? money.ZERO;
  const found = new Map<string, Decimal | null>();
  return {
    stopOut: (code) => {
      if (!found.has(code)) found.set(code, stopOutPrice(book, code, levels, priceOf, fees)?.price ?? null);
      return found.get(code) ?? null;
    },
    level: bookFigures(book, priceOf, fees).level,
  };
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

/**
 * An order row's columns with every numeric as text, as the driver answers them: the same strings inside JSON
 * ({@link orderRowsSql}), where a numeric would otherwise be a binary float.
 */
const ORDER_COLUMNS = `id, order_no, account_id, market, symbol, direction, order_type, quantity::text AS quantity,
  leverage, limit_price::text AS limit_price, buy_price::text AS buy_price, margin::text AS margin,
  buy_fee::text AS buy_fee, sell_price::text AS sell_price, sell_fee::text AS sell_fee, profit::text AS profit,
  status, created_at, filled_at, closed_at, close_reason, cancel_reason, shortfall::text AS shortfall,
  shortfall_repaid::text AS shortfall_repaid`;

/**
 * {@link positionsOf} as one SQL expression answering a JSON array (for a read joined to the session's
 * statement); `account`, `market` and `statuses` are SQL expressions. {@link orderRowsOf} reads it back.
 */
export function orderRowsSql(account: string, market: string, statuses: string): string {
  return `(SELECT coalesce(json_agg(o ORDER BY o.id DESC), '[]'::json) FROM (
    SELECT ${ORDER_COLUMNS} FROM orders WHERE account_id = ${account} AND market = ${market} AND status = ANY(${statuses})
  ) o)`;
}

/** The rows of {@link orderRowsSql}'s JSON, with their times as dates as the driver answers them. */
export function orderRowsOf(json: unknown): OrderRow[] {
  const at = (t: unknown) => (t === null || t === undefined ? null : new Date(t as string));
  return (json as (Omit<OrderRow, 'created_at'> & { created_at: string })[]).map((r) => ({
    ...r,
    created_at: new Date(r.created_at),
    filled_at: at(r.filled_at),
    closed_at: at(r.closed_at),
  }));
}

const OPEN_STATUSES = ['holding', 'closing', 'pending'];

/** What listPositions reads, joined to the session's statement: whether an IPO is due to settle, and the list. */
const POSITIONS_READ: JoinedRead['sql'] = (account, param) => `json_build_object(
  'ipoDue', ${ipoDueSql(account, `${param(0)}::timestamptz`)},
  'rows', ${orderRowsSql(account, param(1), param(2))})`;

export function positionsRead(form: Record<string, string>, now: Date): JoinedRead {
  return { sql: POSITIONS_READ, params: [now, marketIn(form), OPEN_STATUSES] };
}

export const listPositions: Handler = async (ctx) => {
  const account = signedIn(ctx);
  const market = marketOf(ctx);
  const statuses = OPEN_STATUSES;
  const joined = ctx.joined as { ipoDue: boolean; rows: unknown } | undefined;
  let rows: OrderRow[];
  if (joined && !joined.ipoDue) {
    // Nothing of IPO settlement's to do at that snapshot: the list read with the session is the answer.
    rows = orderRowsOf(joined.rows);
  } else {
    // IPO settlement and the list run side by side; the list is read again if settlement moved anything.
    const [settled, first] = await Promise.all([
      settleIpoOrders(ctx.db, ctx.now, account.id),
      positionsOf(ctx.db, account.id, market, statuses),
    ]);
    rows =
      settled.delivered + settled.waived > 0
        ? await positionsOf(ctx.db, account.id, market, statuses)
        : first;
  }
  const book = bookView(
    ctx.market,
    rows.filter((r) => r.status === 'holding'),
    ctx.config.fees[market],
    ctx.config.margin[market],
  );
  const list = rows.map((r) => positionView(ctx.market, r, ctx.lang, book.stopOut(r.symbol)));
  const holding = list.filter((p) => p.status === 0);
  return {
    list,
    ccsz: moneyText(money.sum(holding.map((p) => decimal(p.marketValue)))),
    fdyk: moneyText(money.sum(holding.map((p) => decimal(p.yingkui)))),
    ...(book.level === null ? {} : { marginLevel: book.level }),
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
  if (row.status !== 'holding') return positionView(ctx.market, row, ctx.lang);
  const holding = await positionsOf(ctx.db, account.id, row.market, ['holding']);
  const book = bookView(ctx.market, holding, ctx.config.fees[row.market], ctx.config.margin[row.market]);
  return positionView(ctx.market, row, ctx.lang, book.stopOut(row.symbol));
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
  // The prices of this minute are fixed: worked out before any lock is taken.
  const quote = ctx.market.quote(market, instrument.code, ctx.now);
  const limits = quote
    ? dailyPriceLimits({
        market,
        previousClose: quote.prevClose,
        board: market === 'cny' ? limitBoardOf(instrument) : undefined,
      })
    : null;
  const calendar = ctx.market.calendars.current;
  const due = marketsToSettle(
    account.settle_state ?? (await ctx.db.query<SettleState>(settleStateSql('$1'), [account.id])),
    ctx.now,
  );
  let locked: LockedBalances | undefined;
  // The settle, the lock of this market's account and the order in one transaction: the settle (what every
  // other call runs in a transaction of its own before it) goes first, so the order sees the balance it left.
  const settle = async (tx: Queryable, claim?: Claim) => {
    const balances = await settleLocked(tx, ctx.config, account.id, ctx.now, calendar, due, market, claim);
    locked = balances?.get(market);
    return balances !== null;
  };
  return moneyCall(
    ctx,
    async (tx) => {
      const balance = locked ?? (await lockMarketAccount(tx, account.id, market));
      const check = validateOrder(
        { market, side, kind, lots, price, leverage: Number(leverage) },
        {
          instant: ctx.now,
          quote: quote?.price ?? null,
          available: num(balance.available),
          limits,
          leverages: ctx.config.leverages,
          fees: ctx.config.fees,
          calendar,
        },
      );
      failOn(check.issues);
      const quoted = check.quote;
      if (!quoted || !quote) return refuse('quote.unavailable');
      // A market order, or a limit order already at or through the market, fills now at the quote; the SDK's rule
      // priced it (and checked the balance) at that price, not at the limit.
      const fill = check.fillsNow;
      const fillPrice = fill ? quote.price : decimal(price ?? '0');
      const cur = MARKET_CURRENCY[market];
      // The order and its journal entry in one statement (one round trip).
      const row = await insertWithEntry<OrderRow>(
        tx,
        {
          sql: `INSERT INTO orders (order_no, account_id, market, symbol, direction, order_type, quantity, leverage,
         limit_price, buy_price, margin, buy_fee, status, trade_date, created_at, filled_at)
       VALUES (${orderNoSql('$1')},$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14::timestamptz::date,$14::timestamptz,$15) RETURNING *`,
          params: [
            orderNoPrefix('T', ctx.now),
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
            fill ? ctx.now : null,
          ],
        },
        {
          kind: 'buy',
          accountId: account.id,
          refTable: 'orders',
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
        },
      );
      return positionView(ctx.market, row, ctx.lang);
    },
    // Every refusal of an order (the SDK's checks, the quote) comes before its first statement.
    { prepare: settle, claimsFirst: true, refusesBeforeWriting: true },
  );
};

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
    failOn([checkTPlusOne(row.market, openedAt(row), ctx.now, ctx.market.calendars.current)]);
    // An unconfirmed day is refused here as for an order, a deposit or a withdrawal: not closed at a price
    // the simulator made up for what may be an exchange holiday.
    const calendar = ctx.market.calendars.current;
    failOn([checkCalendar(row.market, ctx.now, calendar)]);
    if (!isMarketOpen(row.market, ctx.now, calendar)) refuse('market.closed');
    await lockMarketAccount(tx, account.id, row.market);
    const quote = ctx.market.quote(row.market, row.symbol, ctx.now);
    const sell = quote?.price ?? num(row.buy_price);
    const closed = await closeAt(tx, row, sell, ctx.now, 'customer', ctx.config.fees[row.market]);
    return positionView(ctx.market, closed.row, ctx.lang);
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
