// Screens of the account area, exported by name.
export type { AccountScreenProps } from './AccountScreen/AccountScreen';
export { AccountScreen } from './AccountScreen/AccountScreen';
export type { BankCardAddScreenProps, BankCardFormValues } from './BankCardAddScreen/BankCardAddScreen';
export { BankCardAddScreen } from './BankCardAddScreen/BankCardAddScreen';
export type { BankCardsScreenProps } from './BankCardsScreen/BankCardsScreen';
export { BankCardsScreen } from './BankCardsScreen/BankCardsScreen';
export type { ChangeLanguageScreenProps } from './ChangeLanguageScreen/ChangeLanguageScreen';
export { ChangeLanguageScreen } from './ChangeLanguageScreen/ChangeLanguageScreen';
export type { DocumentKind, DocumentScreenProps } from './DocumentScreen/DocumentScreen';
export { DocumentScreen } from './DocumentScreen/DocumentScreen';
export type { FundsPasswordPins, FundsPasswordScreenProps } from './FundsPasswordScreen/FundsPasswordScreen';
export { FundsPasswordScreen } from './FundsPasswordScreen/FundsPasswordScreen';
export type { LanguageScreenProps } from './LanguageScreen/LanguageScreen';
export { LanguageScreen } from './LanguageScreen/LanguageScreen';
export type {
  LoginPasswordFormValues,
  LoginPasswordScreenProps,
} from './LoginPasswordScreen/LoginPasswordScreen';
export { LoginPasswordScreen } from './LoginPasswordScreen/LoginPasswordScreen';
export type {
  VerificationFormValues,
  VerificationScreenProps,
} from './VerificationScreen/VerificationScreen';
export { VerificationScreen } from './VerificationScreen/VerificationScreen';
