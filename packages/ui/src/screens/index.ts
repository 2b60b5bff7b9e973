// Presentational screens, one folder per area; each area's index lists its screens by name.

export * from './account/index';
export * from './auth/index';
export * from './block/index';
export * from './dayTrade/index';
export * from './follow/index';
export * from './funds/index';
export * from './home/index';
export * from './ipo/index';
export * from './loans/index';
export * from './messages/index';
export * from './news/index';
export * from './positions/index';
export * from './quotes/index';
export * from './shell/index';
export * from './trade/index';
