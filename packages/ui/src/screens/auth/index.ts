// Screens of the auth area, exported by name.
export type { LoginAfterScreenProps } from './LoginAfterScreen/LoginAfterScreen';
export { LoginAfterScreen } from './LoginAfterScreen/LoginAfterScreen';
export type { AccountRefusal, LoginFormValues, LoginScreenProps } from './LoginScreen/LoginScreen';
export { LoginScreen } from './LoginScreen/LoginScreen';
export type { RegisterFormValues, RegisterScreenProps } from './RegisterScreen/RegisterScreen';
export { RegisterScreen } from './RegisterScreen/RegisterScreen';
export type { ServiceNoticeProps } from './ServiceNotice/ServiceNotice';
export { ServiceNotice } from './ServiceNotice/ServiceNotice';
export type { StartScreenProps } from './StartScreen/StartScreen';
export { StartScreen } from './StartScreen/StartScreen';
