import { murasakiLight } from './murasaki/tokens';
import { tsumikiDark, tsumikiLight } from './tsumiki/tokens';

/** Every built-in theme's tokens, keyed by the name the Storybook toolbar and apps use. */
export const brandTokens = {
  light: tsumikiLight,
  dark: tsumikiDark,
  murasaki: murasakiLight,
} as const;

export const themeNames = ['light', 'dark', 'murasaki'] as const;
export type ThemeName = (typeof themeNames)[number];
