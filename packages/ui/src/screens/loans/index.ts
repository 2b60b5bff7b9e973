// Screens of the loans area, exported by name.
export type { LoanOrdersScreenProps } from './LoanOrdersScreen/LoanOrdersScreen';
export { LoanOrdersScreen } from './LoanOrdersScreen/LoanOrdersScreen';
export type { LoanScreenProps } from './LoanScreen/LoanScreen';
export { LoanScreen } from './LoanScreen/LoanScreen';
