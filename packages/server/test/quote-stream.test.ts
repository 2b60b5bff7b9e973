import { readFileSync } from 'node:fs';
import http from 'node:http';
import { SseParser } from '@tsumiki/sdk';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import type { Db } from '../src/db';
import { INSTRUMENTS } from '../src/market';
import { contractFile } from '../src/paths';
import { seedOnce } from '../src/seed';
import { DEFAULT_STREAM_OPTIONS, streamOptionsFromEnv } from '../src/stream';
import type { Answer } from './helpers/app';
import { TestClock, testServer } from './helpers/app';
import type { Server, Session } from './helpers/customer';
import { dbTargets, openTestDb } from './helpers/db';

// Every event the server sends is checked against the contract's QuoteStreamEvent.
const spec = parse(readFileSync(contractFile(), 'utf8')) as { components: object };
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema({ $id: 'tsumiki', components: spec.components });
const validEvent = ajv.compile({ $ref: 'tsumiki#/components/schemas/QuoteStreamEvent' });

// biome-ignore lint/suspicious/noExplicitAny: events are checked against the contract, then read freely.
type Event = { event: string; id?: string; retry?: number; data: any };

/** A stream read over a real socket, as a browser's fetch would: events parsed as they arrive. */
class StreamReader {
  readonly events: Event[] = [];
  readonly closed: Promise<void>;
  status = 0;
  json: Answer | undefined;
  #waiters = new Set<() => void>();
  #parser = new SseParser();

  constructor(
    readonly request: http.ClientRequest,
    ready: (reader: StreamReader) => void,
  ) {
    this.closed = new Promise((resolve) => {
      request.on('response', (res) => {
        this.response = res;
        this.status = res.statusCode ?? 0;
        res.setEncoding('utf8');
        if (!String(res.headers['content-type']).startsWith('text/event-stream')) {
          let text = '';
          res.on('data', (chunk: string) => {
            text += chunk;
          });
          res.on('end', () => {
            this.json = JSON.parse(text) as Answer;
            ready(this);
            resolve();
          });
          return;
        }
        ready(this);
        res.on('data', (chunk: string) => {
          for (const m of this.#parser.push(chunk)) {
            const event: Event = { event: m.event, data: JSON.parse(m.data) };
            if (m.lastEventId && m.event !== 'hello' && m.event !== 'end') event.id = m.lastEventId;
            if (m.event === 'hello' && this.#parser.retry !== undefined) event.retry = this.#parser.retry;
            expect(
              validEvent(event),
              `${JSON.stringify(event).slice(0, 300)} ${JSON.stringify(validEvent.errors)}`,
            ).toBe(true);
            this.events.push(event);
          }
          for (const w of [...this.#waiters]) w();
        });
        res.on('close', () => {
          for (const w of [...this.#waiters]) w();
          resolve();
        });
      });
      request.on('error', () => resolve());
    });
  }
  response: http.IncomingMessage | undefined;

  get lastEventId(): string {
    return this.#parser.lastEventId;
  }

  /** Resolves with the first event (from index `from`) that matches, within two seconds. */
  next(name: string, from = 0): Promise<Event> {
    return new Promise((resolve, reject) => {
      const look = () => {
        const hit = this.events.slice(from).find((e) => e.event === name);
        if (hit) {
          this.#waiters.delete(look);
          clearTimeout(timer);
          resolve(hit);
        }
      };
      const timer = setTimeout(() => {
        this.#waiters.delete(look);
        reject(new Error(`no ${name} event; got ${this.events.map((e) => e.event).join(',')}`));
      }, 2_000);
      this.#waiters.add(look);
      look();
    });
  }

  close() {
    this.request.destroy();
  }
}

function openStream(
  base: string,
  session: Session | null,
  symbols: string,
  headers: Record<string, string> = {},
): Promise<StreamReader> {
  const body = new URLSearchParams({ symbols }).toString();
  return new Promise((resolve) => {
    const request = http.request(`${base}/api/vue/market/stream`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': Buffer.byteLength(body),
        ...(session ? { token: session.token, account: session.account } : {}),
        ...headers,
      },
    });
    new StreamReader(request, resolve);
    request.end(body);
  });
}

describe('TSUMIKI_STREAM_*_MS', () => {
  it.each<[string, { given: Record<string, string>; want: object }]>([
    ['unset: the defaults', { given: {}, want: {} }],
    [
      'each one',
      {
        given: {
          TSUMIKI_STREAM_INTERVAL_MS: '500',
          TSUMIKI_STREAM_HEARTBEAT_MS: '20000',
          TSUMIKI_STREAM_MAX_LAG_MS: '5000',
          TSUMIKI_STREAM_SESSION_CHECK_MS: '10000',
        },
        want: { intervalMs: 500, heartbeatMs: 20000, maxLagMs: 5000, sessionCheckMs: 10000 },
      },
    ],
    [
      'not a positive whole number: ignored',
      { given: { TSUMIKI_STREAM_INTERVAL_MS: '0', TSUMIKI_STREAM_MAX_LAG_MS: '1.5' }, want: {} },
    ],
  ])('%s', (_title, { given, want }) => {
    expect(streamOptionsFromEnv(given)).toEqual(want);
  });

  it('defaults to one tick a second and a heartbeat every 15 s', () => {
    expect(DEFAULT_STREAM_OPTIONS).toMatchObject({ intervalMs: 1000, heartbeatMs: 15000, maxLagMs: 15000 });
  });
});

describe.each(dbTargets())('quote streams on %s', (target) => {
  let db: Db;
  let server: Server;
  let base: string;
  const sessions: Session[] = [];
  // Thursday 19 Nov 2026, 10:00:02 in Tokyo: the morning session; New York closed.
  const clock = new TestClock(new Date('2026-11-19T01:00:02Z'));
  const advance = (ms: number) => clock.set(new Date(clock.t.getTime() + ms).toISOString());
  const tick = () => server.app.quoteHub.tick();

  beforeAll(async () => {
    db = await openTestDb(target);
    await seedOnce(db, clock.now());
    // Real time is the test clock too, so heartbeats and lag move when the test moves it.
    server = await testServer(
      db,
      clock,
      {},
      { stream: { timers: false, wallClock: () => clock.t.getTime() } },
    );
    base = await server.app.listen({ host: '127.0.0.1', port: 0 });
    for (const mobile of ['0807790001', '0807790002', '0807790003']) {
      const reg = await server.call('register', {
        account: mobile,
        password: 'pass-word1',
        repeatPassword: 'pass-word1',
        terms: '1',
      });
      sessions.push({ token: reg.data.token, account: mobile });
    }
  });
  afterAll(async () => {
    await server?.app.close();
    await db?.close();
  });

  const s = () => sessions[0] as Session;
  // Each test starts with no stream open (the server sees a client's close a moment after the client).
  beforeEach(async () => {
    await vi.waitFor(() => expect(server.app.quoteHub.stats().clients).toBe(0));
  });

  it('answers 401 without a session, before any event', async () => {
    const reader = await openStream(base, null, 'jpy:7203');
    expect([reader.status, reader.json]).toEqual([401, { status: 0, msg: 'session.expired' }]);
    const forged = await openStream(base, { token: 'x'.repeat(43), account: s().account }, 'jpy:7203');
    expect(forged.status).toBe(401);
  });

  it('refuses another site’s page with 403 request.crossOrigin before any event, as every call', async () => {
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      const reader = await openStream(base, s(), 'jpy:7203', headers);
      expect([reader.status, reader.json]).toEqual([403, { status: 0, msg: 'request.crossOrigin' }]);
    }
    const own = await openStream(base, s(), 'jpy:7203', { origin: base, 'sec-fetch-site': 'same-origin' });
    expect((await own.next('hello')).data.symbols).toEqual(['jpy:7203']);
    own.close();
  });

  it.each([
    ['a code without its market', '7203'],
    ['an unknown market', 'eur:SAP'],
    ['201 symbols', Array(201).fill('jpy:7203').join(',')],
  ])('refuses %s with request.invalid, as JSON', async (_title, symbols) => {
    const reader = await openStream(base, s(), symbols);
    expect([reader.status, reader.json]).toEqual([200, { status: 0, msg: 'request.invalid' }]);
  });

  it('starts with hello and every symbol, the same figures the polled calls answer', async () => {
    const reader = await openStream(base, s(), 'jpy:7203,jpy:N225,usd:AAPL,jpy:0000,jpy:7203');
    expect(reader.response?.headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    const hello = await reader.next('hello');
    expect(hello).toMatchObject({
      retry: 2000,
      data: {
        interval: 1000,
        heartbeat: 15000,
        symbols: ['jpy:7203', 'jpy:N225', 'usd:AAPL'],
        unknown: ['jpy:0000'],
      },
    });
    expect(hello.data.resumed).toBe(false);
    const first = await reader.next('quotes');
    expect(first.id).toBe(String(Date.parse('2026-11-19T01:00:02Z')));
    expect(first.data.quotes.map((q: { symbol: string }) => q.symbol)).toEqual([
      'jpy:7203',
      'jpy:N225',
      'usd:AAPL',
    ]);
    const detail = await server.call('getStock', { code: '7203', type: 'jpy' });
    const tick = first.data.quotes[0];
    for (const k of [
      'price',
      'open',
      'high',
      'low',
      'previousClose',
      'volume',
      'amount',
      'change',
      'changeRate',
    ])
      expect([k, tick[k]]).toEqual([k, detail.data[k]]);
    expect(tick.trading).toBe(true);
    const line = await server.call('getTimeShare', { code: '7203', type: 'jpy' });
    expect(tick.minute).toBe(line.data.points.at(-1)?.time);
    reader.close();
    await reader.closed;
  });

  it('computes each symbol once per tick and sends only what changed, to every subscriber', async () => {
    const a = await openStream(base, sessions[0] as Session, 'jpy:7203,jpy:6758,usd:AAPL');
    const b = await openStream(base, sessions[1] as Session, 'usd:AAPL,jpy:6758,jpy:7203');
    const c = await openStream(base, sessions[2] as Session, 'jpy:7203');
    await Promise.all([a.next('quotes'), b.next('quotes'), c.next('quotes')]);
    // a and b share one group: the same list in another order.
    expect(server.app.quoteHub.stats()).toMatchObject({ clients: 3, groups: 2, symbols: 3 });
    const quote = vi.spyOn(server.app.market, 'quote');
    const seen = a.events.length;
    advance(5_000);
    tick();
    expect(quote).toHaveBeenCalledTimes(3);
    quote.mockRestore();
    const next = await a.next('quotes', seen);
    expect(next.id).toBe(String(Math.floor(clock.t.getTime() / 1000) * 1000));
    // New York is closed: its quote did not change, so it is not sent.
    const symbols = next.data.quotes.map((q: { symbol: string }) => q.symbol);
    expect(symbols).not.toContain('usd:AAPL');
    expect(symbols.length).toBeGreaterThan(0);
    expect((await b.next('quotes', 2)).data).toEqual(next.data);
    for (const r of [a, b, c]) r.close();
    await Promise.all([a.closed, b.closed, c.closed]);
    await vi.waitFor(() =>
      expect(server.app.quoteHub.stats()).toMatchObject({ clients: 0, groups: 0, symbols: 0 }),
    );
  });

  it('resumes from Last-Event-ID with only what changed since, and from scratch with a bad id', async () => {
    const first = await openStream(base, s(), 'jpy:7203,jpy:6758,jpy:9984,usd:AAPL,usd:MSFT');
    await first.next('quotes');
    const since = first.lastEventId;
    first.close();
    advance(5_000);
    const resumed = await openStream(base, s(), 'jpy:7203,jpy:6758,jpy:9984,usd:AAPL,usd:MSFT', {
      'last-event-id': since,
    });
    expect((await resumed.next('hello')).data.resumed).toBe(true);
    const changed = (await resumed.next('quotes')).data.quotes.map((q: { symbol: string }) => q.symbol);
    expect(changed.filter((x: string) => x.startsWith('usd:'))).toEqual([]);
    const fresh = await openStream(base, s(), 'jpy:7203,jpy:6758,jpy:9984,usd:AAPL,usd:MSFT');
    const all = (await fresh.next('quotes')).data.quotes;
    expect(all).toHaveLength(5);
    // Resumed, the changed ones are exactly those whose quote differs from the id's instant.
    const before = new Map<string, string>();
    for (const q of (await first.next('quotes')).data.quotes) before.set(q.symbol, q.price + q.volume);
    const moved = all.filter(
      (q: { symbol: string; price: string; volume: string }) => before.get(q.symbol) !== q.price + q.volume,
    );
    expect(changed).toEqual(moved.map((q: { symbol: string }) => q.symbol));
    for (const [id, title] of [
      ['abc', 'not a number'],
      [String(clock.t.getTime() + 60_000), 'in the future'],
      [String(clock.t.getTime() - 2 * 86_400_000), 'two days old'],
    ]) {
      const r = await openStream(base, s(), 'jpy:7203,usd:AAPL', { 'last-event-id': id as string });
      expect([title, (await r.next('hello')).data.resumed]).toEqual([title, false]);
      expect((await r.next('quotes')).data.quotes).toHaveLength(2);
      r.close();
    }
    for (const r of [resumed, fresh]) r.close();
  });

  it('sends a heartbeat with the latest tick id when nothing changes', async () => {
    const reader = await openStream(base, s(), 'usd:AAPL');
    await reader.next('quotes');
    advance(16_000);
    tick();
    const heartbeat = await reader.next('heartbeat');
    expect(heartbeat.id).toBe(String(Math.floor(clock.t.getTime() / 1000) * 1000));
    reader.close();
  });

  // Tokyo's stocks first (they move now), then others: 200 symbols, a long quotes event every five seconds.
  const many = [...INSTRUMENTS]
    .sort((x, y) => Number(y.market === 'jpy') - Number(x.market === 'jpy'))
    .slice(0, 200)
    .map((i) => `${i.market}:${i.code}`)
    .join(',');

  /** Ticks five seconds at a time until the hub finds the client's socket backed up. */
  async function backUp(): Promise<number> {
    for (let n = 0; n < 2000; n++) {
      advance(5_000);
      tick();
      if (server.app.quoteHub.stats().lagging === 1) return n;
      // Let the sockets move what they can.
      await new Promise((r) => setImmediate(r));
    }
    throw new Error('the socket never backed up');
  }

  it('skips ticks for a client that does not read, then sends it the latest of what changed', async () => {
    const slow = await openStream(base, s(), many);
    await slow.next('quotes');
    slow.response?.pause();
    await backUp();
    const { buffered } = server.app.quoteHub.stats();
    // Backed up, it is written nothing more while ticks go by (12 s, under the 15 s it may lag).
    for (let n = 0; n < 12; n++) {
      advance(1_000);
      tick();
    }
    expect(server.app.quoteHub.stats()).toMatchObject({ lagging: 1, buffered });
    const before = slow.events.length;
    slow.response?.resume();
    // Drained, it holds what a stream opened now starts with.
    await vi.waitFor(() => expect(server.app.quoteHub.stats().lagging).toBe(0), { timeout: 5_000 });
    const fresh = await openStream(base, sessions[1] as Session, many);
    const now = new Map<string, string>();
    for (const q of (await fresh.next('quotes')).data.quotes) now.set(q.symbol, q.price + q.volume);
    await vi.waitFor(() => {
      const held = new Map<string, string>();
      for (const e of slow.events)
        if (e.event === 'quotes') for (const q of e.data.quotes) held.set(q.symbol, q.price + q.volume);
      expect(held).toEqual(now);
    });
    expect(slow.events.length).toBeGreaterThan(before);
    for (const r of [slow, fresh]) r.close();
  });

  it('drops a client backed up for longer than the limit, holding nothing for it', async () => {
    const slow = await openStream(base, s(), many);
    await slow.next('quotes');
    slow.response?.pause();
    await backUp();
    const { dropped } = server.app.quoteHub.stats();
    advance(15_000);
    tick();
    expect(server.app.quoteHub.stats()).toMatchObject({
      clients: 0,
      lagging: 0,
      buffered: 0,
      dropped: dropped + 1,
    });
    slow.response?.resume();
    await slow.closed;
  });

  it('ends every stream with restart when the server closes', async () => {
    const other = await testServer(db, clock, {}, { stream: { timers: false } });
    const url = await other.app.listen({ host: '127.0.0.1', port: 0 });
    const reader = await openStream(url, s(), 'jpy:7203');
    await reader.next('quotes');
    await other.app.close();
    expect((await reader.next('end')).data).toEqual({ reason: 'restart' });
    await reader.closed;
  });

  it('ends a session’s oldest stream when it opens a fifth', async () => {
    const readers = [];
    for (let i = 0; i < 5; i++) readers.push(await openStream(base, sessions[1] as Session, 'jpy:7203'));
    expect((await readers[0]?.next('end'))?.data).toEqual({ reason: 'replaced' });
    await readers[0]?.closed;
    expect(server.app.quoteHub.stats().clients).toBe(4);
    for (const r of readers) r.close();
  });

  it('ends the stream at once when its session signs out on this instance', async () => {
    const reader = await openStream(base, s(), 'jpy:7203');
    await reader.next('quotes');
    const out = await server.call('logout', {}, s());
    expect(out.status).toBe(1);
    expect((await reader.next('end')).data).toEqual({ reason: 'session', msg: 'session.expired' });
    await reader.closed;
  });
  it('ends the stream with session.expired when the session idles out while it is open', async () => {
    const reader = await openStream(base, sessions[2] as Session, 'jpy:7203');
    await reader.next('quotes');
    await server.app.quoteHub.checkSessions();
    expect(reader.events.some((e) => e.event === 'end')).toBe(false);
    // An open stream does not keep the session alive: 31 minutes without a call end it.
    advance(31 * 60_000);
    await server.app.quoteHub.checkSessions();
    expect((await reader.next('end')).data).toEqual({ reason: 'session', msg: 'session.expired' });
    await reader.closed;
    const again = await openStream(base, sessions[2] as Session, 'jpy:7203');
    expect(again.status).toBe(401);
  });
});
