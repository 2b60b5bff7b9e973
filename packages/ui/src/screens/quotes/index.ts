// Screens of the quotes area, exported by name.
export type { QuoteListProps } from './QuoteList/QuoteList';
export { QuoteFigures, QuoteList } from './QuoteList/QuoteList';
export type { QuoteSparklineProps } from './QuoteList/QuoteSparkline';
export { QuoteSparkline } from './QuoteList/QuoteSparkline';
export type { SearchScreenProps } from './SearchScreen/SearchScreen';
export { SearchScreen } from './SearchScreen/SearchScreen';
export type { StockChartProps, StockDetailScreenProps } from './StockDetailScreen/StockDetailScreen';
export { StockDetailScreen } from './StockDetailScreen/StockDetailScreen';
export type { WatchlistScreenProps } from './WatchlistScreen/WatchlistScreen';
export { WatchlistScreen } from './WatchlistScreen/WatchlistScreen';
