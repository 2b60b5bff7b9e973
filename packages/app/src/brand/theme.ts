import type { ThemeName } from '@tsumiki/ui/theme';

// One chunk per built-in theme (its class and CSS): the app downloads the brand's theme alone.
const themes: Record<ThemeName, () => Promise<unknown>> = {
  light: () => import('@tsumiki/ui/themes/light'),
  dark: () => import('@tsumiki/ui/themes/dark'),
  murasaki: () => import('@tsumiki/ui/themes/murasaki'),
};

/** Loads the CSS of a built-in theme; awaited before the first render, so the app never paints unthemed. */
export function loadTheme(theme: ThemeName): Promise<unknown> {
  return themes[theme]();
}
