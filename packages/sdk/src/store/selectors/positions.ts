// View models of the positions screens: pure functions of endpoint data, language and clock.
import type { components } from '../../generated/api';
import type { Language } from '../../i18n/languages';
import { rulesConfigFromItems } from '../../rules/config';
import type { CurrencyCode, MarketCode } from '../../rules/currencies';
import { MARKETS } from '../../rules/currencies';
import { formatCalendarDate } from '../../rules/dateFormat';
import { formatMoney, formatPercent } from '../../rules/format';
import type { MarginPosition } from '../../rules/margin';
import { bookAtRisk, bookEquity, bookRequirement, marginLevel } from '../../rules/margin';
import type { Decimal } from '../../rules/money';
import { gt, parseServerDecimal, ZERO } from '../../rules/money';
import type { PositionTab } from '../../rules/screens/positions';
import { priceDistance, stopOutPrice } from '../../rules/stopOut';

type Schemas = components['schemas'];
export type PositionData = Schemas['Position'];
export type NewStockOrderData = Schemas['NewStockOrder'];
export type FollowOrderData = Schemas['FollowOrder'];
type ConfigItem = Schemas['ConfigItem'];

/** A price or P&L direction; screens pair the colour with a sign or a word. */
export type Trend = 'up' | 'down' | 'flat';

/** A figure as a screen shows it: formatted text, the decimal behind it and its direction. */
export interface FigureView {
  raw: Decimal;
  text: string;
  direction: Trend;
}

/** Badge state keys of spec section 4 (the kit's `statusTones` keys) and the label key naming them. */
export const POSITION_STATES = {
  0: { state: 'position.holding', label: 'stateHolding' },
  1: { state: 'position.closing', label: 'stateClosing' },
  2: { state: 'position.pendingOrder', label: 'statePending' },
  3: { state: 'position.cancelled', label: 'stateCancelled' },
  4: { state: 'position.closed', label: 'stateClosed' },
} as const;

export const SUBSCRIPTION_STATES = {
  0: { state: 'subscription.pendingPayment', label: 'subPendingPayment' },
  1: { state: 'subscription.paid', label: 'subPaid' },
  2: { state: 'subscription.won', label: 'subWon' },
  3: { state: 'subscription.needToPay', label: 'subNeedToPay' },
  4: { state: 'subscription.notWon', label: 'subNotWon' },
  5: { state: 'subscription.waived', label: 'subWaived' },
  6: { state: 'subscription.failed', label: 'subFailed' },
  7: { state: 'subscription.purchased', label: 'subPurchased' },
} as const;

/** Direction of a decimal's sign. */
export function trendOf(value: Decimal): Trend {
  return value.startsWith('-') ? 'down' : /^[0.]+$/.test(value) ? 'flat' : 'up';
}

/** A server decimal read safely; an unreadable value reads as zero (the card still renders). */
export function readDecimal(text: string | undefined): Decimal {
  const parsed = parseServerDecimal(text);
  return parsed.ok ? parsed.value : ZERO;
}

/** Money text with the currency; `signed` adds '+' to gains, as for P&L. */
export function moneyFigure(
  value: string | undefined,
  language: Language,
  currency?: CurrencyCode,
  signed = false,
): FigureView {
  const raw = readDecimal(value);
  return {
    raw,
    text: formatMoney(raw, {
      language,
      ...(currency ? { currency } : {}),
      ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
    }),
    direction: trendOf(raw),
  };
}

/**
 * Where a book is closed by the server: the stop-out price of the stock, how far the current price is from it
 * (amount with the currency and percent of the current price), and which way the price must move to get there.
 */
export interface StopOutView {
  raw: Decimal;
  price: string;
  distance: string;
  percent: string;
  direction: 'down' | 'up';
}

/** The stop-out figures of a stock at `now` (the SDK's `priceDistance`); null without a stop-out price. */
export function stopOutView(
  stop: Decimal | null,
  now: Decimal,
  currency: CurrencyCode,
  language: Language,
): StopOutView | null {
  if (stop === null) return null;
  const d = priceDistance(now, stop);
  return {
    raw: stop,
    price: formatMoney(stop, { language, currency }),
    distance: formatMoney(d.amount, { language, currency }),
    percent: `${formatMoney(d.percent, { language })}%`,
    direction: gt(stop, now) ? 'up' : 'down',
  };
}

/** The margin rule's view of a position list: the SDK's positions in a market and their current prices. */
function marginBook(list: readonly PositionData[]): {
  book: MarginPosition[];
  priceOf: (code: string) => Decimal;
} {
  const holding = list.filter((p) => p.status === 0);
  const prices = new Map(holding.map((p) => [p.code, readDecimal(p.nowprice)]));
  return {
    book: holding.map((p) => ({
      code: p.code,
      side: p.direction,
      buyPrice: readDecimal(p.buy_price),
      quantity: readDecimal(p.stock_num),
      margin: readDecimal(p.margin),
      leverage: Number(p.leverage),
    })),
    priceOf: (code) => prices.get(code) ?? ZERO,
  };
}

/** One position as a card of the holding, closing or history tab. */
export interface PositionCardView {
  id: string;
  orderNo: string;
  name: string;
  code: string;
  market: MarketCode;
  status: PositionData['status'];
  state: (typeof POSITION_STATES)[PositionData['status']]['state'];
  stateLabel: (typeof POSITION_STATES)[PositionData['status']]['label'];
  direction: PositionData['direction'];
  directionLabel: 'directionLong' | 'directionShort';
  orderTypeLabel: 'orderTypeMarket' | 'orderTypeLimit';
  quantity: number;
  buyPrice: FigureView;
  nowPrice: FigureView;
  /** Signed P&L with currency; `direction` is the sign. */
  pnl: FigureView;
  changeRate: FigureView;
  marketValue: FigureView;
  /** Holding only: the stock's stop-out price and the distance to it; null when none applies. */
  stopOut: StopOutView | null;
  href: string;
}

/**
 * Card view of one position; `stopOut` is its stock's stop-out price in its book, by default the server's
 * (`stopOutPrice`).
 */
export function positionCard(
  p: PositionData,
  language: Language,
  stopOut: Decimal | null = p.stopOutPrice === undefined ? null : readDecimal(p.stopOutPrice),
): PositionCardView {
  const currency = MARKETS[p.market].currency;
  const rate = readDecimal(p.changeRate);
  const states = POSITION_STATES[p.status];
  return {
    id: String(p.id),
    orderNo: p.orderNo,
    name: p.name,
    code: p.code,
    market: p.market,
    status: p.status,
    state: states.state,
    stateLabel: states.label,
    direction: p.direction,
    directionLabel: p.direction === 'long' ? 'directionLong' : 'directionShort',
    orderTypeLabel: p.orderType === 'market' ? 'orderTypeMarket' : 'orderTypeLimit',
    quantity: Number(p.stock_num),
    buyPrice: moneyFigure(p.buy_price, language, currency),
    nowPrice: moneyFigure(p.nowprice, language, currency),
    pnl: moneyFigure(p.yingkui, language, currency, true),
    changeRate: { raw: rate, text: formatPercent(rate, language), direction: trendOf(rate) },
    marketValue: moneyFigure(p.marketValue, language, currency),
    stopOut: p.status === 0 ? stopOutView(stopOut, readDecimal(p.nowprice), currency, language) : null,
    href: `/position/info?id=${encodeURIComponent(String(p.id))}`,
  };
}

export interface SubscriptionCardView {
  id: string;
  orderNo: string;
  name: string;
  code: string;
  state: (typeof SUBSCRIPTION_STATES)[NewStockOrderData['status']]['state'];
  stateLabel: (typeof SUBSCRIPTION_STATES)[NewStockOrderData['status']]['label'];
  quantity: number;
  winningQuantity: number | null;
  price: FigureView;
  /** `rjmoney`; '-' reads as zero. */
  subscribed: FigureView;
  /** Present while something is due (status 3). */
  payable: FigureView | null;
  href: string;
}

export interface FollowCardView {
  id: string;
  orderNo: string;
  productName: string;
  originator: string;
  state: 'follow.following' | 'follow.ended' | 'follow.locked';
  stateLabel: 'followFollowing' | 'followEnded' | 'followLocked';
  money: FigureView;
  dailyProfit: FigureView;
  totalProfit: FigureView;
  lockDays: number;
  unlockDate: string | null;
  href: string;
}

/** Everything /position/index shows below the asset summary. */
export interface PositionsView {
  holding: PositionCardView[];
  /** Preparing to close and pending orders (the close-position tab). */
  closing: PositionCardView[];
  history: PositionCardView[];
  subscriptions: SubscriptionCardView[];
  follows: FollowCardView[];
  /** Sums the server gives: holding market value, unrealised and realised P&L. */
  totals: { marketValue: FigureView; unrealised: FigureView; realised: FigureView };
  /**
   * The margin rule over the holding positions: the book's margin level (formatted percent; null when nothing
   * held is at risk) and the stop-out level it is closed at.
   */
  margin: { level: string | null; stopOutLevel: string };
  /** Count per tab, for the tab captions. */
  counts: Record<PositionTab, number>;
}

export interface PositionsInput {
  market: MarketCode;
  language: Language;
  positions?: Schemas['PositionList'];
  history?: Schemas['PositionHistory'];
  newStockOrders?: readonly NewStockOrderData[];
  followOrders?: readonly FollowOrderData[];
  /**
   * `/common/config` items: the margin levels and fees of the SDK's stop-out rule, for positions the server sent
   * no `stopOutPrice` for. Default none (the server's figures only).
   */
  config?: readonly ConfigItem[];
}

/** Newest first by an ISO timestamp; stable for equal times. */
export function sortByTime<T>(items: readonly T[], time: (item: T) => string): T[] {
  return items
    .map((item) => ({ item, time: Date.parse(time(item)) || 0 }))
    .sort((a, b) => b.time - a.time)
    .map((x) => x.item);
}

/**
 * The positions screen's lists: holding (status 0), closing (1 preparing to close, 2 pending order), history
 * (3 cancelled, 4 closed; by sell time, else buy time), subscriptions and follow orders, newest first.
 */
export function selectPositionsView(input: PositionsInput): PositionsView {
  const { language, market } = input;
  const currency = MARKETS[market].currency;
  const open = sortByTime(input.positions?.list ?? [], (p) => p.buyTime);
  const history = sortByTime(input.history?.list ?? [], (p) => p.sellTime ?? p.buyTime);
  const rules = rulesConfigFromItems(input.config ?? []);
  const { book, priceOf } = marginBook(open);
  const levels = rules.margin[market];
  const fees = rules.fees[market];
  // The server's stop-out price wins; the SDK's rule over the same book fills in when it sent none.
  const stopOf = (p: PositionData): Decimal | null =>
    p.stopOutPrice !== undefined
      ? readDecimal(p.stopOutPrice)
      : input.config
        ? (stopOutPrice(book, p.code, levels, priceOf, fees)?.price ?? null)
        : null;
  const card = (p: PositionData) => positionCard(p, language, p.status === 0 ? stopOf(p) : null);
  const holding = open.filter((p) => p.status === 0).map(card);
  const serverLevel = input.positions?.marginLevel;
  const level =
    serverLevel !== undefined
      ? readDecimal(serverLevel)
      : input.config && bookAtRisk(book)
        ? marginLevel(bookEquity(book, priceOf, fees), bookRequirement(book))
        : null;
  const closing = open.filter((p) => p.status === 1 || p.status === 2).map(card);
  const subscriptions = sortByTime(input.newStockOrders ?? [], (o) => o.createdAt).map(
    (o): SubscriptionCardView => {
      const c = MARKETS[o.market].currency;
      const s = SUBSCRIPTION_STATES[o.status];
      return {
        id: String(o.id),
        orderNo: o.orderNo,
        name: o.name,
        code: o.code,
        state: s.state,
        stateLabel: s.label,
        quantity: Number(o.quantity),
        winningQuantity: o.winningQuantity === undefined ? null : Number(o.winningQuantity),
        price: moneyFigure(o.price, language, c),
        subscribed: moneyFigure(o.rjmoney === '-' ? undefined : o.rjmoney, language, c),
        payable: o.status === 3 ? moneyFigure(o.amountPayable, language, c) : null,
        href: '/mine/newShareOrder',
      };
    },
  );
  const follows = sortByTime(input.followOrders ?? [], (o) => o.buyTime).map((o): FollowCardView => {
    const c = MARKETS[o.market].currency;
    const locked = o.status === 0 && o.locked;
    return {
      id: String(o.id),
      orderNo: o.orderNo,
      productName: o.productName,
      originator: o.originator,
      state: o.status === 1 ? 'follow.ended' : locked ? 'follow.locked' : 'follow.following',
      stateLabel: o.status === 1 ? 'followEnded' : locked ? 'followLocked' : 'followFollowing',
      money: moneyFigure(o.money, language, c),
      dailyProfit: moneyFigure(o.dailyProfit, language, c, true),
      totalProfit: moneyFigure(o.totalProfit, language, c, true),
      lockDays: o.lockDays,
      unlockDate: o.unlockDate ? formatCalendarDate(o.unlockDate, language) : null,
      href: '/mine/followOrder',
    };
  });
  return {
    holding,
    closing,
    history: history.map(card),
    subscriptions,
    follows,
    totals: {
      marketValue: moneyFigure(input.positions?.ccsz, language, currency),
      unrealised: moneyFigure(input.positions?.fdyk, language, currency, true),
      realised: moneyFigure(input.history?.lsyk, language, currency, true),
    },
    margin: {
      level: level === null ? null : `${formatMoney(level, { language })}%`,
      stopOutLevel: levels.stopOut,
    },
    counts: {
      subscription: subscriptions.length,
      follow: follows.length,
      holding: holding.length,
      history: history.length,
      closing: closing.length,
    },
  };
}
