// View models of the day-trading screen: pure functions of endpoint data, language and clock.
import type { components } from '../../generated/api';
import type { TextKey } from '../../i18n/labels/index';
import type { Language } from '../../i18n/languages';
import type { RuleIssue } from '../../rules/codes';
import { validateDayTrade } from '../../rules/dayTrade';
import { decimal, sum } from '../../rules/money';
import { productSignedMoney, type SignedAmountView } from './follow';
import { type FieldView, productIssues, productMoney, productTime } from './ipo';

type DayTradeProgramme = components['schemas']['DayTradeProgramme'];
type DayTradeOrder = components['schemas']['DayTradeOrder'];
type DayTradeLabelKey = TextKey<'dayTrade'>;

export interface DayTradeProgrammeView {
  id: string;
  name: string;
  open: boolean;
  statusLabel: DayTradeLabelKey;
  tradeDate: string | null;
  minimumText: string;
  maximumText: string | null;
}

function programmeRow(p: DayTradeProgramme, language: Language): DayTradeProgrammeView {
  const open = p.status === 0;
  return {
    id: p.id,
    name: p.name,
    open,
    statusLabel: open ? 'statusOpen' : 'statusClosed',
    tradeDate: p.tradeDate ?? null,
    minimumText: productMoney(p.minAmount, p.market, language),
    maximumText: p.maxAmount === undefined ? null : productMoney(p.maxAmount, p.market, language),
  };
}

/** Programmes, open ones first, then by trading day. */
export function selectDayTradeProgrammes(
  programmes: readonly DayTradeProgramme[],
  language: Language,
): DayTradeProgrammeView[] {
  return programmes
    .map((p) => programmeRow(p, language))
    .sort((a, b) => Number(b.open) - Number(a.open) || (a.tradeDate ?? '').localeCompare(b.tradeDate ?? ''));
}

export interface DayTradeApplyView {
  programme: DayTradeProgrammeView;
  availableText: string;
  /** `validateDayTrade` issues, money params formatted; translate with `translateRule`. */
  issues: RuleIssue[];
}

/** The apply form's state for a programme and a typed amount. */
export function selectDayTradeApply(
  p: DayTradeProgramme,
  options: { language: Language; amount: string; available: string },
): DayTradeApplyView {
  const issues = validateDayTrade({
    amount: options.amount,
    minimum: decimal(p.minAmount),
    ...(p.maxAmount === undefined ? {} : { maximum: decimal(p.maxAmount) }),
    available: decimal(options.available),
  });
  return {
    programme: programmeRow(p, options.language),
    availableText: productMoney(options.available, p.market, options.language),
    issues: productIssues(issues, p.market, options.language),
  };
}

const ORDER_STATES = [
  ['dayTrade.submitted', 'statusSubmitted'],
  ['dayTrade.applied', 'statusApplied'],
  ['dayTrade.trading', 'statusTrading'],
  ['dayTrade.filled', 'statusFilled'],
  ['dayTrade.failed', 'statusFailed'],
] as const;

export interface DayTradeOrderView {
  id: string;
  name: string;
  badge: (typeof ORDER_STATES)[number][0];
  badgeLabel: (typeof ORDER_STATES)[number][1];
  amountText: string;
  profit: SignedAmountView;
  fields: FieldView<DayTradeLabelKey>[];
}

export interface DayTradeOrdersView {
  orders: DayTradeOrderView[];
  /** Sum of the final P&L of filled orders, in the market's currency; null without orders. */
  totalProfit: SignedAmountView | null;
}

/** My day-trading applications newest first, each with its state and P&L, and the settled total. */
export function selectDayTradeOrders(
  orders: readonly DayTradeOrder[],
  language: Language,
): DayTradeOrdersView {
  const sorted = [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const first = sorted[0];
  const filled = sorted.filter((o) => o.status === 3);
  return {
    orders: sorted.map((o) => {
      const [badge, badgeLabel] = ORDER_STATES[o.status] ?? ORDER_STATES[0];
      const all: [DayTradeLabelKey, string | undefined][] = [
        ['orderNo', o.orderNo],
        ['participationAmount', productMoney(o.amount, o.market, language)],
        ['appliedAt', productTime(o.createdAt, o.market, language)],
        ['settledAt', o.settledAt === undefined ? undefined : productTime(o.settledAt, o.market, language)],
      ];
      return {
        id: o.id,
        name: o.name,
        badge,
        badgeLabel,
        amountText: productMoney(o.amount, o.market, language),
        profit: productSignedMoney(o.profit, o.market, language),
        fields: all.flatMap(([key, value]) => (value === undefined ? [] : [{ key, value }])),
      };
    }),
    totalProfit:
      first === undefined
        ? null
        : productSignedMoney(sum(filled.map((o) => decimal(o.profit))), first.market, language),
  };
}
