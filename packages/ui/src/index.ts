export type { ButtonProps } from './components/Button/Button';
export { Button } from './components/Button/Button';
export type { ButtonSize, ButtonVariant } from './components/Button/buttonVariants';
export { buttonSizes, buttonVariants } from './components/Button/buttonVariants';
export type {
  LinkComponent,
  LinkComponentProps,
  TsumikiProviderProps,
} from './components/TsumikiProvider/TsumikiProvider';
export { Link, TsumikiProvider, useLinkComponent } from './components/TsumikiProvider/TsumikiProvider';
export { lightTheme } from './theme/vars.css';
