/** ISO 4217 codes of every currency the product handles (spec section 3 and 9: funding and exchange currencies). */
export const CURRENCY_CODES = ['JPY', 'USD', 'CNY', 'TWD', 'HKD', 'THB', 'VND', 'MYR', 'KRW'] as const;

/** A currency the product handles. */
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** Static facts about a currency. */
export interface CurrencyInfo {
  readonly code: CurrencyCode;
  /** ISO 4217 minor units: the decimals a real amount can carry (JPY, KRW, VND have none). */
  readonly minorUnits: 0 | 2;
}

/** Currency metadata keyed by code (ISO 4217 minor units). */
export const CURRENCIES: Readonly<Record<CurrencyCode, CurrencyInfo>> = {
  JPY: { code: 'JPY', minorUnits: 0 },
  USD: { code: 'USD', minorUnits: 2 },
  CNY: { code: 'CNY', minorUnits: 2 },
  TWD: { code: 'TWD', minorUnits: 2 },
  HKD: { code: 'HKD', minorUnits: 2 },
  THB: { code: 'THB', minorUnits: 2 },
  VND: { code: 'VND', minorUnits: 0 },
  MYR: { code: 'MYR', minorUnits: 2 },
  KRW: { code: 'KRW', minorUnits: 0 },
};

/** True when `value` is one of {@link CURRENCY_CODES}. */
export function isCurrencyCode(value: string): value is CurrencyCode {
  return (CURRENCY_CODES as readonly string[]).includes(value);
}

/** Market codes sent as `type` on the list calls (spec section 1 and 7); `jpy` is the default. */
export const MARKET_CODES = ['jpy', 'usd', 'cny'] as const;

/** A market: `jpy` Tokyo, `usd` New York (NYSE/Nasdaq), `cny` Shanghai/Shenzhen A-shares. */
export type MarketCode = (typeof MARKET_CODES)[number];

/** The default market (spec section 9: "default market jpy"). */
export const DEFAULT_MARKET: MarketCode = 'jpy';

/** The currencies the markets hold: a deposit or a withdrawal is in one of these (the contract's FundingCurrency). */
export type MarketCurrencyCode = Extract<CurrencyCode, 'JPY' | 'USD' | 'CNY'>;

/** Static facts about a market. */
export interface MarketInfo {
  readonly code: MarketCode;
  /** The currency the market holds, deposits into and withdraws from. */
  readonly currency: MarketCurrencyCode;
  /** IANA time zone of the exchange (markets.md: never fixed offsets). */
  readonly timeZone: string;
}

/** Market metadata keyed by market code. */
export const MARKETS: Readonly<Record<MarketCode, MarketInfo>> = {
  jpy: { code: 'jpy', currency: 'JPY', timeZone: 'Asia/Tokyo' },
  usd: { code: 'usd', currency: 'USD', timeZone: 'America/New_York' },
  cny: { code: 'cny', currency: 'CNY', timeZone: 'Asia/Shanghai' },
};

/** True when `value` is one of {@link MARKET_CODES}. */
export function isMarketCode(value: string): value is MarketCode {
  return (MARKET_CODES as readonly string[]).includes(value);
}
