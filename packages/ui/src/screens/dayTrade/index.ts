// Screens of the dayTrade area, exported by name.
export type { DayTradeScreenProps, DayTradeTab } from './DayTradeScreen/DayTradeScreen';
export { DayTradeScreen } from './DayTradeScreen/DayTradeScreen';
