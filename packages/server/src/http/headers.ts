import { createHash } from 'node:crypto';

/**
 * The security headers of every answer. The app's policy is the one deploy/nginx.conf sends for the built app
 * (e2e/security.test.ts checks that both carry the same text): scripts only from this origin, and inline only
 * those whose hash it names (the built index.html's boot script: `inlineScriptHashes`), styles from this origin
 * plus inline <style> (index.html's first-screen rules; Radix's scroll lock injects one when a sheet opens), images from this origin, data: and
 * blob: (uploads are fetched with the session headers and shown as blob: URLs), API calls to this origin, no
 * plugins, no <base> elsewhere, no framing.
 */
export function appCsp(scriptHashes: readonly string[] = []): string {
  return (
    `default-src 'self'; script-src ${["'self'", ...scriptHashes].join(' ')}; style-src 'self' 'unsafe-inline'; ` +
    "img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; " +
    "form-action 'self'; frame-ancestors 'none'"
  );
}

/**
 * The policy sources (`'sha256-…'`) of the inline scripts of `html`: each `<script>` without `src` that a browser
 * runs. A data block (`type="application/json"`) is not run, so not named.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim().toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/** API answers are JSON or an owner's upload: nothing in them may load or run anything, or be framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Headers on every answer, API or app. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/**
 * Headers on the app's pages and assets (what nginx adds in `location /`), with the policy naming the build's
 * inline scripts. `serveAppFiles` sends them: only a server that serves the built app has pages.
 */
export function appHeaders(scriptHashes: readonly string[] = []): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': appCsp(scriptHashes),
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

/** A built asset's name with its content hash, as Vite writes it (`assets/index-C9FQ-t0y.js`). */
const HASHED_ASSET = /^\/assets\/.+-[\w-]{8}\./;

/** The brand's files (`/brand/tsumiki.svg`): fixed names a broker may replace without a build. */
const BRAND_FILE = /^\/brand\//;

/**
 * The app's files' Cache-Control, as deploy/nginx.conf's `$tsumiki_cache` map gives it: a hashed asset never
 * changes, so a returning customer's phone keeps it for a year without asking again (without this, each start
 * revalidated every file, a round trip each). The brand's files are kept an hour: under `no-cache` a cold start
 * downloaded the logo three times (the icon, the first screen's image, the app's header), the last one a round
 * trip after the app's script on the way to the first screen with data; a logo the broker replaces reaches every
 * phone within the hour. index.html, which names the current assets, is asked again on every load.
 */
export function appCacheControl(urlPath: string): string {
  if (HASHED_ASSET.test(urlPath)) return 'public, max-age=31536000, immutable';
  return BRAND_FILE.test(urlPath) ? 'public, max-age=3600' : 'no-cache';
}

/** Headers on /api/ answers. */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': API_CSP,
};
