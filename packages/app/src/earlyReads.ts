/**
 * Early reads (issue 17): on a cold start of a signed-in route, the app's first reads used to leave only once the
 * entry, the route's chunks and its texts had downloaded and run — on a phone's slow network, a second or more
 * after the page opened. The app now remembers, per route, the reads it made as it started (operation and form,
 * never the session), and the boot script in index.html (vite/firstScreen.ts) sends the same reads with the
 * stored session before any other script has loaded. When the transport then makes a read that one of those
 * requests already carries — same URL, same form, same session, same language, sent moments ago — it takes that
 * answer instead of asking again; anything else goes to the network as before. A remembered list that no longer
 * fits costs a few unused reads once, and is learned again.
 *
 * Only reads are remembered: operations the store caches as queries, or the batches that carry only reads, so
 * nothing that moves money or changes a session can ever be sent by the boot script.
 */

/** The localStorage key of the remembered reads: `{ [route]: { url, body }[] }`, the newest route last. */
export const EARLY_READS_KEY = 'tsumiki.earlyReads';

/** One read as the boot script sent it (`window.__tsumikiEarly`). */
export interface EarlyRead {
  url: string;
  body: string;
  token: string;
  account: string;
  language: string;
  /** `Date.now()` when it was sent. */
  at: number;
  response: Promise<Response>;
}

/** A remembered read: what the boot script sends again. */
export interface RememberedRead {
  url: string;
  body: string;
}

declare global {
  interface Window {
    __tsumikiEarly?: EarlyRead[];
  }
}

export interface EarlyFetchOptions {
  /** The network, for every call not answered early. */
  fetch: (request: Request) => Promise<Response>;
  /**
   * Whether a POST to this URL is a read the boot script may send (an operation the store caches as a query).
   * Asked when the start's reads are remembered, once the store (which knows) has usually loaded; a URL it
   * cannot vouch for is not remembered.
   */
  isRead: (url: string) => boolean;
  /** The reads the boot script sent, taken once each. */
  early: EarlyRead[];
  /** The route the app opened on (`/home/home?type=jpy`): where this start's reads are remembered. */
  route: string;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  /** How long after the start a read counts as one of the start's. @default 2500 */
  learnMs?: number;
  /** How old an early answer may be when it is taken. @default 10000 */
  maxAgeMs?: number;
  /** How many routes are remembered (the most recent). @default 12 */
  maxRoutes?: number;
  /** Waits; injectable for tests. @default setTimeout */
  after?: (ms: number, run: () => void) => void;
}

const MAX_READS = 24;
// A screen's reads in one `/batch` (up to 20 forms) run past a lone read's body.
const MAX_BODY = 4096;

function headerOf(request: Request, name: string): string {
  return request.headers.get(name) ?? '';
}

/** The remembered reads of every route, or none when the stored value is not ours. */
export function rememberedReads(storage: EarlyFetchOptions['storage']): Record<string, RememberedRead[]> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(EARLY_READS_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, RememberedRead[]>)
      : {};
  } catch {
    return {};
  }
}

/**
 * The app's `fetch` for the SDK's transport: answers a read from the boot script's early request when one matches,
 * and remembers the reads of this start for the next.
 */
export function earlyFetch(options: EarlyFetchOptions): (request: Request) => Promise<Response> {
  const { early, storage, now } = options;
  const maxAgeMs = options.maxAgeMs ?? 10_000;
  const learned: RememberedRead[] = [];
  let learning = true;
  (options.after ?? ((ms, run) => setTimeout(run, ms)))(options.learnMs ?? 2500, () => {
    learning = false;
    const reads = learned.filter((read) => options.isRead(read.url));
    if (!storage || reads.length === 0) return;
    const all = rememberedReads(storage);
    delete all[options.route];
    all[options.route] = reads;
    const routes = Object.keys(all);
    for (const route of routes.slice(0, Math.max(0, routes.length - (options.maxRoutes ?? 12))))
      delete all[route];
    try {
      storage.setItem(EARLY_READS_KEY, JSON.stringify(all));
    } catch {
      // A full storage only loses the head start.
    }
  });

  return async (request) => {
    // An answer sent early and never taken is no use once too old: dropped, so the way below opens again.
    for (let i = early.length - 1; i >= 0; i -= 1)
      if (now() - (early[i] as EarlyRead).at > maxAgeMs) early.splice(i, 1);
    // Past the start with nothing (left) sent early, most calls: as it is, no body read.
    if ((!learning && early.length === 0) || request.method !== 'POST' || isMultipart(request))
      return options.fetch(request);
    // The form is read once here and handed on in a new request (cheaper than a clone's two streams).
    const body = await request.text();
    const network = () => options.fetch(new Request(request, { body }));
    const token = headerOf(request, 'token');
    if (learning && token !== '' && body.length <= MAX_BODY && learned.length < MAX_READS)
      learned.push({ url: request.url, body });
    const at = early.findIndex(
      (e) =>
        e.url === request.url &&
        e.body === body &&
        e.token === token &&
        e.account === headerOf(request, 'account') &&
        e.language === headerOf(request, 'accept-language'),
    );
    if (at < 0) return network();
    const [taken] = early.splice(at, 1);
    try {
      return await abortable((taken as EarlyRead).response, request.signal);
    } catch (error) {
      if (request.signal.aborted) throw error;
      // The early request failed in transport: this call goes to the network as it would have.
      return network();
    }
  };
}

function isMultipart(request: Request): boolean {
  return request.headers.get('content-type')?.startsWith('multipart/') ?? false;
}

/** `promise`, or the signal's reason once it aborts first. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
