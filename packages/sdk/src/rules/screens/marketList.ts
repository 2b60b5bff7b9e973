// The market list's sort fields: a module of its own, so a bundle takes them with that screen only.
import type { components } from '../../generated/api';

type Schemas = components['schemas'];

/** A sort field of the market list, as the contract names it. */
export type SortFieldParam = Schemas['SortField'];

/** Sort fields of the market list, in the order the screen offers them. */
export const MARKET_SORT_FIELDS = [
  'changeRate',
  'price',
  'volume',
  'amount',
  'marketCap',
  'code',
] as const satisfies readonly SortFieldParam[];
