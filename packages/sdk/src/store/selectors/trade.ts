// View models of the trade screens: pure functions of endpoint data, language and clock.
import type { components } from '../../generated/api';
import { type TsumikiI18n, translateMessage, translateRule } from '../../i18n/createI18n';
import type { Language } from '../../i18n/languages';
import type { TradingCalendar } from '../../rules/calendars';
import { issue, type RuleCode, type RuleParams } from '../../rules/codes';
import { rulesConfigFromItems } from '../../rules/config';
import { formatMoney, formatNumber } from '../../rules/format';
import type { MarginPosition } from '../../rules/margin';
import type { Decimal } from '../../rules/money';
import { decimal } from '../../rules/money';
import {
  type OrderDraft,
  type OrderKind,
  type OrderSide,
  parsePrice,
  validateOrder,
} from '../../rules/orders';
import { stopOutPrice } from '../../rules/stopOut';
import type { StopOutView } from './positions';
import { readDecimal, stopOutView } from './positions';
import { serverDecimal } from './quoteRows';
import { stockDailyLimits } from './quotes';

type StockDetail = components['schemas']['StockDetail'];
type UserInfo = components['schemas']['UserInfo'];
type ConfigItem = components['schemas']['ConfigItem'];
type BuyForm = components['schemas']['BuyForm'];
type PositionList = components['schemas']['PositionList'];

/** What the ticket holds while the customer edits it (the market comes from the stock). */
export interface TicketDraft {
  side: OrderSide;
  kind: OrderKind;
  /** Whole lots as typed or stepped. */
  lots: string;
  /** Limit price as typed; ignored for market orders. */
  price: string;
  leverage: number;
}

/**
 * One reason the order cannot be sent: a rule code (translate with `translateRule`) or, for the account and
 * stock states the rules do not cover, a server message key (translate with `translateMessage`). Money params
 * are already formatted.
 */
export type TicketIssue =
  | { source: 'rules'; code: RuleCode; params?: RuleParams }
  | { source: 'messages'; code: 'account.tradingBarred' | 'product.unavailable' };

export interface TicketInput {
  draft: TicketDraft;
  stock: StockDetail;
  user: UserInfo | undefined;
  /** `/common/config` items; leverages and fee rate come from them (defaults otherwise). */
  config: readonly ConfigItem[] | undefined;
  /** Closures supplied at run time (`calendarFromPublished` of `getTradingCalendar`). Default built in. */
  calendar?: TradingCalendar;
  now: Date;
  language: Language;
  /**
   * The customer's positions in the stock's market (`listPositions`): the stop-out price is the book's, this order
   * included. Default none: the order's own stop-out price, as if nothing else were held.
   */
  positions?: PositionList;
}

export interface OrderTicketView {
  code: string;
  name: string;
  market: StockDetail['market'];
  currency: StockDetail['currency'];
  lastPrice: string;
  leverages: readonly number[];
  /** Today's band, formatted; null where the market has none. */
  limits: { lower: string; upper: string } | null;
  /** Formatted with the currency; `null` until price and lots are usable. */
  amounts: { notional: string; fee: string; margin: string; total: string } | null;
  available: string;
  /** The lots as typed, grouped in the language's number format, for the confirmation. */
  lotsText: string;
  issues: TicketIssue[];
  canSubmit: boolean;
  /** Leverage above 1: the confirmation shows a risk line. */
  leveraged: boolean;
  /**
   * Where the server would close the book with this order in it, and how far the last price is from there;
   * `none` when no price reaches it (an unleveraged long, a hedge), null until the draft can be priced.
   */
  stopOut: StopOutView | 'none' | null;
  /** The stop-out level (config `stopOutLevel.<market>`), for the note beside the price. */
  stopOutLevel: string;
}

/** The available balance of the stock's market (`balances`, else the spec's `jpy` for yen). */
export function availableBalance(user: UserInfo | undefined, market: StockDetail['market']): Decimal {
  const row = user?.balances.find((b) => b.market === market);
  return serverDecimal(row?.available ?? (market === 'jpy' ? user?.jpy : undefined));
}

const MONEY_PARAMS = ['required', 'available', 'lower', 'upper'];

/**
 * The order ticket's view model: amounts from the SDK's `validateOrder` (fee, margin, total on the same rules as
 * the server), today's band from `stockDailyLimits` (the server's, else the board's rule), and every reason the
 * draft cannot be sent — the rules' issues plus funds password not set and account barred from the user info,
 * and a suspended stock.
 */
export function selectOrderTicketView(input: TicketInput): OrderTicketView {
  const { draft, stock, user, now, language } = input;
  const currency = stock.currency;
  const money = (value: Decimal) => formatMoney(value, { language, currency });
  const rules = rulesConfigFromItems(input.config ?? []);
  // The server's band when answered, else the SDK's rule with the stock's board (see stockDailyLimits).
  const limits = stockDailyLimits(stock);
  const available = availableBalance(user, stock.market);
  const orderDraft: OrderDraft = {
    market: stock.market,
    side: draft.side,
    kind: draft.kind,
    lots: draft.lots,
    price: draft.price,
    leverage: draft.leverage,
  };
  const check = validateOrder(orderDraft, {
    instant: now,
    quote: stock.tradable ? serverDecimal(stock.price) : null,
    available,
    limits,
    leverages: rules.leverages,
    fees: rules.fees,
    ...(input.calendar ? { calendar: input.calendar } : {}),
  });
  const issues: TicketIssue[] = [];
  if (user?.tradingBarred) issues.push({ source: 'messages', code: 'account.tradingBarred' });
  if (!stock.tradable) issues.push({ source: 'messages', code: 'product.unavailable' });
  if (user && !user.fundsPasswordSet) issues.push({ source: 'rules', ...issue('fundsPassword.notSet') });
  for (const found of check.issues) {
    // A balance not loaded yet is not a balance of zero.
    if (user === undefined && found.code === 'balance.insufficient') continue;
    const params = found.params && {
      ...found.params,
      ...Object.fromEntries(
        MONEY_PARAMS.filter((k) => typeof found.params?.[k] === 'string').map((k) => [
          k,
          money(found.params?.[k] as Decimal),
        ]),
      ),
    };
    issues.push(
      params ? { source: 'rules', code: found.code, params } : { source: 'rules', code: found.code },
    );
  }
  const q = check.quote;
  const last = serverDecimal(stock.price);
  let stopOut: OrderTicketView['stopOut'] = null;
  if (q) {
    // The draft as the position it would become: at the quote when it fills now, else at its limit.
    const limit = parsePrice(draft.price);
    const fillPrice = check.fillsNow || !limit.ok ? last : limit.value;
    const order: MarginPosition = {
      code: stock.code,
      side: draft.side,
      buyPrice: fillPrice,
      quantity: decimal(draft.lots.trim()),
      margin: q.margin,
      leverage: draft.leverage,
    };
    const held = (input.positions?.list ?? []).filter((p) => p.status === 0 && p.market === stock.market);
    const prices = new Map(held.map((p) => [p.code, readDecimal(p.nowprice)]));
    prices.set(stock.code, last);
    const book: MarginPosition[] = [
      ...held.map((p) => ({
        code: p.code,
        side: p.direction,
        buyPrice: readDecimal(p.buy_price),
        quantity: readDecimal(p.stock_num),
        margin: readDecimal(p.margin),
        leverage: Number(p.leverage),
      })),
      order,
    ];
    const levels = rules.margin[stock.market];
    const found = stopOutPrice(
      book,
      stock.code,
      levels,
      (c) => prices.get(c) ?? last,
      rules.fees[stock.market],
    );
    stopOut = found ? (stopOutView(found.price, last, currency, language) ?? 'none') : 'none';
  }
  return {
    code: stock.code,
    name: stock.name,
    market: stock.market,
    currency,
    lastPrice: money(serverDecimal(stock.price)),
    leverages: rules.leverages,
    limits: limits && { lower: money(limits.lower), upper: money(limits.upper) },
    amounts: q && {
      notional: money(q.notional),
      fee: money(q.fee),
      margin: money(q.margin),
      total: money(q.total),
    },
    available: money(available),
    lotsText: formatNumber(draft.lots, language),
    issues,
    // Without the user info the account checks cannot run: not sendable until it arrives.
    canSubmit: user !== undefined && issues.length === 0 && q !== null,
    leveraged: draft.leverage > 1,
    stopOut,
    stopOutLevel: rules.margin[stock.market].stopOut,
  };
}

/**
 * The `buyStock` form of a draft and the funds password entered in the confirmation (the SDK adds the request
 * id). The price goes only with a limit order.
 */
export function buyFormFromDraft(
  stock: Pick<StockDetail, 'code' | 'market'>,
  draft: TicketDraft,
  fundsPassword: string,
): BuyForm {
  return {
    code: stock.code,
    type: stock.market,
    direction: draft.side,
    orderType: draft.kind,
    lots: draft.lots.trim(),
    leverage: String(draft.leverage),
    fundsPassword,
    ...(draft.kind === 'limit' ? { price: draft.price.replace(/[,\s]/g, '') } : {}),
  };
}

/** A fresh draft: market order, one lot, the smallest leverage offered, the last price as the limit. */
export function initialTicketDraft(
  side: OrderSide,
  stock: Pick<StockDetail, 'price'>,
  leverages: readonly number[],
): TicketDraft {
  return { side, kind: 'market', lots: '1', price: stock.price, leverage: leverages[0] ?? 1 };
}

/** The ticket's blocking reasons as text in the i18n's language, in order. */
export function ticketReasons(i18n: TsumikiI18n, issues: readonly TicketIssue[]): string[] {
  return issues.map((i) =>
    i.source === 'rules' ? translateRule(i18n, i.code, i.params) : translateMessage(i18n, i.code),
  );
}
