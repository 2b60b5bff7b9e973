// The detail screen's two charts and their engine, loaded apart from the screen (StockDetailScreen's `lazy`).
export { KLineChart } from '../../../charts/KLineChart/KLineChart';
export { TimeShareChart } from '../../../charts/TimeShareChart/TimeShareChart';
