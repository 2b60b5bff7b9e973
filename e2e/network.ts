import type { BrowserContext, Page, Request, Route } from 'playwright';

/** Every call of the `/api/vue` contract, as the browser sent it. */
export const API = '**/api/vue/**';

/** One request the page sent to the API. */
export interface SentCall {
  /** The operation path, e.g. `/trade/buy`. */
  path: string;
  /** The money call's `requestId` form field (null for reads). */
  requestId: string | null;
  sentAt: number;
  /** When it ended: an answer read to the end, or a failure (aborted by the client, reset, offline). */
  endedAt?: number;
  /** The browser's error text when it failed (`net::ERR_ABORTED` when the page gave up on it). */
  failure?: string;
  /** The HTTP status of its answer, when one came. */
  status?: number;
}

function pathOf(url: string): string | null {
  const { pathname } = new URL(url);
  return pathname.startsWith('/api/vue/') ? pathname.slice('/api/vue'.length) : null;
}

/**
 * The operations one request carries: its own path, or for a `/batch` request each call's (`path0`, `path1`,
 * ...), so a test counts a read whether it went alone or batched with others (when the browser shows the body).
 * Empty for a non-API request.
 */
export function operationPaths(request: Request): string[] {
  const path = pathOf(request.url());
  if (path !== '/batch') return path ? [path] : [];
  const body = request.postData();
  // A body the browser does not show (a stream, e.g. through the app's early-reads fetch): the batch itself.
  if (!body) return [path];
  const form = new URLSearchParams(body);
  const paths: string[] = [];
  for (let i = 0; form.has(`path${i}`); i++) paths.push(form.get(`path${i}`) ?? '');
  return paths;
}

/**
 * Records what the page sends to the API, from the browser's own request events: a call the SDK refused to
 * send never appears, and one the browser sent appears however it ended (even held at a route, or offline).
 * Each call a `/batch` request carries is recorded as a call of its own, sharing that request's fate.
 */
export class Wire {
  readonly sent: SentCall[] = [];
  readonly #byRequest = new Map<Request, SentCall[]>();

  constructor(page: Page) {
    page.on('request', (request) => {
      const paths = operationPaths(request);
      if (paths.length === 0) return;
      const requestId = new URLSearchParams(request.postData() ?? '').get('requestId');
      const calls = paths.map((path): SentCall => ({ path, requestId, sentAt: Date.now() }));
      this.sent.push(...calls);
      this.#byRequest.set(request, calls);
    });
    const end = (request: Request, failure?: string) => {
      for (const call of this.#byRequest.get(request) ?? []) {
        if (call.endedAt !== undefined) continue;
        call.endedAt = Date.now();
        if (failure !== undefined) call.failure = failure;
      }
    };
    page.on('response', (response) => {
      for (const call of this.#byRequest.get(response.request()) ?? []) call.status = response.status();
    });
    page.on('requestfinished', (request) => end(request));
    page.on('requestfailed', (request) => end(request, request.failure()?.errorText ?? 'failed'));
  }

  /** A position in the record, to look at what was sent after it. */
  mark(): number {
    return this.sent.length;
  }

  since(mark: number): SentCall[] {
    return this.sent.slice(mark);
  }

  to(path: string, mark = 0): SentCall[] {
    return this.since(mark).filter((call) => call.path === path);
  }
}

/** A server that never answers: every API request is held at the route until `release` (never, in a test). */
export async function holdEverything(context: BrowserContext | Page) {
  const held: Route[] = [];
  const handler = (route: Route) => {
    held.push(route);
  };
  await context.route(API, handler);
  return {
    held,
    async release() {
      await context.unroute(API, handler);
      await Promise.all(held.map((route) => route.abort().catch(() => undefined)));
    },
  };
}

/** What the lossy network does to one request. */
export type Fate =
  /** Passed to the server and answered. */
  | 'pass'
  /** The connection drops before the server sees it. */
  | 'drop'
  /** The server acts, and the connection drops before the answer arrives (the worst case for money). */
  | 'lost-answer'
  /** A proxy answers 503 without passing it on. */
  | '503'
  /** The server acts, and a proxy answers 502 instead of its answer. */
  | '502-after';

/**
 * FNV-1a over a string, mixed by murmur3's finaliser (FNV alone leaves keys that differ in their last
 * character, like `path:1` and `path:2`, next to each other), as a number in [0, 1): the same key always
 * gets the same fate.
 */
function unitHash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 2 ** 32;
}

/**
 * The seeded fate of the `n`th request to `path`: 20% dropped connections (15% before the server, 5% after
 * it acted) and 10% 5xx (5% a 503 before it, 5% a 502 after it acted).
 */
export function seededFate(seed: number, path: string, n: number): Fate {
  const x = unitHash(`${seed}:${path}:${n}`);
  if (x < 0.15) return 'drop';
  if (x < 0.2) return 'lost-answer';
  if (x < 0.25) return '503';
  if (x < 0.3) return '502-after';
  return 'pass';
}

/**
 * A lossy network between the page and the server. Each request's fate is `fate(path, n)` (n counts the
 * requests to that path from 0); what happened is in `log`, and `reached` counts per path and request id the
 * requests the server received.
 */
export async function lossyNetwork(context: BrowserContext | Page, fate: (path: string, n: number) => Fate) {
  const counts = new Map<string, number>();
  const log: { path: string; requestId: string | null; fate: Fate }[] = [];
  const reached = new Map<string, number>();
  const handler = async (route: Route) => {
    const request = route.request();
    const path = pathOf(request.url()) ?? '';
    const n = counts.get(path) ?? 0;
    counts.set(path, n + 1);
    const requestId = new URLSearchParams(request.postData() ?? '').get('requestId');
    const chosen = fate(path, n);
    log.push({ path, requestId, fate: chosen });
    if (chosen === 'drop') return route.abort('connectionreset');
    if (chosen === '503') return route.fulfill({ status: 503, body: '' });
    const key = `${path}#${requestId ?? ''}`;
    reached.set(key, (reached.get(key) ?? 0) + 1);
    // The page may have given up on it meanwhile (its deadline): then nothing is left to answer.
    const response = await route.fetch().catch(() => null);
    if (!response) return;
    if (chosen === 'lost-answer') return route.abort('connectionreset').catch(() => undefined);
    if (chosen === '502-after') return route.fulfill({ status: 502, body: '' }).catch(() => undefined);
    return route.fulfill({ response }).catch(() => undefined);
  };
  await context.route(API, handler);
  return {
    log,
    /** How many requests to `path` with `requestId` reached the server. */
    reachedServer: (path: string, requestId: string | null) => reached.get(`${path}#${requestId ?? ''}`) ?? 0,
    stop: () => context.unroute(API, handler),
  };
}
