export type { ButtonProps } from './components/Button/Button';
export { Button } from './components/Button/Button';
export { makeVanillaTheme } from './theme/makeVanillaTheme';
export { tsumikiLight } from './theme/tokens';
export type { TsumikiTokens } from './theme/tokenType';
export { lightTheme, vars } from './theme/vars.css';
