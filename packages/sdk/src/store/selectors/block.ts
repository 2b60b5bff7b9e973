// View models of the block-trade screens: pure functions of endpoint data, language and clock.
import type { components } from '../../generated/api';
import type { TextKey } from '../../i18n/labels/index';
import type { Language } from '../../i18n/languages';
import type { RuleIssue } from '../../rules/codes';
import type { MarketCode } from '../../rules/currencies';
import { formatNumber, formatPercent } from '../../rules/format';
import { type Decimal, decimal, div, isZero, mul, sub, ZERO } from '../../rules/money';
import { parseLots } from '../../rules/orders';
import { blockTradeAmount, validateBlockTrade } from '../../rules/products';
import { type FieldView, productIssues, productMoney, productTime } from './ipo';

type BlockTrade = components['schemas']['BlockTrade'];
type BlockTradeApplication = components['schemas']['BlockTradeApplication'];
type BlockLabelKey = TextKey<'block'>;

/** Which block trades a list route shows (the split of the /home/large* routes, see the route modules). */
export type BlockListFilter = 'open' | 'upcoming' | 'closed' | 'all';

const PRODUCT_STATUS = [
  ['upcoming', 'info', 'statusUpcoming'],
  ['open', 'brand', 'statusOpen'],
  ['closed', 'neutral', 'statusClosed'],
] as const;

export interface BlockTradeRowView {
  id: string;
  name: string;
  code: string;
  market: MarketCode;
  status: 'upcoming' | 'open' | 'closed';
  /** Badge tone (product states are not among StatusBadge's states) and the label key of its name. */
  tone: 'info' | 'brand' | 'neutral';
  statusLabel: BlockLabelKey;
  priceText: string;
  marketPriceText: string | null;
  /** Block price against the market price, e.g. '-8.50%', with its direction; null without a market price. */
  discountText: string | null;
  discountDirection: 'up' | 'down' | 'flat' | null;
  /** Lots left and the fewest one application takes, grouped in the language's number format. */
  remainingLots: string;
  minLots: string;
  minAmountText: string;
  href: string;
  applyHref: string;
}

function statusOf(t: BlockTrade): (typeof PRODUCT_STATUS)[number] {
  return t.closed === true ? PRODUCT_STATUS[2] : (PRODUCT_STATUS[t.status] ?? PRODUCT_STATUS[2]);
}

/** A count of lots as the language groups it, no decimals ('100000' → '100,000'). */

function blockRow(t: BlockTrade, language: Language): BlockTradeRowView {
  const [status, tone, statusLabel] = statusOf(t);
  let discount: Decimal | null = null;
  if (t.marketPrice !== undefined && !isZero(decimal(t.marketPrice))) {
    const market = decimal(t.marketPrice);
    discount = mul(div(sub(decimal(t.price), market), market), decimal('100'));
  }
  const id = encodeURIComponent(t.id);
  return {
    id: t.id,
    name: t.name,
    code: t.code,
    market: t.market,
    status,
    tone,
    statusLabel,
    priceText: productMoney(t.price, t.market, language),
    marketPriceText: t.marketPrice === undefined ? null : productMoney(t.marketPrice, t.market, language),
    discountText: discount === null ? null : formatPercent(discount, language),
    discountDirection:
      discount === null
        ? null
        : discount.startsWith('-')
          ? 'down'
          : /^0(\.0+)?$/.test(discount)
            ? 'flat'
            : 'up',
    remainingLots: formatNumber(t.remainingLots, language),
    minLots: formatNumber(t.minLots, language),
    minAmountText: productMoney(
      t.minAmount ?? blockTradeAmount(decimal(t.price), Number(t.minLots)),
      t.market,
      language,
    ),
    href: `/home/largeInfo?id=${id}`,
    applyHref: `/home/largerOrder?id=${id}`,
  };
}

/** A block-trade list for one route: `filter` by status ('all' keeps every one); open first, then by name. */
export function selectBlockTradeList(
  trades: readonly BlockTrade[],
  options: { language: Language; filter: BlockListFilter },
): BlockTradeRowView[] {
  const rank = { open: 0, upcoming: 1, closed: 2 } as const;
  return trades
    .map((t) => blockRow(t, options.language))
    .filter((r) => options.filter === 'all' || r.status === options.filter)
    .sort((a, b) => rank[a.status] - rank[b.status] || a.code.localeCompare(b.code));
}

export interface BlockTradeDetailView {
  row: BlockTradeRowView;
  fields: FieldView<BlockLabelKey>[];
}

/** /home/largeInfo: the product's figures (price, market price, lots, minimum buy and amount, window). */
export function selectBlockTradeDetail(t: BlockTrade, language: Language): BlockTradeDetailView {
  const row = blockRow(t, language);
  const all: [BlockLabelKey, string | null | undefined][] = [
    ['stockCode', t.code],
    ['price', row.priceText],
    ['marketPrice', row.marketPriceText],
    ['discount', row.discountText],
    ['totalLots', formatNumber(t.lots, language)],
    ['remainingLots', formatNumber(t.remainingLots, language)],
    ['minimumBuy', formatNumber(t.minLots, language)],
    ['minimumAmount', row.minAmountText],
    ['opensAt', t.opensAt === undefined ? undefined : productTime(t.opensAt, t.market, language)],
    ['closesAt', t.closesAt === undefined ? undefined : productTime(t.closesAt, t.market, language)],
  ];
  return { row, fields: all.flatMap(([key, value]) => (value == null ? [] : [{ key, value }])) };
}

export interface BlockTradeApplyView {
  row: BlockTradeRowView;
  open: boolean;
  minimum: number;
  maximum: number;
  lots: number;
  /** `lots` grouped in the language's number format, for the confirmation. */
  lotsText: string;
  amount: Decimal;
  amountText: string;
  availableText: string;
  /** Blocking reasons of `validateBlockTrade`, money params formatted; translate with `translateRule`. */
  issues: RuleIssue[];
}

/** /home/largerOrder: the amount required for `lots` (`blockTradeAmount`) and why it cannot be applied for. */
export function selectBlockTradeApply(
  t: BlockTrade,
  options: { language: Language; lots: string; available: string },
): BlockTradeApplyView {
  const row = blockRow(t, options.language);
  const parsed = parseLots(options.lots);
  const amount = parsed.ok ? blockTradeAmount(decimal(t.price), parsed.value) : ZERO;
  const issues = validateBlockTrade({
    open: row.status === 'open',
    lots: options.lots,
    price: decimal(t.price),
    minimumLots: Number(t.minLots),
    remainingLots: Number(t.remainingLots),
    available: decimal(options.available),
  });
  return {
    row,
    open: row.status === 'open',
    minimum: Number(t.minLots),
    maximum: Number(t.remainingLots),
    lots: parsed.ok ? parsed.value : Number(t.minLots),
    lotsText: formatNumber(parsed.ok ? parsed.value : Number(t.minLots), options.language),
    amount,
    amountText: productMoney(amount, t.market, options.language),
    availableText: productMoney(options.available, t.market, options.language),
    issues: productIssues(issues, t.market, options.language),
  };
}

const REVIEW = [
  ['application.pending', 'statusPending'],
  ['application.approved', 'statusApproved'],
  ['application.rejected', 'statusRejected'],
] as const;

export interface BlockApplicationView {
  id: string;
  name: string;
  code: string;
  badge: (typeof REVIEW)[number][0];
  badgeLabel: (typeof REVIEW)[number][1];
  fields: FieldView<BlockLabelKey>[];
}

/** /home/largeQc: my applications, newest first, with their review state. */
export function selectBlockApplications(
  apps: readonly BlockTradeApplication[],
  language: Language,
): BlockApplicationView[] {
  return [...apps]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .map((a) => {
      const [badge, badgeLabel] = REVIEW[a.status] ?? REVIEW[0];
      const all: [BlockLabelKey, string | undefined][] = [
        ['orderNo', a.orderNo],
        ['price', productMoney(a.price, a.market, language)],
        ['lots', formatNumber(a.lots, language)],
        ['amount', productMoney(a.amount, a.market, language)],
        ['appliedAt', productTime(a.createdAt, a.market, language)],
        [
          'reviewedAt',
          a.reviewedAt === undefined ? undefined : productTime(a.reviewedAt, a.market, language),
        ],
      ];
      return {
        id: a.id,
        name: a.name,
        code: a.code,
        badge,
        badgeLabel,
        fields: all.flatMap(([key, value]) => (value === undefined ? [] : [{ key, value }])),
      };
    });
}
