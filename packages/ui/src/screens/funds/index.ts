// Screens of the funds area, exported by name.
export type { DepositScreenProps } from './DepositScreen/DepositScreen';
export { DepositScreen } from './DepositScreen/DepositScreen';
export type { FundRecordsScreenProps, RangePreset } from './FundRecordsScreen/FundRecordsScreen';
export { ALL_TYPES, FundRecordsScreen } from './FundRecordsScreen/FundRecordsScreen';
export type { ReasonListProps } from './parts/ReasonList';
export { ReasonList } from './parts/ReasonList';
export type { StoredScreenProps } from './StoredScreen/StoredScreen';
export { StoredScreen } from './StoredScreen/StoredScreen';
export type { WithdrawScreenProps } from './WithdrawScreen/WithdrawScreen';
export { WithdrawScreen } from './WithdrawScreen/WithdrawScreen';
