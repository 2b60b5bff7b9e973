import type { Browser } from 'playwright';

export interface SizeRoute {
  name: string;
  url: string;
  signedIn?: boolean;
  ready: string;
}

export interface MeasuredFile {
  file: string;
  type: 'script' | 'stylesheet';
  gzip: number;
  encoding: string;
  received: number;
}

export interface MeasuredRoute {
  files: MeasuredFile[];
  /** Gzip bytes of the script and style index.html carries inline (in `gzip`, `js`, `css`; not in `files`). */
  inline: { js: number; css: number };
  gzip: number;
  js: number;
  css: number;
  received: number;
}

export const ROUTES: readonly SizeRoute[];
export function routeBudgets(): Record<string, { budget: number; files: number; target: number } | undefined>;
export function signUp(baseUrl: string, account?: string): Promise<{ token: string; account: string }>;
export function gzipBytes(url: string): Promise<{ bytes: number; encoding: string }>;
export function measureRoute(
  browser: Browser,
  baseUrl: string,
  route: SizeRoute,
  session?: { token: string; account: string },
): Promise<MeasuredRoute>;
