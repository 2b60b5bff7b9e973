import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_HEADERS, COMMON_HEADERS } from '../http/headers';
import type { Clock, MarketData } from '../market';
import { quotesEvent, sseEvent } from './sse';
import type { StreamSymbol, Tick } from './ticks';
import { tickOf } from './ticks';

/** How a hub paces its streams; every value in milliseconds. */
export interface QuoteStreamOptions {
  /** Between ticks. @default 1000 */
  intervalMs: number;
  /** Longest silence before a heartbeat. @default 15000 */
  heartbeatMs: number;
  /** How long a client may stay backed up (skipping ticks) before it is dropped. @default 15000 */
  maxLagMs: number;
  /** Between checks that the open streams' sessions still live. @default 30000 */
  sessionCheckMs: number;
  /** The SSE `retry` the client waits before reconnecting after a drop. @default 2000 */
  retryMs: number;
  /** Open streams per session; one more ends the oldest. @default 4 */
  maxStreamsPerSession: number;
}

export const DEFAULT_STREAM_OPTIONS: QuoteStreamOptions = {
  intervalMs: 1_000,
  heartbeatMs: 15_000,
  maxLagMs: 15_000,
  sessionCheckMs: 30_000,
  retryMs: 2_000,
  maxStreamsPerSession: 4,
};

/** Ids older than this resume as a fresh stream. */
const RESUME_WINDOW_MS = 86_400_000;

/** What the `streamQuotes` handler decided: who opens a stream, and of which symbols. */
export class StreamRequest {
  constructor(
    readonly tokenHash: string,
    readonly known: readonly StreamSymbol[],
    readonly unknown: readonly string[],
  ) {}
}

export type StreamEndReason = 'session' | 'slow' | 'replaced' | 'restart';

interface Group {
  readonly key: string;
  readonly symbols: readonly string[];
  readonly members: Set<Client>;
}

interface Client {
  readonly tokenHash: string;
  readonly res: ServerResponse;
  readonly group: Group;
  /** The latest tick this client has (or is being sent) everything of. */
  upTo: number;
  lastWrite: number;
  /** Symbols that changed while the connection was backed up; null while it keeps up. */
  pending: Set<string> | null;
  lagSince: number;
  ended: boolean;
}

interface SymbolEntry {
  readonly symbol: StreamSymbol;
  refs: number;
  last: Tick | undefined;
}

export interface QuoteHubDeps {
  market: MarketData;
  /** The market's clock: which instant a tick shows (and when sessions expire). */
  clock: Clock;
  /**
   * Milliseconds of real time, for pacing: heartbeats, how long a client has lagged. Not the market clock, which
   * a deployment may offset or a test pin. @default Date.now
   */
  wallClock?: () => number;
  /** Which of these session token hashes still name a live session at `now`. */
  liveSessions(tokenHashes: string[], now: Date): Promise<Set<string>>;
  /** Run ticks and session checks on timers; tests turn them off and call `tick` and `checkSessions`. */
  timers?: boolean;
  onError?(error: unknown, what: string): void;
}

export interface QuoteHubStats {
  clients: number;
  groups: number;
  symbols: number;
  lagging: number;
  dropped: number;
  /** Bytes written to the streams' sockets that the kernel has not taken yet, all streams together. */
  buffered: number;
}

/**
 * The stream fan-out of one server instance. Each subscribed symbol's quote is computed once per tick; clients
 * with the same symbol list share a group, whose tick is serialised once and written to every member. A client
 * whose socket is backed up is not written to: it collects which symbols changed and gets their latest quotes
 * when it drains, and is dropped after `maxLagMs`. So the hub never holds more than one pending chunk and one
 * symbol set per client, however slow the client.
 */
export class QuoteHub {
  readonly options: QuoteStreamOptions;
  readonly #deps: QuoteHubDeps;
  readonly #groups = new Map<string, Group>();
  readonly #symbols = new Map<string, SymbolEntry>();
  readonly #clients = new Set<Client>();
  readonly #bySession = new Map<string, Set<Client>>();
  #lastTick = 0;
  #dropped = 0;
  #tickTimer: NodeJS.Timeout | undefined;
  #sessionTimer: NodeJS.Timeout | undefined;
  #checkSoon: NodeJS.Timeout | undefined;

  readonly #wall: () => number;

  constructor(deps: QuoteHubDeps, options: Partial<QuoteStreamOptions> = {}) {
    this.#deps = deps;
    this.#wall = deps.wallClock ?? Date.now;
    this.options = { ...DEFAULT_STREAM_OPTIONS, ...options };
  }

  stats(): QuoteHubStats {
    let lagging = 0;
    let buffered = 0;
    for (const c of this.#clients) {
      if (c.pending) lagging++;
      buffered += c.res.writableLength;
    }
    return {
      clients: this.#clients.size,
      groups: this.#groups.size,
      symbols: this.#symbols.size,
      lagging,
      dropped: this.#dropped,
      buffered,
    };
  }

  #tickOf(nowMs: number): number {
    const { intervalMs } = this.options;
    return nowMs - (((nowMs % intervalMs) + intervalMs) % intervalMs);
  }

  /** Starts a stream on `res` (already hijacked from the framework): headers, `hello`, the first quotes. */
  open(
    request: StreamRequest,
    lastEventId: string | undefined,
    req: IncomingMessage,
    res: ServerResponse,
  ): void {
    const nowMs = this.#deps.clock.now().getTime();
    const tickMs = this.#tickOf(nowMs);
    const mine = this.#bySession.get(request.tokenHash);
    while (mine && mine.size >= this.options.maxStreamsPerSession) {
      const oldest = mine.values().next().value;
      if (!oldest) break;
      this.#end(oldest, 'replaced');
    }
    res.writeHead(200, {
      ...COMMON_HEADERS,
      ...API_HEADERS,
      'Content-Type': 'text/event-stream; charset=utf-8',
      // nginx: pass each event on at once (deploy/nginx.conf also turns buffering off for this path).
      'X-Accel-Buffering': 'no',
    });
    // A stream is quiet between heartbeats; no idle timeout of the server may cut it.
    req.socket.setTimeout(0);
    req.socket.setNoDelay(true);

    const resumeMs = /^[0-9]{1,15}$/.test(lastEventId ?? '') ? Number(lastEventId) : Number.NaN;
    const resumed = resumeMs <= nowMs && resumeMs >= nowMs - RESUME_WINDOW_MS;
    const at = new Date(tickMs);
    const then = new Date(resumeMs);
    const parts: string[] = [];
    const ticks = new Map<string, Tick>();
    for (const s of request.known) {
      // A symbol already streamed has this tick computed (thousands of customers opening the same screen).
      const last = this.#symbols.get(s.symbol)?.last;
      const now = last?.at === tickMs ? last : tickOf(this.#deps.market, s, at);
      ticks.set(s.symbol, now);
      if (!resumed || tickOf(this.#deps.market, s, then).signature !== now.signature) parts.push(now.json);
    }

    const group = this.#join(request.known, ticks);
    const client: Client = {
      tokenHash: request.tokenHash,
      res,
      group,
      upTo: tickMs,
      lastWrite: this.#wall(),
      pending: null,
      lagSince: 0,
      ended: false,
    };
    group.members.add(client);
    this.#clients.add(client);
    let session = this.#bySession.get(request.tokenHash);
    if (!session) {
      session = new Set();
      this.#bySession.set(request.tokenHash, session);
    }
    session.add(client);
    res.on('close', () => this.#remove(client));

    const { intervalMs, heartbeatMs, retryMs } = this.options;
    const hello = {
      interval: intervalMs,
      heartbeat: heartbeatMs,
      symbols: request.known.map((s) => s.symbol),
      unknown: request.unknown,
      resumed,
    };
    this.#write(
      client,
      sseEvent('hello', hello, { retry: retryMs }) + quotesEvent(tickMs, parts),
      this.#wall(),
    );
    this.#startTimers();
  }

  /**
   * The group of this symbol list, made if new. A symbol new to the hub starts from the tick its first stream
   * was opened with; one already streamed keeps the hub's last tick, so the tick loop still sends its change to
   * the streams that have not had it.
   */
  #join(symbols: readonly StreamSymbol[], ticks: ReadonlyMap<string, Tick>): Group {
    const list = symbols.map((s) => s.symbol).sort();
    const key = list.join(',');
    let group = this.#groups.get(key);
    if (group) return group;
    group = { key, symbols: list, members: new Set() };
    this.#groups.set(key, group);
    for (const s of symbols) {
      const entry = this.#symbols.get(s.symbol);
      if (entry) entry.refs++;
      else this.#symbols.set(s.symbol, { symbol: s, refs: 1, last: ticks.get(s.symbol) });
    }
    return group;
  }

  #remove(client: Client): void {
    if (!this.#clients.delete(client)) return;
    client.ended = true;
    const { group } = client;
    group.members.delete(client);
    if (group.members.size === 0) {
      this.#groups.delete(group.key);
      for (const symbol of group.symbols) {
        const entry = this.#symbols.get(symbol);
        if (entry && --entry.refs === 0) this.#symbols.delete(symbol);
      }
    }
    const session = this.#bySession.get(client.tokenHash);
    session?.delete(client);
    if (session?.size === 0) this.#bySession.delete(client.tokenHash);
    if (this.#clients.size === 0) this.#stopTimers();
  }

  /** Writes to a client that keeps up; a write the socket cannot take now puts it in the backed-up state. */
  /** `wallMs`: real time now (`#wall`). */
  #write(client: Client, chunk: string | Buffer, wallMs: number): void {
    client.lastWrite = wallMs;
    if (client.res.write(chunk)) return;
    client.pending = new Set();
    client.lagSince = wallMs;
    client.res.once('drain', () => this.#drained(client));
  }

  /** A backed-up client drained: send the latest quotes of what changed meanwhile, once. */
  #drained(client: Client): void {
    if (client.ended || !client.pending) return;
    const parts: string[] = [];
    for (const symbol of client.pending) {
      const json = this.#symbols.get(symbol)?.last?.json;
      if (json) parts.push(json);
    }
    client.pending = null;
    client.lagSince = 0;
    client.upTo = this.#lastTick;
    if (parts.length > 0) this.#write(client, quotesEvent(this.#lastTick, parts), this.#wall());
  }

  #end(client: Client, reason: StreamEndReason, msg?: string): void {
    if (client.ended) return;
    const { res } = client;
    this.#remove(client);
    if (reason === 'slow') this.#dropped++;
    res.end(sseEvent('end', msg ? { reason, msg } : { reason }));
    // A backed-up socket may never flush the goodbye: it is closed regardless.
    setTimeout(() => res.destroy(), 2_000).unref();
  }

  /**
   * One tick at the clock's current interval: each subscribed symbol's quote computed once, the changed ones sent
   * to every group holding them, heartbeats to the quiet, backed-up clients past `maxLagMs` dropped.
   */
  tick(): void {
    const nowMs = this.#deps.clock.now().getTime();
    const wallMs = this.#wall();
    const tickMs = this.#tickOf(nowMs);
    if (tickMs > this.#lastTick) {
      this.#lastTick = tickMs;
      this.#fanOut(tickMs, wallMs);
    }
    const { heartbeatMs, maxLagMs } = this.options;
    for (const client of [...this.#clients]) {
      if (client.pending) {
        if (wallMs - client.lagSince >= maxLagMs) this.#end(client, 'slow');
        continue;
      }
      client.upTo = Math.max(client.upTo, this.#lastTick);
      if (wallMs - client.lastWrite >= heartbeatMs) {
        const heartbeat = sseEvent(
          'heartbeat',
          { time: new Date(nowMs).toISOString() },
          { id: String(client.upTo) },
        );
        this.#write(client, heartbeat, wallMs);
      }
    }
  }

  #fanOut(tickMs: number, wallMs: number): void {
    const at = new Date(tickMs);
    const changed = new Map<string, string>();
    for (const [symbol, entry] of this.#symbols) {
      const tick = tickOf(this.#deps.market, entry.symbol, at);
      if (entry.last?.signature !== tick.signature) changed.set(symbol, tick.json);
      entry.last = tick;
    }
    if (changed.size === 0) return;
    for (const group of this.#groups.values()) {
      const parts: string[] = [];
      for (const symbol of group.symbols) {
        const json = changed.get(symbol);
        if (json) parts.push(json);
      }
      if (parts.length === 0) continue;
      // Encoded once for the whole group.
      const chunk = Buffer.from(quotesEvent(tickMs, parts));
      for (const client of group.members) {
        if (client.upTo >= tickMs) continue;
        if (client.pending) {
          for (const symbol of group.symbols) if (changed.has(symbol)) client.pending.add(symbol);
          continue;
        }
        client.upTo = tickMs;
        this.#write(client, chunk, wallMs);
      }
    }
  }

  /** Ends every stream whose session no longer lives (signed out, expired, idle, banned). */
  async checkSessions(): Promise<void> {
    const hashes = [...this.#bySession.keys()];
    if (hashes.length === 0) return;
    const live = await this.#deps.liveSessions(hashes, this.#deps.clock.now());
    for (const hash of hashes) {
      if (live.has(hash)) continue;
      for (const client of [...(this.#bySession.get(hash) ?? [])])
        this.#end(client, 'session', 'session.expired');
    }
  }

  /** A session may just have ended on this instance (sign-out, password change): check soon, once. */
  checkSessionsSoon(): void {
    if (this.#checkSoon || this.#clients.size === 0) return;
    this.#checkSoon = setTimeout(() => {
      this.#checkSoon = undefined;
      this.checkSessions().catch((error) => this.#deps.onError?.(error, 'session check'));
    }, 50);
    this.#checkSoon.unref();
  }

  /** Ends every stream (the instance is going away): clients reconnect elsewhere. */
  close(reason: StreamEndReason = 'restart'): void {
    for (const client of [...this.#clients]) this.#end(client, reason);
    this.#stopTimers();
  }

  #startTimers(): void {
    if (this.#deps.timers === false || this.#tickTimer) return;
    const schedule = () => {
      const { intervalMs } = this.options;
      const nowMs = this.#deps.clock.now().getTime();
      // Just after the interval's boundary, so a tick reads the price of its own instant.
      const delay = intervalMs - (nowMs - this.#tickOf(nowMs)) + 2;
      this.#tickTimer = setTimeout(() => {
        try {
          this.tick();
        } catch (error) {
          this.#deps.onError?.(error, 'tick');
        }
        if (this.#tickTimer) schedule();
      }, delay);
    };
    schedule();
    this.#sessionTimer = setInterval(() => {
      this.checkSessions().catch((error) => this.#deps.onError?.(error, 'session check'));
    }, this.options.sessionCheckMs);
    this.#sessionTimer.unref();
  }

  #stopTimers(): void {
    clearTimeout(this.#tickTimer);
    clearInterval(this.#sessionTimer);
    clearTimeout(this.#checkSoon);
    this.#tickTimer = undefined;
    this.#sessionTimer = undefined;
    this.#checkSoon = undefined;
  }
}
