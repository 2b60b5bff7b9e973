import type { components } from '../generated/api';
import type { Connectivity } from '../transport/connectivity';
import type { SessionStore } from '../transport/session';
import { SseParser } from './sse';
import type { Visibility } from './visibility';

export type QuoteTick = components['schemas']['QuoteTick'];
type Hello = components['schemas']['QuoteStreamHello']['data'];
type End = components['schemas']['QuoteStreamEnd']['data'];

/**
 * Where the app's quote stream stands.
 * - `idle`: nothing on screen wants live prices.
 * - `connecting`: opening the stream.
 * - `live`: prices arrive as they change.
 * - `reconnecting`: the connection dropped or cannot be made; trying again with growing waits (quotes poll
 *   meanwhile).
 * - `paused`: the page is hidden; the stream is closed until it shows again.
 * - `offline`: the device is offline.
 * - `polling`: no stream by design (the server has none or refused it, the session opened too many, nobody
 *   is signed in, or it is disabled): quotes poll as before; the stream is tried again later.
 */
export type StreamState = 'idle' | 'connecting' | 'live' | 'reconnecting' | 'paused' | 'offline' | 'polling';

/** Waits; injectable so tests run without real time. */
export interface StreamTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface QuoteStreamOptions {
  /** Where `/api/vue` lives. */
  baseUrl: string;
  /** The stream operation's path. @default '/market/stream' */
  path?: string;
  fetch: (request: Request) => Promise<Response>;
  session: SessionStore;
  visibility: Visibility;
  connectivity: Connectivity;
  /** Receives each tick's changed quotes (already held back while frozen). */
  onTicks(ticks: readonly QuoteTick[]): void;
  /** The session of `token` was rejected (HTTP 401, or `end` with reason `session`): the 401 handling. */
  onSessionRejected(token: string, msg: string): void;
  /** @default setTimeout/clearTimeout */
  timers?: StreamTimers;
  /** In [0, 1), for backoff jitter. @default Math.random */
  random?: () => number;
  /** First reconnection wait, doubled per failure. @default 1000 */
  backoffMs?: number;
  /** Longest reconnection wait. @default 30000 */
  maxBackoffMs?: number;
  /** How long a stream the server does not offer is left alone before trying again. @default 60000 */
  unavailableRetryMs?: number;
  /** Changes to what is watched within this window open one new stream. @default 50 */
  debounceMs?: number;
  /** Never connect: a backend without the stream. Watched symbols then poll (`polling`). @default false */
  disabled?: boolean;
  /**
   * Runs `run` once the page has painted its next frame. A change of what is watched opens its stream only then,
   * so the connection does not compete with what the screen that asked for it is still waiting for (on a phone's
   * HTTP/1.1 connections, its files and its first reads); the screen shows the prices its reads answered until
   * the stream's first tick. @default the task after the next animation frame where there is one (at most 1 s
   * later: a hidden page paints none), else at once
   */
  afterPaint?: (run: () => void) => void;
}

/** At most this many symbols stream (the contract's limit); the rest of the screen polls. */
export const MAX_STREAM_SYMBOLS = 200;

/** The app's one quote stream: what is on screen is watched (reference-counted), the stream follows it. */
export interface QuoteStream {
  getState(): StreamState;
  /** Calls `listener` on every state change (fits `useSyncExternalStore`). */
  subscribe(listener: () => void): () => void;
  /** Watches symbols (`market:code`) while something shows them; returns the function that stops watching. */
  watch(symbols: readonly string[]): () => void;
  /** The symbols watched now, sorted. */
  watched(): string[];
  /** Holds ticks back (the latest per symbol) while frozen; releases them when thawed. */
  setFrozen(frozen: boolean): void;
  isFrozen(): boolean;
  /** Closes the connection and forgets the resume point (sign-out). Watches stay. */
  reset(): void;
}

const defaultTimers: StreamTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** `afterPaint`'s default: an animation frame's callback runs just before the frame paints, a task it queues after. */
function nextPaint(timers: StreamTimers): (run: () => void) => void {
  if (typeof globalThis.requestAnimationFrame !== 'function') return (run) => run();
  return (run) => {
    let ran = false;
    const once = () => {
      if (ran) return;
      ran = true;
      run();
    };
    globalThis.requestAnimationFrame(() => timers.setTimeout(once, 0));
    timers.setTimeout(once, 1_000);
  };
}

interface Connection {
  readonly key: string;
  readonly symbols: readonly string[];
  readonly token: string;
  readonly controller: AbortController;
  /** A reader gave the stream up on purpose: its end is not a failure. */
  closed: boolean;
}

/** Thrown inside a read: the server ended the stream for this reason. */
class StreamEnded {
  constructor(readonly end: End) {}
}

/**
 * Creates the quote stream. It reads `POST {baseUrl}/market/stream` with `fetch`, the session's `token` and
 * `account` headers and the watched symbols, parses the Server-Sent Events, reconnects with exponential backoff
 * and jitter sending `Last-Event-ID`, and closes while the page is hidden or the device offline. In every state
 * but `live` the store's quote calls poll as they always did (see `pollingInterval`).
 */
export function createQuoteStream(options: QuoteStreamOptions): QuoteStream {
  const url = `${options.baseUrl.replace(/\/+$/, '')}${options.path ?? '/market/stream'}`;
  const timers = options.timers ?? defaultTimers;
  const random = options.random ?? Math.random;
  const backoffMs = options.backoffMs ?? 1_000;
  const maxBackoffMs = options.maxBackoffMs ?? 30_000;
  const unavailableRetryMs = options.unavailableRetryMs ?? 60_000;
  const debounceMs = options.debounceMs ?? 50;
  const afterPaint = options.afterPaint ?? nextPaint(timers);
  const { session, visibility, connectivity } = options;

  const counts = new Map<string, number>();
  const listeners = new Set<() => void>();
  let state: StreamState = 'idle';
  let connection: Connection | undefined;
  let failures = 0;
  let retryMs: number | undefined;
  /** The last event id and the symbols it covers: a reconnect with no new symbol resumes from it. */
  let resume: { id: string; symbols: ReadonlySet<string> } | undefined;
  let waiting: unknown;
  let reconcileTimer: unknown;
  let frozen = false;
  const held = new Map<string, QuoteTick>();
  let unsubscribeEnvironment: (() => void) | undefined;

  const setState = (next: StreamState) => {
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const watched = (): string[] => [...counts.keys()].sort().slice(0, MAX_STREAM_SYMBOLS);

  function clearWait() {
    if (waiting !== undefined) timers.clearTimeout(waiting);
    waiting = undefined;
  }

  function disconnect() {
    if (!connection) return;
    connection.closed = true;
    connection.controller.abort();
    connection = undefined;
  }

  function environment() {
    if (unsubscribeEnvironment) return;
    const offVisible = visibility.subscribe(() => reconcile());
    const offOnline = connectivity.subscribe(() => reconcile());
    unsubscribeEnvironment = () => {
      offVisible();
      offOnline();
    };
  }

  /** Brings the connection in line with what is watched, the page, the device and the session. */
  function reconcile() {
    const symbols = watched();
    if (symbols.length === 0) {
      disconnect();
      clearWait();
      unsubscribeEnvironment?.();
      unsubscribeEnvironment = undefined;
      setState('idle');
      return;
    }
    if (options.disabled) {
      setState('polling');
      return;
    }
    environment();
    if (!visibility.isVisible()) {
      disconnect();
      clearWait();
      setState('paused');
      return;
    }
    if (!connectivity.isOnline()) {
      disconnect();
      clearWait();
      setState('offline');
      return;
    }
    const current = session.get();
    if (!current) {
      disconnect();
      clearWait();
      setState('polling');
      return;
    }
    // A wait for the next try is under way: it will open with the latest symbols.
    if (waiting !== undefined) return;
    const key = symbols.join(',');
    if (connection && connection.key === key && connection.token === current.token) return;
    open(symbols, key, current);
  }

  function scheduleReconcile() {
    if (reconcileTimer !== undefined) return;
    reconcileTimer = timers.setTimeout(
      () =>
        afterPaint(() => {
          reconcileTimer = undefined;
          reconcile();
        }),
      debounceMs,
    );
  }

  /** Tries again after `ms`, or at once when the page shows again after a pause. */
  function retryAfter(ms: number) {
    clearWait();
    waiting = timers.setTimeout(() => {
      waiting = undefined;
      reconcile();
    }, ms);
  }

  function backoff(): number {
    const base =
      failures <= 1 && retryMs !== undefined
        ? retryMs
        : Math.min(maxBackoffMs, backoffMs * 2 ** (failures - 1));
    return Math.round(base * (0.5 + random() / 2));
  }

  function failed() {
    failures++;
    setState('reconnecting');
    retryAfter(backoff());
  }

  function unavailable() {
    failures = 0;
    setState('polling');
    retryAfter(unavailableRetryMs);
  }

  function deliver(ticks: readonly QuoteTick[]) {
    if (ticks.length === 0) return;
    if (!frozen) {
      options.onTicks(ticks);
      return;
    }
    for (const t of ticks) held.set(t.symbol, t);
  }

  function open(symbols: readonly string[], key: string, current: { token: string; account: string }) {
    const wasLive = state === 'live';
    disconnect();
    const conn: Connection = {
      key,
      symbols,
      token: current.token,
      controller: new AbortController(),
      closed: false,
    };
    connection = conn;
    if (!wasLive) setState(failures > 0 ? state : 'connecting');
    const headers: Record<string, string> = {
      token: current.token,
      account: current.account,
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'text/event-stream',
    };
    // Resuming is right only when every symbol asked for was covered by the last id.
    if (resume && symbols.every((s) => resume?.symbols.has(s))) headers['Last-Event-ID'] = resume.id;
    const request = new Request(url, {
      method: 'POST',
      headers,
      body: new URLSearchParams({ symbols: symbols.join(',') }).toString(),
      signal: conn.controller.signal,
    });
    void read(conn, request);
  }

  async function read(conn: Connection, request: Request) {
    let response: Response;
    try {
      response = await options.fetch(request);
    } catch {
      if (!conn.closed) {
        connection = undefined;
        failed();
      }
      return;
    }
    if (conn.closed) {
      void response.body?.cancel().catch(() => {});
      return;
    }
    const type = response.headers.get('content-type') ?? '';
    if (response.status === 401) {
      connection = undefined;
      resume = undefined;
      setState('polling');
      options.onSessionRejected(conn.token, await messageOf(response, 'session.expired'));
      return;
    }
    if (!response.ok || !type.startsWith('text/event-stream') || !response.body) {
      connection = undefined;
      // A server without the stream, a refusal (the JSON envelope), or a fetch that cannot stream.
      if (response.status >= 500) failed();
      else unavailable();
      void response.body?.cancel().catch(() => {});
      return;
    }
    const parser = new SseParser();
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    let ended: End | undefined;
    // A stream silent for longer than its heartbeats allow is stalled (a proxy holding it, a dead route).
    let stallMs = 45_000;
    let stall: unknown;
    const watchdog = () => {
      if (stall !== undefined) timers.clearTimeout(stall);
      stall = timers.setTimeout(() => {
        conn.controller.abort();
        reader.cancel().catch(() => {});
      }, stallMs);
    };
    watchdog();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        watchdog();
        for (const message of parser.push(decoder.decode(value, { stream: true }))) {
          if (message.event === 'hello') stallMs = 3 * (JSON.parse(message.data) as Hello).heartbeat;
          handle(conn, parser, message.event, message.data);
        }
      }
    } catch (error) {
      if (error instanceof StreamEnded) ended = error.end;
    } finally {
      timers.clearTimeout(stall);
      reader.cancel().catch(() => {});
    }
    if (conn.closed) {
      if (connection === undefined && waiting === undefined) scheduleReconcile();
      return;
    }
    connection = undefined;
    conn.closed = true;
    if (!ended) {
      failed();
      return;
    }
    if (ended.reason === 'session') {
      resume = undefined;
      setState('polling');
      options.onSessionRejected(conn.token, ended.msg ?? 'session.expired');
    } else if (ended.reason === 'replaced') unavailable();
    else if (ended.reason === 'restart') {
      setState('reconnecting');
      retryAfter(Math.round(500 * random()));
    } else failed();
  }

  function handle(conn: Connection, parser: SseParser, event: string, data: string) {
    if (conn.closed) return;
    // The session changed under the stream (signed out or in again): this stream is not the customer's now.
    if (session.get()?.token !== conn.token) {
      conn.closed = true;
      if (connection === conn) connection = undefined;
      resume = undefined;
      throw new Error('session changed');
    }
    const body = JSON.parse(data) as unknown;
    if (event === 'hello') {
      failures = 0;
      retryMs = parser.retry;
      setState('live');
    } else if (event === 'quotes') {
      deliver((body as { quotes: QuoteTick[] }).quotes);
    } else if (event === 'end') {
      throw new StreamEnded(body as End);
    }
    if (parser.lastEventId) resume = { id: parser.lastEventId, symbols: new Set(conn.symbols) };
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    watch(symbols) {
      const mine = [...new Set(symbols)];
      for (const s of mine) counts.set(s, (counts.get(s) ?? 0) + 1);
      scheduleReconcile();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        for (const s of mine) {
          const n = (counts.get(s) ?? 0) - 1;
          if (n > 0) counts.set(s, n);
          else counts.delete(s);
        }
        scheduleReconcile();
      };
    },
    watched,
    setFrozen(next) {
      if (next === frozen) return;
      frozen = next;
      if (!frozen && held.size > 0) {
        const ticks = [...held.values()];
        held.clear();
        options.onTicks(ticks);
      }
      for (const listener of [...listeners]) listener();
    },
    isFrozen: () => frozen,
    reset() {
      disconnect();
      clearWait();
      resume = undefined;
      failures = 0;
      held.clear();
      if (watched().length > 0) scheduleReconcile();
    },
  };
}

/** The envelope's msg of a refusal, or `fallback`. */
async function messageOf(response: Response, fallback: string): Promise<string> {
  try {
    const body = (await response.json()) as { msg?: unknown };
    return typeof body.msg === 'string' && body.msg !== '' ? body.msg : fallback;
  } catch {
    return fallback;
  }
}
