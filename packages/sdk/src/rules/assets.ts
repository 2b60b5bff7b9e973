import type { RuleIssue } from './codes';
import { issue } from './codes';
import type { Decimal } from './money';
import { add, div, isPositive, mul, parseServerDecimal, round, sub, sum, ZERO } from './money';

/** A status as the server sends it (number or numeric string). */
type Status = number | string | null | undefined;
/** An amount as the shown list calls send it: a decimal string, '-' or '' for zero, sometimes a JSON number. */
type Amount = string | number | null | undefined;

/** getUserinfo `data` fields used here (spec section 3: jpy = available balance, jpyyjed = total debt). */
export interface UserinfoAmounts {
  readonly jpy?: Amount;
  readonly jpyyjed?: Amount;
}
/**
 * A usernewstocklist row. Spec section 3: "New stock order: status (1 counts), rjmoney (subscribed amount; '-'
 * means zero)".
 */
export interface NewStockOrderRow {
  readonly status?: Status;
  readonly rjmoney?: Amount;
}
/** A withdrawallist or userproductlist row: status 0 = pending / active. */
export interface MoneyRow {
  readonly status?: Status;
  readonly money?: Amount;
}
/** A ustockslist row: status 0 counts. */
export interface StockCreditRow {
  readonly status?: Status;
  readonly credit?: Amount;
}
/** A userstocklist position: status 0 = holding. `margin`/`leverage` are used when the server sends them. */
export interface PositionRow {
  readonly status?: Status;
  readonly nowprice?: Amount;
  readonly stock_num?: Amount;
  readonly buy_price?: Amount;
  readonly yingkui?: Amount;
  readonly margin?: Amount;
  readonly leverage?: Amount;
}

/**
 * The server's own asset summary of the market, taken from its books (getUserinfo `data.summary`, contract
 * `AssetSummary`). Block-trade applications and day-trade orders hold money there too, with no shown call
 * listing them; so do new-share orders won and paid (contract status 2) until they list.
 */
export interface BookSummary {
  readonly totalAssets?: Amount;
  readonly marketValue?: Amount;
  readonly available?: Amount;
  readonly frozen?: Amount;
  readonly debt?: Amount;
  readonly unrealisedPnl?: Amount;
  readonly frozenDetail?: {
    readonly newStock?: Amount;
    readonly withdrawing?: Amount;
    readonly follow?: Amount;
    readonly credit?: Amount;
    readonly positionCost?: Amount;
    readonly blockTrade?: Amount;
    readonly dayTrade?: Amount;
  };
}

/** The seven shown list calls' data (spec section 7), any market. */
export interface AssetInputs {
  readonly userinfo: UserinfoAmounts;
  readonly newStocks?: readonly NewStockOrderRow[];
  readonly withdrawals?: readonly MoneyRow[];
  readonly follows?: readonly MoneyRow[];
  readonly stockCredits?: readonly StockCreditRow[];
  readonly positions?: readonly PositionRow[];
  /** userstocklists `lsyk`: realised (historical) P&L. */
  readonly realisedPnl?: Amount;
  /** The server's figures from its books, preferred over the formula when given. Default: none. */
  readonly books?: BookSummary | null;
}

/** The frozen-funds breakdown (spec section 3). */
export interface FrozenParts {
  readonly newShares: Decimal;
  readonly withdrawals: Decimal;
  readonly follows: Decimal;
  readonly stockCredits: Decimal;
  readonly positions: Decimal;
  /** Pending block-trade applications: only the books know them (no shown call lists them). */
  readonly blockTrades?: Decimal;
  /** Day-trade orders pending or trading: only the books know them. */
  readonly dayTrades?: Decimal;
}

/** The user panel's asset summary (spec section 2 and 3). */
export interface AssetSummary {
  /** available + frozen + unrealised P&L. */
  readonly totalAssets: Decimal;
  /** Σ nowprice × stock_num over holding positions. */
  readonly holdingMarketValue: Decimal;
  readonly available: Decimal;
  readonly frozen: Decimal;
  readonly frozenParts: FrozenParts;
  readonly totalDebt: Decimal;
  /** totalAssets − totalDebt. */
  readonly netAssets: Decimal;
  /** Σ yingkui over holding positions. */
  readonly unrealisedPnl: Decimal;
  readonly realisedPnl: Decimal;
  /** `amount.invalid` with `{ field, value }` for each unreadable server amount (counted as zero). */
  readonly issues: readonly RuleIssue[];
  /** Where the figures come from: the server's `books`, or the spec `formula` over the shown calls. */
  readonly source: 'books' | 'formula';
}

const is = (status: Status, want: string) =>
  status !== null && status !== undefined && String(status) === want;

// A position's committed cost: the margin the server reports; else buy_price × stock_num ÷ leverage (rounded up
// to 2 places like initialMargin) when a leverage is given; else buy_price × stock_num. Margin, not the full
// notional, because only the margin left the available balance, so totals stay true under leverage.
function positionCost(row: PositionRow, read: (v: Amount, field: string) => Decimal): Decimal {
  const margin = read(row.margin, 'margin');
  if (isPositive(margin)) return margin;
  const cost = mul(read(row.buy_price, 'buy_price'), read(row.stock_num, 'stock_num'));
  const leverage = read(row.leverage, 'leverage');
  return isPositive(leverage) ? round(div(cost, leverage), 2, 'up') : cost;
}

/**
 * The asset summary (spec section 2 user panel, section 3 "Asset summary").
 *
 * When the server sends its book figures (`books`, getUserinfo `summary`) they are shown as they are: they are
 * what the customer's money is, including holds the shown calls cannot see (block-trade applications, day-trade
 * orders, new-share orders won and paid awaiting listing — contract status 2). Otherwise the spec formula over the
 * seven shown calls (section 7), which is the documented definition:
 *
 * - spec section 3: "Frozen assets = new-share amounts + pending withdrawals + follow amounts + stock credits +
 *   position cost", each part as section 3 reads its list: "New stock order: status (1 counts), rjmoney ('-'
 *   means zero)"; "Withdrawal record: status (0 = pending), money"; "Follow product order: status (0 = active),
 *   money"; "Stock credit: status (0), credit"; "Position: status (0 = holding)" — its committed margin: the
 *   row's `margin`, else buy_price × stock_num ÷ leverage, else buy_price × stock_num;
 * - total assets = available (`jpy`, "User info: jpy (available balance)") + frozen + unrealised P&L (Σ yingkui
 *   of holding positions); total debt = `jpyyjed` ("total debt / credit used").
 *
 * Unreadable amounts count as zero and are reported in `issues` (`amount.invalid`).
 */
export function summarizeAssets(input: AssetInputs): AssetSummary {
  const issues: RuleIssue[] = [];
  const read = (value: Amount, field: string): Decimal => {
    const parsed = parseServerDecimal(value);
    if (parsed.ok) return parsed.value;
    issues.push(issue('amount.invalid', { field, value: String(value) }));
    return ZERO;
  };
  if (input.books) return fromBooks(input.books, read(input.realisedPnl, 'lsyk'), read, issues);
  const holding = (input.positions ?? []).filter((p) => is(p.status, '0'));
  const frozenParts: FrozenParts = {
    newShares: sum(
      (input.newStocks ?? []).filter((r) => is(r.status, '1')).map((r) => read(r.rjmoney, 'rjmoney')),
    ),
    withdrawals: sum(
      (input.withdrawals ?? []).filter((r) => is(r.status, '0')).map((r) => read(r.money, 'money')),
    ),
    follows: sum((input.follows ?? []).filter((r) => is(r.status, '0')).map((r) => read(r.money, 'money'))),
    stockCredits: sum(
      (input.stockCredits ?? []).filter((r) => is(r.status, '0')).map((r) => read(r.credit, 'credit')),
    ),
    positions: sum(holding.map((p) => positionCost(p, read))),
  };
  const frozen = sum(Object.values(frozenParts));
  const available = read(input.userinfo.jpy, 'jpy');
  const totalDebt = read(input.userinfo.jpyyjed, 'jpyyjed');
  const unrealisedPnl = sum(holding.map((p) => read(p.yingkui, 'yingkui')));
  const holdingMarketValue = sum(
    holding.map((p) => mul(read(p.nowprice, 'nowprice'), read(p.stock_num, 'stock_num'))),
  );
  const totalAssets = add(add(available, frozen), unrealisedPnl);
  return {
    totalAssets,
    holdingMarketValue,
    available,
    frozen,
    frozenParts,
    totalDebt,
    netAssets: sub(totalAssets, totalDebt),
    unrealisedPnl,
    realisedPnl: read(input.realisedPnl, 'lsyk'),
    issues,
    source: 'formula',
  };
}

function fromBooks(
  books: BookSummary,
  realisedPnl: Decimal,
  read: (v: Amount, field: string) => Decimal,
  issues: RuleIssue[],
): AssetSummary {
  const d = books.frozenDetail ?? {};
  const totalAssets = read(books.totalAssets, 'totalAssets');
  const totalDebt = read(books.debt, 'debt');
  return {
    totalAssets,
    holdingMarketValue: read(books.marketValue, 'marketValue'),
    available: read(books.available, 'available'),
    frozen: read(books.frozen, 'frozen'),
    frozenParts: {
      newShares: read(d.newStock, 'newStock'),
      withdrawals: read(d.withdrawing, 'withdrawing'),
      follows: read(d.follow, 'follow'),
      stockCredits: read(d.credit, 'credit'),
      positions: read(d.positionCost, 'positionCost'),
      ...(d.blockTrade === undefined ? {} : { blockTrades: read(d.blockTrade, 'blockTrade') }),
      ...(d.dayTrade === undefined ? {} : { dayTrades: read(d.dayTrade, 'dayTrade') }),
    },
    totalDebt,
    netAssets: sub(totalAssets, totalDebt),
    unrealisedPnl: read(books.unrealisedPnl, 'unrealisedPnl'),
    realisedPnl,
    issues,
    source: 'books',
  };
}

/** An empty summary (all zero), for a signed-out panel. */
export const EMPTY_ASSET_SUMMARY: AssetSummary = summarizeAssets({ userinfo: {} });
