// View models of the copy-trading screens: pure functions of endpoint data, language and clock.
import type { components } from '../../generated/api';
import type { TextKey } from '../../i18n/labels/index';
import type { Language } from '../../i18n/languages';
import { issue, type RuleIssue } from '../../rules/codes';
import { MARKETS, type MarketCode } from '../../rules/currencies';
import { formatCalendarDate } from '../../rules/dateFormat';
import { formatMoney, formatPercent } from '../../rules/format';
import { abs, type Decimal, decimal, gt, parsePositiveAmount } from '../../rules/money';
import { checkFollowLock, followUnlockDate, validateFollow } from '../../rules/products';
import { zonedDate } from '../../rules/zonedTime';
import { type FieldView, productIssues, productMoney, productTime } from './ipo';

type FollowProduct = components['schemas']['FollowProduct'];
type FollowOrder = components['schemas']['FollowOrder'];
type FollowLabelKey = TextKey<'follow'>;

/** A signed amount for a P&L: text with its sign, and a direction that is never the only signal. */
export interface SignedAmountView {
  raw: Decimal;
  /** With its sign ('+¥1,250.50'), for plain text. */
  text: string;
  /** Without a sign ('¥1,250.50'), for the kit's MoneyText, which adds the sign of `direction`. */
  magnitude: string;
  direction: 'up' | 'down' | 'flat';
}

/** Formats a signed P&L of a market with '+' / '-', its magnitude and its direction. */
export function productSignedMoney(amount: string, market: MarketCode, language: Language): SignedAmountView {
  const value = decimal(amount);
  const currency = MARKETS[market].currency;
  const text = formatMoney(value, { language, currency, signDisplay: 'exceptZero' });
  const magnitude = formatMoney(abs(value), { language, currency });
  const direction = value.startsWith('-') ? 'down' : /^-?0(\.0+)?$/.test(value) ? 'flat' : 'up';
  return { raw: value, text, magnitude, direction };
}

const today = (now: Date, market: MarketCode) => zonedDate(now, MARKETS[market].timeZone);

export interface FollowProductRowView {
  id: string;
  name: string;
  originator: string;
  /** Takes orders: status open and not past its time limit. */
  open: boolean;
  statusLabel: FollowLabelKey;
  minimumText: string;
  dailyRateText: string | null;
  lockDays: number;
  timeLimitText: string;
  href: string;
}

function productRow(p: FollowProduct, language: Language, now: Date): FollowProductRowView {
  const open = p.status === 0 && now.getTime() <= Date.parse(p.timeLimit);
  return {
    id: p.id,
    name: p.name,
    originator: p.originator,
    open,
    statusLabel: open ? 'statusOpen' : 'statusClosed',
    minimumText: productMoney(p.minAmount, p.market, language),
    dailyRateText: p.dailyRate === undefined ? null : formatPercent(decimal(p.dailyRate), language),
    lockDays: p.lockDays,
    timeLimitText: productTime(p.timeLimit, p.market, language),
    href: `/home/qcList?id=${encodeURIComponent(p.id)}`,
  };
}

/** /home/follow: products, open ones first, then by name. */
export function selectFollowProducts(
  products: readonly FollowProduct[],
  options: { language: Language; now: Date },
): FollowProductRowView[] {
  return products
    .map((p) => productRow(p, options.language, options.now))
    .sort((a, b) => Number(b.open) - Number(a.open) || a.name.localeCompare(b.name));
}

/** /home/qcList without an id: the same rows grouped by originator (originators by name). */
export function groupFollowProductsByOriginator(
  rows: readonly FollowProductRowView[],
): { originator: string; products: FollowProductRowView[] }[] {
  const groups = new Map<string, FollowProductRowView[]>();
  for (const r of rows) groups.set(r.originator, [...(groups.get(r.originator) ?? []), r]);
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([originator, products]) => ({ originator, products }));
}

export interface FollowBuyView {
  row: FollowProductRowView;
  fields: FieldView<FollowLabelKey>[];
  /** Unlock date of an order bought today (`followUnlockDate`), in the language's date format. */
  unlockIfToday: string;
  availableText: string;
  /** `validateFollow` issues (time limit, minimum, balance), money params formatted. */
  issues: RuleIssue[];
}

/** /home/qcList?id=: the product's figures and the buy form's state for `amount`. */
export function selectFollowBuy(
  p: FollowProduct,
  options: { language: Language; now: Date; amount: string; available: string },
): FollowBuyView {
  const { language, now } = options;
  const row = productRow(p, language, now);
  const unlockIfToday = formatCalendarDate(followUnlockDate(today(now, p.market), p.lockDays), language);
  const all: [FollowLabelKey, string | null | undefined][] = [
    ['originator', p.originator],
    ['minimumInvestment', row.minimumText],
    [
      'maximumInvestment',
      p.maxAmount === undefined ? undefined : productMoney(p.maxAmount, p.market, language),
    ],
    ['dailyRate', row.dailyRateText],
    ['lockDays', String(p.lockDays)],
    ['unlockIfToday', unlockIfToday],
    ['timeLimit', row.timeLimitText],
  ];
  const issues = validateFollow({
    amount: options.amount,
    minimum: decimal(p.minAmount),
    available: decimal(options.available),
    deadline: new Date(p.timeLimit),
    instant: now,
  });
  const parsed = parsePositiveAmount(options.amount);
  // The rule has no maximum; the contract's product may have one (`amount.aboveMaximum`).
  if (p.maxAmount !== undefined && parsed.ok && gt(parsed.value, decimal(p.maxAmount))) {
    issues.push(issue('amount.aboveMaximum', { maximum: p.maxAmount }));
  }
  return {
    row,
    fields: all.flatMap(([key, value]) => (value == null ? [] : [{ key, value }])),
    unlockIfToday,
    availableText: productMoney(options.available, p.market, language),
    issues: productIssues(issues, p.market, language),
  };
}

export interface FollowOrderView {
  id: string;
  productName: string;
  originator: string;
  badge: 'follow.following' | 'follow.ended' | 'follow.locked';
  badgeLabel: FollowLabelKey;
  locked: boolean;
  /** The day the lock ends, in the language's date format. */
  unlockDate: string;
  money: string;
  dailyProfit: SignedAmountView;
  totalProfit: SignedAmountView;
  fields: FieldView<FollowLabelKey>[];
}

/**
 * /mine/followOrder: my orders newest first. Lock state from `checkFollowLock` on the buy date (market time)
 * and lock days; the unlock date from the server when it sends one, else `followUnlockDate`.
 */
export function selectFollowOrders(
  orders: readonly FollowOrder[],
  options: { language: Language; now: Date },
): FollowOrderView[] {
  const { language, now } = options;
  return [...orders]
    .sort((a, b) => Date.parse(b.buyTime) - Date.parse(a.buyTime))
    .map((o) => {
      const boughtOn = zonedDate(new Date(o.buyTime), MARKETS[o.market].timeZone);
      const unlockDate = formatCalendarDate(o.unlockDate ?? followUnlockDate(boughtOn, o.lockDays), language);
      const locked = o.status === 0 && checkFollowLock(boughtOn, o.lockDays, today(now, o.market)) !== null;
      const badge = o.status === 1 ? 'follow.ended' : locked ? 'follow.locked' : 'follow.following';
      const badgeLabel: FollowLabelKey =
        badge === 'follow.ended'
          ? 'statusEnded'
          : badge === 'follow.locked'
            ? 'statusLocked'
            : 'statusFollowing';
      const all: [FollowLabelKey, string | undefined][] = [
        ['orderNo', o.orderNo],
        ['buyAmount', productMoney(o.money, o.market, language)],
        [
          'minimumInvestment',
          o.minAmount === undefined ? undefined : productMoney(o.minAmount, o.market, language),
        ],
        ['buyTime', productTime(o.buyTime, o.market, language)],
        ['lockDays', String(o.lockDays)],
        ['unlockDate', unlockDate],
        ['timeLimit', o.timeLimit === undefined ? undefined : productTime(o.timeLimit, o.market, language)],
        ['endTime', o.endTime === undefined ? undefined : productTime(o.endTime, o.market, language)],
      ];
      return {
        id: o.id,
        productName: o.productName,
        originator: o.originator,
        badge,
        badgeLabel,
        locked,
        unlockDate,
        money: productMoney(o.money, o.market, language),
        dailyProfit: productSignedMoney(o.dailyProfit, o.market, language),
        totalProfit: productSignedMoney(o.totalProfit, o.market, language),
        fields: all.flatMap(([key, value]) => (value === undefined ? [] : [{ key, value }])),
      };
    });
}
