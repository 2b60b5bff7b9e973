import type { Language, MarketCode } from '@tsumiki/sdk';
import type { ThemeName, TsumikiTokens } from '@tsumiki/ui/theme';

/** Product areas a broker can switch off; their routes and menu entries disappear. */
export const FEATURES = [
  'ipo',
  'block',
  'follow',
  'dayTrade',
  'loans',
  'exchange',
  'messages',
  'news',
] as const;
export type Feature = (typeof FEATURES)[number];

/** Everything a broker changes to reskin the reference app: one object, one file. */
export interface Brand {
  /** Short id, also the `VITE_BRAND` value that selects it at build time. */
  id: string;
  /** The broker's name, shown on the start screen and in About us. */
  name: string;
  /** `document.title` (the spec sets a fixed title). */
  documentTitle: string;
  /** Logo URL (absolute, or relative to the app); the server's `logo` config item wins when present. */
  logo: string;
  /** A built-in theme of `@tsumiki/ui` (`light`, `dark`, `murasaki`); the fallback under `tokens`. */
  theme: ThemeName;
  /**
   * A built-in theme for phones set to dark mode (`prefers-color-scheme: dark`), followed live as the phone
   * switches. Ignored under `tokens` or runtime JSON (they set every colour). Default none: `theme` always.
   */
  darkTheme?: ThemeName;
  /**
   * The brand's own colours, type and spacing, built into the app (a complete token object, usually a built-in
   * theme's tokens with changes); applied over `theme` as inline CSS variables, no change to the kit.
   * Default none: `theme` as it is.
   */
  tokens?: TsumikiTokens;
  /**
   * URL of tokens as JSON, fetched before the first render and applied over `theme` and `tokens`, so a brand
   * can change without a rebuild. JSON that fails to load or to validate is logged and ignored. Default none.
   */
  runtimeTokensUrl?: string;
  /** Languages offered on /mine/language, default first. */
  languages: readonly Language[];
  defaultLanguage: Language;
  /** Markets offered, default first. */
  markets: readonly MarketCode[];
  features: Readonly<Record<Feature, boolean>>;
  /** Customer-service link when the server's `kefu` config item is missing. Default none. */
  customerServiceFallback?: string;
  /** Where the API lives. Default: this origin's /api/vue. */
  apiBaseUrl?: string;
}
