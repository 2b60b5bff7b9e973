// Screens of the positions area, exported by name.
export type { PositionDetailScreenProps } from './PositionDetailScreen/PositionDetailScreen';
export { PositionDetailScreen } from './PositionDetailScreen/PositionDetailScreen';
export type { PositionsScreenProps, SummaryRows } from './PositionsScreen/PositionsScreen';
export { PositionsScreen } from './PositionsScreen/PositionsScreen';
export type { TrendDirection, TrendTextProps } from './TrendText/TrendText';
export { TrendText } from './TrendText/TrendText';
