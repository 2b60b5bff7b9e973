// The asset summary's rows (the user panel): a module of its own, so a bundle takes them with that panel only.

/** The rows of the user panel's asset summary (spec section 2), in order. */
export const ASSET_ROWS = [
  'totalAssets',
  'holdingMarketValue',
  'available',
  'frozen',
  'totalDebt',
  'unrealisedPnl',
] as const;
export type AssetRow = (typeof ASSET_ROWS)[number];
