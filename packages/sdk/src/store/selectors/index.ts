// View-model selectors, one module per screen area; each lists its exports by name.

export * from './account';
export * from './assetSummary';
export * from './auth';
export * from './block';
export * from './dayTrade';
export * from './follow';
export * from './funds';
export * from './home';
export * from './ipo';
export * from './loans';
export * from './messages';
export * from './news';
export * from './positionDetail';
export * from './positions';
export * from './quoteRows';
export * from './quotes';
export * from './trade';
