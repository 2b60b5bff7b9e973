// Screens of the home area, exported by name.
export type { HomeScreenProps } from './HomeScreen/HomeScreen';
export { HomeScreen } from './HomeScreen/HomeScreen';
export type { MarketListScreenProps } from './MarketListScreen/MarketListScreen';
export { MarketListScreen } from './MarketListScreen/MarketListScreen';
export type { MarketSwitchProps } from './MarketSwitch';
export { MarketSwitch } from './MarketSwitch';
