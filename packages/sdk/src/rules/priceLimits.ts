import type { RuleIssue } from './codes';
import { issue } from './codes';
import type { MarketCode } from './currencies';
import type { Decimal } from './money';
import { add, decimal, gt, lt, max, mul, round, sub } from './money';

/** One band of the Tokyo limit table: base prices below `below` (null = no upper bound) move at most ±`limit`. */
export interface TokyoLimitBand {
  readonly below: Decimal | null;
  readonly limit: Decimal;
  /** True for rows not verified against JPX (markets.md 3.1 ‡): confirm before relying on them. */
  readonly inferred?: true;
}

const band = (below: string | null, limit: string, inferred = false): TokyoLimitBand => ({
  below: below === null ? null : decimal(below),
  limit: decimal(limit),
  ...(inferred ? { inferred: true as const } : {}),
});

/**
 * TSE daily price limits (値幅制限) in yen by base price (previous close or special quote), markets.md 3.1 [J3]
 * (rows to 2,000,000 from JPX, to 20,000,000 from a broker copy [J9], the last three inferred). Limit
 * broadening after two limit days is not modelled: pass a widened table for such a stock.
 */
export const TOKYO_LIMIT_TABLE: readonly TokyoLimitBand[] = [
  band('100', '30'),
  band('200', '50'),
  band('500', '80'),
  band('700', '100'),
  band('1000', '150'),
  band('1500', '300'),
  band('2000', '400'),
  band('3000', '500'),
  band('5000', '700'),
  band('7000', '1000'),
  band('10000', '1500'),
  band('15000', '3000'),
  band('20000', '4000'),
  band('30000', '5000'),
  band('50000', '7000'),
  band('70000', '10000'),
  band('100000', '15000'),
  band('150000', '30000'),
  band('200000', '40000'),
  band('300000', '50000'),
  band('500000', '70000'),
  band('700000', '100000'),
  band('1000000', '150000'),
  band('1500000', '300000'),
  band('2000000', '400000'),
  band('3000000', '500000'),
  band('5000000', '700000'),
  band('7000000', '1000000'),
  band('10000000', '1500000'),
  band('15000000', '3000000'),
  band('20000000', '4000000'),
  band('30000000', '5000000', true),
  band('50000000', '7000000', true),
  band(null, '10000000', true),
];

/** A-share boards with their own limit percentage. */
export type ChinaBoard = 'main' | 'star' | 'chinext' | 'st';

/**
 * A-share daily limits as fractions of the previous close (markets.md 3.3 [C1][C2]): main board ±10%, STAR and
 * ChiNext ±20%, ST/*ST ±5%. The ST band is data because the exchanges have moved to raise it to 10% (verify the
 * effective date, markets.md 3.3 [C3]); new listings' first days (no limit) are out of scope.
 */
export const CHINA_LIMIT_RATES: Readonly<Record<ChinaBoard, Decimal>> = {
  main: decimal('0.1'),
  star: decimal('0.2'),
  chinext: decimal('0.2'),
  st: decimal('0.05'),
};

/**
 * The A-share limit class of a listing: a main-board ST/*ST stock takes the ST band; STAR and ChiNext keep their
 * ±20% when under special treatment (their rules have no separate ST band, markets.md 3.3 [C1][C2]); any other
 * board is its own class, and a board outside China (or none) reads as the main board. `board` and
 * `specialTreatment` are the contract's StockDetail fields.
 */
export function chinaLimitBoard(board: string | undefined, specialTreatment = false): ChinaBoard {
  if (board === 'star' || board === 'chinext') return board;
  return specialTreatment ? 'st' : 'main';
}

/** The lowest price a limit can reach: one tick (¥1 in Tokyo, ¥0.01 in China). */
const FLOOR: Readonly<Record<'jpy' | 'cny', Decimal>> = { jpy: decimal('1'), cny: decimal('0.01') };

/** Today's inclusive price band. */
export interface DailyLimits {
  readonly lower: Decimal;
  readonly upper: Decimal;
}

/** Inputs of {@link dailyPriceLimits}. */
export interface DailyLimitInput {
  readonly market: MarketCode;
  /** The base price: the previous close (or special quote). */
  readonly previousClose: Decimal;
  /** A-share board. Default `'main'`. */
  readonly board?: ChinaBoard;
  /** Tokyo table. Default {@link TOKYO_LIMIT_TABLE}. */
  readonly tokyoTable?: readonly TokyoLimitBand[];
  /** A-share rates. Default {@link CHINA_LIMIT_RATES}. */
  readonly chinaRates?: Readonly<Record<ChinaBoard, Decimal>>;
}

/** The Tokyo limit width for a base price. */
export function tokyoLimitWidth(
  base: Decimal,
  table: readonly TokyoLimitBand[] = TOKYO_LIMIT_TABLE,
): Decimal {
  const row = table.find((b) => b.below === null || lt(base, b.below));
  if (row === undefined) throw new RangeError('The Tokyo limit table needs a last row with below: null');
  return row.limit;
}

/**
 * Today's limit-down and limit-up prices, or null where the market has none (US). Tokyo: base ± the table's
 * width; China: base × (1 ± rate) rounded half-up to ¥0.01, the exchanges' rule. The lower bound never goes
 * below one tick.
 */
export function dailyPriceLimits(input: DailyLimitInput): DailyLimits | null {
  const { market, previousClose: base } = input;
  if (market === 'usd') return null;
  if (market === 'jpy') {
    const width = tokyoLimitWidth(base, input.tokyoTable);
    return { lower: max(sub(base, width), FLOOR.jpy), upper: add(base, width) };
  }
  const rate = (input.chinaRates ?? CHINA_LIMIT_RATES)[input.board ?? 'main'];
  return {
    lower: max(round(mul(base, sub(decimal('1'), rate)), 2), FLOOR.cny),
    upper: round(mul(base, add(decimal('1'), rate)), 2),
  };
}

/** `order.beyondDailyLimit` with `{ lower, upper }` when `price` is outside today's band; null when inside or none. */
export function checkDailyLimit(price: Decimal, limits: DailyLimits | null): RuleIssue | null {
  if (limits === null) return null;
  if (lt(price, limits.lower) || gt(price, limits.upper)) {
    return issue('order.beyondDailyLimit', { lower: limits.lower, upper: limits.upper });
  }
  return null;
}
