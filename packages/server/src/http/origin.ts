import type { IncomingHttpHeaders } from 'node:http';

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * Whether a POST comes from a page of another origin (CSRF, login CSRF included: a form on another site can post
 * to `/user/login` or `/user/register` without any session header). A browser names the page's origin in
 * `Origin` on every POST and, since 2020-2023 depending on the browser, says in `Sec-Fetch-Site` how it relates
 * to the target; neither can be set by a page's script. So:
 * - `Sec-Fetch-Site` present: only `same-origin` (and `none`, a user's own navigation) pass;
 * - else `Origin` present: it must name the host the request was sent to (`Host`, port included);
 * - either way an origin listed in `allowed` (exactly as browsers spell it) passes;
 * - neither header: not a browser's cross-site request (curl, a server, an app's native HTTP client), passes.
 */
export function isCrossOrigin(headers: IncomingHttpHeaders, allowed: readonly string[]): boolean {
  const origin = one(headers.origin);
  if (origin !== undefined && allowed.includes(origin)) return false;
  const site = one(headers['sec-fetch-site']);
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== one(headers.host);
  } catch {
    // `null` (sandboxed frames, file: pages) or garbage: no origin of ours.
    return true;
  }
}
