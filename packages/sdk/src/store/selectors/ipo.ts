// View models of the new-share (IPO) screens: pure functions of endpoint data, language and clock.
import type { components } from '../../generated/api';
import type { TextKey } from '../../i18n/labels/index';
import type { Language } from '../../i18n/languages';
import type { RuleIssue, RuleParams } from '../../rules/codes';
import { MARKETS, type MarketCode } from '../../rules/currencies';
import { formatCalendarDate, formatDateTime } from '../../rules/dateFormat';
import { formatMoney, formatNumber, formatPercent } from '../../rules/format';
import {
  type IpoPhase,
  ipoAmountPayable,
  ipoPhase,
  validateIpoPayment,
  validateIpoSubscription,
} from '../../rules/ipo';
import { type Decimal, decimal, isDecimalText, parseServerDecimal, ZERO } from '../../rules/money';
import { parseLots } from '../../rules/orders';
import type { IpoTab } from '../../rules/screens/ipo';
import { isIsoDate } from '../../rules/zonedTime';

type NewStock = components['schemas']['NewStock'];
type NewStockOrder = components['schemas']['NewStockOrder'];
type IpoLabelKey = TextKey<'ipo'>;

/** Formats an amount of a market in its currency (two decimals, spec section 9). */
export function productMoney(value: string, market: MarketCode, language: Language): string {
  return formatMoney(decimal(value), { language, currency: MARKETS[market].currency });
}

/** A contract timestamp in the language's date and time format, on the market's wall clock. */
export function productTime(timestamp: string, market: MarketCode, language: Language): string {
  return formatDateTime(timestamp, language, MARKETS[market].timeZone);
}

/** A calendar day of the contract in the language's date format; absent stays absent ("not announced"). */
function calendarDay(date: string | undefined, language: Language): string | undefined {
  return date === undefined ? undefined : formatCalendarDate(date, language);
}

/**
 * Rule issues with their params shown as the screen shows them: decimal-string params named `required`,
 * `available`, `minimum` or `maximum` are formatted in the market's currency, calendar days (`until` of
 * `follow.locked`) in the language's date format; counts (numbers) stay.
 */
export function productIssues(
  issues: readonly RuleIssue[],
  market: MarketCode,
  language: Language,
): RuleIssue[] {
  const money = new Set(['required', 'available', 'minimum', 'maximum']);
  return issues.map((i) => {
    if (i.params === undefined) return i;
    const params: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(i.params as RuleParams)) {
      params[k] =
        typeof v !== 'string'
          ? v
          : money.has(k) && isDecimalText(v)
            ? productMoney(v, market, language)
            : isIsoDate(v)
              ? formatCalendarDate(v, language)
              : v;
    }
    return { code: i.code, params };
  });
}

/**
 * The available balance of `market` from `getUserinfo` (its `balances` row; the yen market falls back to `jpy`),
 * `'0'` while unknown.
 */
export function marketAvailable(
  user: components['schemas']['UserInfo'] | undefined,
  market: MarketCode,
): string {
  if (user === undefined) return '0';
  return user.balances.find((b) => b.market === market)?.available ?? (market === 'jpy' ? user.jpy : '0');
}

/** Whether the customer already holds a subscription to `stockId` (one per stock): any order but a failed one. */
export function hasSubscribed(orders: readonly NewStockOrder[] | undefined, stockId: string): boolean {
  return (orders ?? []).some((o) => o.newStockId === stockId && o.status !== 6);
}

/** The tab a new share belongs to at `now`, from its schedule (never from the server's state alone). */
export function ipoTab(stock: NewStock, now: Date): IpoTab {
  const phase: IpoPhase = ipoPhase(stock, stock.market, now);
  return phase === 'listed' ? 'ended' : phase;
}

const TAB_BADGE = {
  waiting: 'newShare.notStarted',
  subscribing: 'newShare.subscribing',
  awaitingDraw: 'newShare.awaitingDraw',
  ended: 'newShare.ended',
} as const satisfies Record<IpoTab, string>;
const TAB_LABEL = {
  waiting: 'phaseWaiting',
  subscribing: 'phaseSubscribing',
  awaitingDraw: 'phaseAwaitingDraw',
  ended: 'phaseEnded',
} as const satisfies Record<IpoTab, IpoLabelKey>;

export interface NewShareRowView {
  id: string;
  name: string;
  code: string;
  tab: IpoTab;
  /** StatusBadge state and the label key of its name. */
  badge: (typeof TAB_BADGE)[IpoTab];
  badgeLabel: IpoLabelKey;
  priceText: string;
  deadlineText: string;
  /** The draw and listing days, in the language's date format. */
  lotteryDate: string;
  listingDate: string;
  subscribed: boolean;
  href: string;
}

export interface NewShareListView {
  tabs: Record<IpoTab, NewShareRowView[]>;
  /** The first tab with shares, subscribing first: the tab to open. */
  initialTab: IpoTab;
}

function newShareRow(s: NewStock, now: Date, language: Language): NewShareRowView {
  const tab = ipoTab(s, now);
  return {
    id: s.id,
    name: s.name,
    code: s.code,
    tab,
    badge: TAB_BADGE[tab],
    badgeLabel: TAB_LABEL[tab],
    priceText: productMoney(s.price, s.market, language),
    deadlineText: productTime(s.subscriptionDeadline, s.market, language),
    lotteryDate: formatCalendarDate(s.lotteryDate, language),
    listingDate: formatCalendarDate(s.listingDate, language),
    subscribed: s.subscribed === true,
    href: `/home/newShareInfo?id=${encodeURIComponent(s.id)}`,
  };
}

/** /home/newShare: new shares by tab, each tab sorted by subscription deadline (soonest first). */
export function selectNewShareList(
  stocks: readonly NewStock[],
  language: Language,
  now: Date,
): NewShareListView {
  const tabs: Record<IpoTab, NewShareRowView[]> = {
    waiting: [],
    subscribing: [],
    awaitingDraw: [],
    ended: [],
  };
  const sorted = [...stocks].sort(
    (a, b) => Date.parse(a.subscriptionDeadline) - Date.parse(b.subscriptionDeadline),
  );
  for (const s of sorted) {
    const row = newShareRow(s, now, language);
    tabs[row.tab].push(row);
  }
  const order: IpoTab[] = ['subscribing', 'waiting', 'awaitingDraw', 'ended'];
  return { tabs, initialTab: order.find((t) => tabs[t].length > 0) ?? 'subscribing' };
}

/** One labelled figure of the detail screen. */
export interface FieldView<K extends string> {
  key: K;
  value: string;
}

export interface NewShareDetailView {
  row: NewShareRowView;
  /** Every IPO label of spec section 3, in reading order; unknown values are `null` (shown as "not announced"). */
  fields: FieldView<IpoLabelKey>[];
  unknown: IpoLabelKey[];
  subscribe: {
    open: boolean;
    alreadySubscribed: boolean;
    minimum: number;
    maximum: number | undefined;
    quantity: number;
    /** `quantity` grouped in the language's number format, for the confirmation. */
    quantityText: string;
    amountText: string;
    amount: Decimal;
    /** Blocking reasons (rule codes), money params formatted; translate with `translateRule`. */
    issues: RuleIssue[];
  };
}

/**
 * /home/newShareInfo: every IPO field and the subscription form's state for `quantity` shares
 * (`validateIpoSubscription`; one subscription per stock). `subscribed` from the orders list wins over the
 * share's own flag when given.
 */
export function selectNewShareDetail(
  stock: NewStock,
  options: { language: Language; now: Date; quantity: string; subscribed?: boolean },
): NewShareDetailView {
  const { language, now, quantity } = options;
  const row = newShareRow(stock, now, language);
  const phase = ipoPhase(stock, stock.market, now);
  const minimum = Number(stock.minQuantity);
  const alreadySubscribed = options.subscribed ?? stock.subscribed === true;
  const money = (v: string) => productMoney(v, stock.market, language);
  const lots = parseLots(quantity);
  const amount = lots.ok ? ipoAmountPayable(lots.value, decimal(stock.price)) : ZERO;
  const all: [IpoLabelKey, string | undefined][] = [
    ['subscriptionCode', stock.subscriptionCode],
    ['stockCode', stock.code],
    ['price', money(stock.price)],
    ['offeredQuantity', stock.quantity === undefined ? undefined : formatNumber(stock.quantity, language)],
    [
      'minimumQuantity',
      stock.minQuantity === undefined ? undefined : formatNumber(stock.minQuantity, language),
    ],
    [
      'maximumQuantity',
      stock.maxQuantity === undefined ? undefined : formatNumber(stock.maxQuantity, language),
    ],
    ['issueMarket', stock.exchange],
    ['underwritingPrice', stock.underwritingPrice === undefined ? undefined : money(stock.underwritingPrice)],
    [
      'winningRate',
      stock.winningRate === undefined
        ? undefined
        : formatPercent(decimal(stock.winningRate), language).replace(/^\+/, ''),
    ],
    ['leadBroker', stock.leadBroker],
    [
      'subscriptionStart',
      stock.subscriptionStart === undefined
        ? undefined
        : productTime(stock.subscriptionStart, stock.market, language),
    ],
    ['subscriptionDeadline', productTime(stock.subscriptionDeadline, stock.market, language)],
    ['lotteryDate', calendarDay(stock.lotteryDate, language)],
    ['allotmentDate', calendarDay(stock.allotmentDate, language)],
    [
      'paymentDeadline',
      stock.paymentDeadline === undefined
        ? undefined
        : productTime(stock.paymentDeadline, stock.market, language),
    ],
    ['listingDate', calendarDay(stock.listingDate, language)],
  ];
  const issues = validateIpoSubscription({ phase, alreadySubscribed, quantity, minimumQuantity: minimum });
  return {
    row,
    fields: all.flatMap(([key, value]) => (value === undefined || value === '' ? [] : [{ key, value }])),
    unknown: all.flatMap(([key, value]) => (value === undefined || value === '' ? [key] : [])),
    subscribe: {
      open: phase === 'subscribing',
      alreadySubscribed,
      minimum,
      maximum: stock.maxQuantity === undefined ? undefined : Number(stock.maxQuantity),
      quantity: lots.ok ? lots.value : minimum,
      quantityText: formatNumber(lots.ok ? lots.value : minimum, language),
      amount,
      amountText: money(amount),
      issues: productIssues(issues, stock.market, language),
    },
  };
}

const ORDER_STATES = [
  ['subscription.pendingPayment', 'statusPendingPayment'],
  ['subscription.paid', 'statusPaid'],
  ['subscription.won', 'statusWon'],
  ['subscription.needToPay', 'statusNeedToPay'],
  ['subscription.notWon', 'statusNotWon'],
  ['subscription.waived', 'statusWaived'],
  ['subscription.failed', 'statusFailed'],
  ['subscription.purchased', 'statusPurchased'],
] as const;
/** Badge state and label key of each NewStockOrderStatus code (index = code). */
export const IPO_ORDER_STATES = ORDER_STATES;

export interface NewShareOrderView {
  id: string;
  orderNo: string;
  name: string;
  code: string;
  badge: (typeof ORDER_STATES)[number][0];
  badgeLabel: (typeof ORDER_STATES)[number][1];
  fields: FieldView<IpoLabelKey>[];
  /** Status 3 (need to pay): what to pay and whether it can be paid now. */
  payment: { amount: Decimal; amountText: string; issues: RuleIssue[] } | null;
}

/**
 * /mine/newShareOrder: my subscriptions newest first, each with its state badge and figures; an order that
 * needs paying carries the amount payable (`amountPayable`, else `ipoAmountPayable`) checked against `available`.
 */
export function selectNewShareOrders(
  orders: readonly NewStockOrder[],
  options: { language: Language; available: string },
): NewShareOrderView[] {
  const { language } = options;
  const available = decimal(options.available);
  return [...orders]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .map((o) => {
      const [badge, badgeLabel] = ORDER_STATES[o.status] ?? ORDER_STATES[6];
      const money = (v: string) => productMoney(v, o.market, language);
      const rj = parseServerDecimal(o.rjmoney === '-' ? null : o.rjmoney);
      const payable =
        o.amountPayable !== undefined
          ? decimal(o.amountPayable)
          : ipoAmountPayable(Number(o.winningQuantity ?? '0'), decimal(o.price));
      const all: [IpoLabelKey, string | undefined][] = [
        ['subscriptionCode', o.orderNo],
        ['price', money(o.price)],
        ['subscribedQuantity', formatNumber(o.quantity, language)],
        [
          'winningQuantity',
          o.winningQuantity === undefined ? undefined : formatNumber(o.winningQuantity, language),
        ],
        ['subscribedAmount', money(rj.ok ? rj.value : ZERO)],
        ['amountPayable', o.status === 3 ? money(payable) : undefined],
        ['totalPayable', o.totalPayable === undefined ? undefined : money(o.totalPayable)],
        ['lotteryDate', calendarDay(o.lotteryDate, language)],
        [
          'paymentDeadline',
          o.paymentDeadline === undefined ? undefined : productTime(o.paymentDeadline, o.market, language),
        ],
        ['listingDate', calendarDay(o.listingDate, language)],
        ['orderTime', productTime(o.createdAt, o.market, language)],
      ];
      return {
        id: o.id,
        orderNo: o.orderNo,
        name: o.name,
        code: o.code,
        badge,
        badgeLabel,
        fields: all.flatMap(([key, value]) => (value === undefined ? [] : [{ key, value }])),
        payment:
          o.status === 3
            ? {
                amount: payable,
                amountText: money(payable),
                issues: productIssues(validateIpoPayment(payable, available), o.market, language),
              }
            : null,
      };
    });
}
