import type { Decimal, TradingCalendar } from '@tsumiki/sdk';
import { BUILT_IN_CALENDAR, bookAtRisk, money, positionEquity, positionPnl } from '@tsumiki/sdk';
import type { ServerConfig } from '../config';
import type { Db, Queryable } from '../db';
import type { Claim } from '../handlers/context';
import { num } from '../handlers/format';
import type { OrderRow } from '../handlers/trade';
import type { Market } from '../ledger';
import type { MinuteRef } from '../market/minutes';
import {
  compareMinutes,
  firstMinuteFrom,
  minuteAt,
  minuteStart,
  minutesBetween,
  priceTrack,
} from '../market/minutes';
import { notify } from '../notify';
import type { MarginEvent } from './book';
import { firstMarginEvent } from './book';
import type { NamedPosition } from './messages';
import { marginCallTexts, orderCancelledTexts, stopOutTexts } from './messages';
import { closeAt, fillAt, marginPosition, openedAt, repayShortfall } from './positions';
import type { SettleState } from './settleState';
import { hasRisk, settledThisMinute, settleStateSql } from './settleState';

const MARKETS: readonly Market[] = ['jpy', 'usd', 'cny'];

interface MarketAccount {
  risk_checked_at: Date | null;
  margin_called_at: Date | null;
}

const later = (a: Date, b: Date) => (a > b ? a : b);

/** The first minute in [from, to] at which a pending limit order's price is reached (long ≤, short ≥ limit). */
function firstReach(
  market: Market,
  order: OrderRow,
  from: MinuteRef,
  to: MinuteRef,
  calendar: TradingCalendar,
): { ref: MinuteRef; price: Decimal } | null {
  const limit = num(order.limit_price);
  const l = Number(limit);
  const track = priceTrack(market, order.symbol, limit);
  const long = order.direction === 'long';
  // A hair of slack for the float: the decision is the exact comparison below.
  const near = (p: number) => (long ? p <= l * (1 + 1e-12) : p >= l * (1 - 1e-12));
  const keepDay = (day: number) => near(long ? track.low(day) : track.high(day));
  for (const ref of minutesBetween(market, from, to, keepDay, calendar)) {
    if (!near(track.at(ref))) continue;
    const price = track.exact(ref);
    if (long ? !money.gt(price, limit) : !money.lt(price, limit)) return { ref, price };
  }
  return null;
}

/**
 * Brings one market account up to `now`, in the order things happened: pending limit orders fill at the first
 * minute their price is reached (or are cancelled when margin and fee at that price no longer fit), positions
 * delivered meanwhile (IPO, block trade) join the book, and the margin rule runs over every minute since the
 * last check — a margin call once per crossing, the stop-out closing the whole book at the first minute whose
 * prices took its equity to the stop-out level. The caller holds the locks of the rows and the market account.
 */
async function settleMarket(
  tx: Queryable,
  config: ServerConfig,
  accountId: number,
  market: Market,
  rows: OrderRow[],
  account: MarketAccount,
  now: Date,
  calendar: TradingCalendar,
  owed: boolean,
): Promise<boolean> {
  const fees = config.fees[market];
  let moved = false;
  const levels = config.margin[market];
  const starts = rows.map((r) => (r.status === 'pending' ? new Date(r.created_at) : openedAt(r)));
  const checked = account.risk_checked_at ? new Date(account.risk_checked_at) : null;
  let at = checked ?? starts.reduce((a, b) => (b < a ? b : a), now);
  if (at > now) at = now;
  const end = minuteAt(market, now, calendar);
  let cursor = firstMinuteFrom(market, at, calendar);
  let book = rows.filter((r) => r.status === 'holding' && openedAt(r) <= at);
  const entering = rows
    .filter((r) => r.status === 'holding' && openedAt(r) > at)
    .sort((a, b) => openedAt(a).getTime() - openedAt(b).getTime());
  const fills = rows
    .filter((r) => r.status === 'pending')
    .map((o) => {
      const from = firstMinuteFrom(market, later(new Date(o.created_at), at), calendar);
      return { order: o, hit: firstReach(market, o, from, end, calendar) };
    })
    .filter((f) => f.hit !== null) as { order: OrderRow; hit: { ref: MinuteRef; price: Decimal } }[];
  let called = account.margin_called_at !== null;
  let calledAt = account.margin_called_at;
  let changed = checked === null;
  const eventAt = (ref: MinuteRef) => {
    at = later(minuteStart(market, ref), at);
    return at;
  };
  for (;;) {
    if (called && !bookAtRisk(book.map(marginPosition))) {
      called = false;
      changed = true;
    }
    fills.sort((a, b) => compareMinutes(a.hit.ref, b.hit.ref) || Number(a.order.id) - Number(b.order.id));
    const fill = fills[0];
    const enter = entering[0];
    const enterRef = enter ? firstMinuteFrom(market, openedAt(enter), calendar) : undefined;
    const enterFirst = enterRef && (!fill || compareMinutes(enterRef, fill.hit.ref) <= 0);
    const horizon = enterFirst ? enterRef : fill?.hit.ref;
    const last = horizon && compareMinutes(horizon, end) <= 0 ? horizon : end;
    const calledDay = calledAt ? minuteAt(market, new Date(calledAt), calendar).day : -1;
    const event =
      compareMinutes(cursor, last) <= 0
        ? firstMarginEvent(market, book, cursor, last, called, fees, levels, calledDay, calendar)
        : null;
    if (event) {
      changed = true;
      cursor = event.ref;
      const when = eventAt(event.ref);
      if (event.kind === 'rearm') called = false;
      else if (event.kind === 'marginCall') {
        called = true;
        calledAt = when;
        const held = book.map((r) => namedPosition(r, event.prices.get(r.symbol) ?? num(r.buy_price)));
        await notify(tx, accountId, marginCallTexts(market, when, event.level, levels, held), when);
      } else {
        await stopOut(tx, config, accountId, market, book, event, when);
        moved = true;
        book = [];
        called = false;
      }
      continue;
    }
    if (!horizon || compareMinutes(horizon, end) > 0) break;
    changed = true;
    cursor = horizon;
    if (enterFirst && enter) {
      entering.shift();
      book.push(enter);
      at = later(openedAt(enter), at);
      continue;
    }
    if (!fill) break;
    fills.shift();
    const when = later(eventAt(fill.hit.ref), new Date(fill.order.created_at));
    at = when;
    const outcome = await fillAt(tx, fill.order, fill.hit.price, when, fees);
    moved = true;
    if (outcome.filled) book.push(outcome.row);
    else {
      const what = namedPosition(fill.order, fill.hit.price);
      const texts = orderCancelledTexts(
        market,
        when,
        fill.order.order_no,
        what,
        outcome.required,
        outcome.available,
      );
      await notify(tx, accountId, texts, when);
    }
  }
  if (book.length === 0 && called) {
    called = false;
    changed = true;
  }
  // Owed when the state was read, or left by this walk's stop-out. One a close elsewhere left since that read is
  // repaid by the next settle (the state then says owed, so that settle is never skipped).
  if (owed || moved) moved = (await repayShortfall(tx, accountId, market, now)) || moved;
  const sameMinute = checked !== null && compareMinutes(minuteAt(market, checked, calendar), end) === 0;
  if (!changed && sameMinute && (account.margin_called_at !== null) === called) return moved;
  await tx.query(
    'UPDATE market_accounts SET risk_checked_at = $3, margin_called_at = $4 WHERE account_id = $1 AND market = $2',
    [accountId, market, now, called ? calledAt : null],
  );
  return moved;
}

function namedPosition(row: OrderRow, price: Decimal, pnl?: Decimal): NamedPosition {
  return {
    code: row.symbol,
    side: row.direction,
    quantity: num(row.quantity),
    price,
    ...(pnl === undefined ? {} : { pnl }),
  };
}

/**
 * Closes the whole book at the stop-out minute's prices, those paying back first so that the ones taking
 * more than their margin find it in the available balance; then tells the customer what, at what price, why.
 */
async function stopOut(
  tx: Queryable,
  config: ServerConfig,
  accountId: number,
  market: Market,
  book: readonly OrderRow[],
  event: MarginEvent,
  when: Date,
): Promise<void> {
  const fees = config.fees[market];
  const priced = book.map((row) => {
    const price = event.prices.get(row.symbol) ?? num(row.buy_price);
    return { row, price, equity: positionEquity(marginPosition(row), price, fees) };
  });
  priced.sort((a, b) => (money.gt(a.equity, b.equity) ? -1 : money.lt(a.equity, b.equity) ? 1 : 0));
  const closed: NamedPosition[] = [];
  let shortfall = money.ZERO;
  for (const { row, price } of priced) {
    const c = await closeAt(tx, row, price, when, 'stopOut', fees);
    shortfall = money.add(shortfall, c.shortfall);
    closed.push(namedPosition(row, price, money.sub(positionPnl(marginPosition(row), price), c.fee)));
  }
  const levels = config.margin[market];
  await notify(tx, accountId, stopOutTexts(market, when, event.level, levels, closed, shortfall), when);
}

/** The markets of these settle states that settling at `now` can change (see `settledThisMinute`). */
export function marketsToSettle(states: readonly SettleState[], now: Date): SettleState[] {
  return states.filter((s) => hasRisk(s) && !settledThisMinute(s, now));
}

/** A row of {@link settleLocked}'s statement: a locked market account, and one of its open orders or none. */
type LockedRow = Partial<OrderRow> & {
  m_market: Market;
  m_risk_checked_at: Date | null;
  m_margin_called_at: Date | null;
  m_available: string;
  m_frozen: string;
  m_debt: string;
};

/** A market account's balances, as read under its row lock. */
export interface LockedBalances {
  available: string;
  frozen: string;
  debt: string;
}

/**
 * The body of {@link settleAccount}, in the caller's transaction: the open orders locked in id order, then the
 * market accounts of `due` (and of `also`, a market the caller is about to move money in) in one statement, in
 * the fixed market order, then each of `due` settled. Answers the balances of every market account it locked, read
 * again where the settle moved money, so a money call that settles first needs no statement of its own to lock
 * its market account. Given a money call's `claim`, makes its request id's row first, in the same statement, and
 * answers null (having locked and settled nothing) when a row with that id was there already.
 */
export async function settleLocked(
  tx: Queryable,
  config: ServerConfig,
  accountId: number,
  now: Date,
  calendar: TradingCalendar,
  due: readonly SettleState[],
  also?: Market,
  claim?: Claim,
): Promise<Map<Market, LockedBalances> | null> {
  const markets = MARKETS.filter((m) => m === also || due.some((s) => s.market === m));
  // One statement (one round trip): the request id's row when given, then the open orders when something is due,
  // then the market accounts, locked as sorted (the same market order as every other settle, whatever the set).
  // Each step is a CTE read by a filter that names no column of the step after it, which PostgreSQL runs once
  // before that step's scan: the row is made before any lock, and the orders are locked (by id) before the
  // market accounts, the order every other settle takes them in. A row per open order of a locked market account
  // (the account's columns prefixed `m_`), or one without an order for a market account that has none.
  const gate = claim ? ' AND (SELECT count(*) FROM claim) > 0' : '';
  const ctes = [
    ...(claim ? [claim.cte('$1', 4)] : []),
    ...(due.length === 0
      ? []
      : [
          `o AS MATERIALIZED (
             SELECT * FROM orders WHERE account_id = $1 AND status IN ('pending', 'holding')${gate}
             ORDER BY id FOR UPDATE)`,
        ]),
    `m AS MATERIALIZED (
       SELECT market, risk_checked_at, margin_called_at, available, frozen, debt FROM market_accounts
       WHERE account_id = $1 AND market = ANY($2)${due.length === 0 ? '' : ' AND (SELECT count(*) FROM o) >= 0'}${gate}
       ORDER BY array_position($3::text[], market) FOR UPDATE)`,
  ];
  const found = await tx.query<LockedRow>(
    `WITH ${ctes.join(', ')}
     SELECT m.market AS m_market, m.risk_checked_at AS m_risk_checked_at, m.margin_called_at AS m_margin_called_at,
            m.available AS m_available, m.frozen AS m_frozen, m.debt AS m_debt${due.length === 0 ? '' : ', o.*'}
     FROM m${due.length === 0 ? '' : ' LEFT JOIN o ON o.market = m.market'}
     ORDER BY array_position($3::text[], m.market)${due.length === 0 ? '' : ', o.id'}`,
    [accountId, markets, MARKETS, ...(claim?.params ?? [])],
  );
  // No market account: the claim found the request id taken (every account has its market accounts).
  if (claim && found.length === 0) return null;
  const accounts = new Map<Market, { account: MarketAccount & LockedBalances; rows: OrderRow[] }>();
  for (const r of found) {
    let a = accounts.get(r.m_market);
    if (!a) {
      a = {
        account: {
          risk_checked_at: r.m_risk_checked_at,
          margin_called_at: r.m_margin_called_at,
          available: r.m_available,
          frozen: r.m_frozen,
          debt: r.m_debt,
        },
        rows: [],
      };
      accounts.set(r.m_market, a);
    }
    if (r.id !== null && r.id !== undefined) a.rows.push(r as OrderRow);
  }
  const balances = new Map<Market, LockedBalances>();
  for (const [market, { account, rows: mine }] of accounts) {
    const { available, frozen, debt } = account;
    balances.set(market, { available, frozen, debt });
    const state = due.find((s) => s.market === market);
    if (!state) continue;
    if (await settleMarket(tx, config, accountId, market, mine, account, now, calendar, state.owed)) {
      const [after] = await tx.query<LockedBalances>(
        'SELECT available, frozen, debt FROM market_accounts WHERE account_id = $1 AND market = $2',
        [accountId, market],
      );
      if (after) balances.set(market, after);
    }
  }
  return balances;
}

/**
 * Brings a customer's account up to `now` (see settleMarket) in one transaction: the open orders are locked in
 * id order, then the market accounts, the order every money call takes them in, so a customer's close racing
 * the sweep closes once. Run before every call of a signed-in customer and by the periodic sweep; answering
 * twice at the same `now` changes nothing the second time. `calendar` is the closures in force (default the
 * built-in tables): nothing happens on a day it closes or has not confirmed. No transaction when every market
 * account was already settled this minute (see `settledThisMinute`), what a read finds most of the time; `known`
 * is that state when the caller read it already (with the session), else it costs one statement. Answers whether
 * it settled (took the transaction): a read made before then may be out of date.
 */
export async function settleAccount(
  db: Db,
  config: ServerConfig,
  accountId: number,
  now: Date,
  calendar: TradingCalendar = BUILT_IN_CALENDAR,
  known?: readonly SettleState[],
): Promise<boolean> {
  const states = known ?? (await db.query<SettleState>(settleStateSql('$1'), [accountId]));
  const due = marketsToSettle(states, now);
  if (due.length === 0) return false;
  await db.transaction((tx) => settleLocked(tx, config, accountId, now, calendar, due));
  return true;
}

/**
 * The periodic sweep: brings every account with something open (orders, a margin call out, a shortfall owed)
 * up to `now`, one transaction each. Answers how many accounts it looked at. Tests call it with their clock.
 */
export async function sweepRisk(
  db: Db,
  config: ServerConfig,
  now: Date,
  calendar: TradingCalendar = BUILT_IN_CALENDAR,
): Promise<number> {
  const accounts = await db.query<{ account_id: number }>(
    `SELECT account_id FROM orders WHERE status IN ('pending', 'holding') OR shortfall > shortfall_repaid
     UNION SELECT account_id FROM market_accounts WHERE margin_called_at IS NOT NULL`,
  );
  for (const a of accounts) await settleAccount(db, config, Number(a.account_id), now, calendar);
  return accounts.length;
}
