import type { ThemeName } from '../brands';

/**
 * The class a built-in theme's vars hang on: a fixed name (not a hash), so `TsumikiProvider` can apply a theme
 * by name without importing it, and only the theme an app imports (`@tsumiki/ui/themes/<name>`) ships its CSS.
 */
export function themeClass(name: ThemeName): string {
  return `tsumiki-theme-${name}`;
}
