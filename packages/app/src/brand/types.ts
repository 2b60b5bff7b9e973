import type { Language, MarketCode } from '@tsumiki/sdk';

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
  /** A built-in theme of `@tsumiki/ui` (`light`, `dark`, `murasaki`). */
  theme: 'light' | 'dark' | 'murasaki';
  /** Tokens as JSON fetched at start and applied as inline vars, no rebuild (optional). */
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
