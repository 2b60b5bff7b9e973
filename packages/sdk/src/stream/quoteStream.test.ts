import { describe, expect, it } from 'vitest';
import { createConnectivity } from '../transport/connectivity';
import { memorySession } from '../transport/session';
import { createQuoteStream, type QuoteStreamOptions, type QuoteTick } from './quoteStream';
import { ManualTimers, settle, streamFetch } from './testing';
import { createVisibility } from './visibility';

const tick = (symbol: string, price: string, time = '2026-11-19T01:00:05.000Z'): QuoteTick => {
  const [market, code] = symbol.split(':') as [QuoteTick['market'], string];
  return {
    symbol,
    code,
    market,
    price,
    open: price,
    previousClose: price,
    high: price,
    low: price,
    volume: '100',
    amount: price,
    marketCap: '0.00',
    change: '0.00',
    changeRate: '0.00',
    time,
    minute: '2026-11-19T01:01:00.000Z',
    trading: true,
  };
};

/** A stream over the injected seams; `random` 0 makes every backoff wait half its base. */
function setup(overrides: Partial<QuoteStreamOptions> = {}, answer?: Parameters<typeof streamFetch>[0]) {
  const timers = new ManualTimers();
  const server = streamFetch(answer);
  const session = memorySession({ token: 'token-1', account: '0901234567' });
  const visibility = createVisibility(() => undefined);
  const connectivity = createConnectivity();
  const ticks: QuoteTick[][] = [];
  const rejected: [string, string][] = [];
  const stream = createQuoteStream({
    baseUrl: 'https://broker.example/api/vue/',
    fetch: server.fetch,
    session,
    visibility,
    connectivity,
    onTicks: (t) => ticks.push([...t]),
    onSessionRejected: (token, msg) => rejected.push([token, msg]),
    timers,
    random: () => 0,
    ...overrides,
  });
  const states: string[] = [];
  stream.subscribe(() => states.push(stream.getState()));
  /** Moves time and lets the reader run. */
  const advance = async (ms: number) => {
    timers.advance(ms);
    await settle();
  };
  const last = () => server.requests[server.requests.length - 1];
  return {
    stream,
    timers,
    server,
    session,
    visibility,
    connectivity,
    ticks,
    rejected,
    states,
    advance,
    last,
  };
}

describe('createQuoteStream', () => {
  it('should open one stream for what is watched, with the session headers', async () => {
    const t = setup();
    t.stream.watch(['jpy:7203', 'jpy:6758']);
    t.stream.watch(['jpy:7203', 'usd:AAPL']);
    await t.advance(50);
    expect(t.server.requests).toHaveLength(1);
    const seen = t.last();
    expect(seen?.symbols).toEqual(['jpy:6758', 'jpy:7203', 'usd:AAPL']);
    expect(seen?.headers.get('token')).toBe('token-1');
    expect(seen?.headers.get('account')).toBe('0901234567');
    expect(seen?.headers.get('last-event-id')).toBeNull();
    expect(t.stream.getState()).toBe('connecting');
    seen?.stream.hello(seen.symbols);
    await settle();
    expect(t.stream.getState()).toBe('live');
  });

  it('should open the stream only once the screen that asked for it has painted', async () => {
    const paints: (() => void)[] = [];
    const t = setup({ afterPaint: (run) => paints.push(run) });
    t.stream.watch(['jpy:7203']);
    await t.advance(1_000);
    expect(t.server.requests).toHaveLength(0);
    expect(paints).toHaveLength(1);
    paints[0]?.();
    await t.advance(0);
    expect(t.server.requests).toHaveLength(1);
    // The next screen's symbols wait for that screen's paint in the same way.
    t.stream.watch(['jpy:6758']);
    await t.advance(50);
    expect(paints).toHaveLength(2);
    paints[1]?.();
    await t.advance(0);
    expect(t.server.requests).toHaveLength(2);
    expect(t.last()?.symbols).toEqual(['jpy:6758', 'jpy:7203']);
  });

  it('should wait by default for the task after the next animation frame, or 1 s when no frame comes', async () => {
    const frames: (() => void)[] = [];
    const original = globalThis.requestAnimationFrame;
    globalThis.requestAnimationFrame = (callback) => frames.push(() => callback(0));
    try {
      const t = setup();
      t.stream.watch(['jpy:7203']);
      await t.advance(50);
      expect(t.server.requests).toHaveLength(0);
      frames[0]?.();
      await t.advance(0);
      expect(t.server.requests).toHaveLength(1);

      // A hidden page paints no frame: the stream is opened after 1 s all the same.
      const hidden = setup();
      hidden.stream.watch(['jpy:7203']);
      await hidden.advance(50 + 999);
      expect(hidden.server.requests).toHaveLength(0);
      await hidden.advance(1);
      expect(hidden.server.requests).toHaveLength(1);
    } finally {
      globalThis.requestAnimationFrame = original;
    }
  });

  it('should count watchers: a symbol another screen still shows keeps streaming', async () => {
    const t = setup();
    const a = t.stream.watch(['jpy:7203']);
    const b = t.stream.watch(['jpy:7203']);
    await t.advance(50);
    t.last()?.stream.hello(['jpy:7203']);
    await settle();
    a();
    a();
    await t.advance(50);
    expect(t.server.requests).toHaveLength(1);
    expect(t.last()?.stream.closed).toBe(false);
    b();
    await t.advance(50);
    expect(t.last()?.stream.closed).toBe(true);
    expect(t.stream.getState()).toBe('idle');
  });

  it('should hand ticks on, and hold the latest per symbol while frozen', async () => {
    const t = setup();
    t.stream.watch(['jpy:7203', 'jpy:6758']);
    await t.advance(50);
    const s = t.last()?.stream;
    s?.hello(['jpy:6758', 'jpy:7203']);
    s?.send('quotes', { time: '', quotes: [tick('jpy:7203', '3000.00')] }, '1000');
    await settle();
    expect(t.ticks).toEqual([[tick('jpy:7203', '3000.00')]]);
    t.stream.setFrozen(true);
    s?.send(
      'quotes',
      { time: '', quotes: [tick('jpy:7203', '3001.00'), tick('jpy:6758', '100.00')] },
      '2000',
    );
    s?.send('quotes', { time: '', quotes: [tick('jpy:7203', '3002.00')] }, '3000');
    await settle();
    expect(t.ticks).toHaveLength(1);
    t.stream.setFrozen(false);
    expect(t.ticks[1]).toEqual([tick('jpy:7203', '3002.00'), tick('jpy:6758', '100.00')]);
  });

  it('should reconnect with backoff and Last-Event-ID after a drop', async () => {
    const t = setup();
    t.stream.watch(['jpy:7203']);
    await t.advance(50);
    const first = t.last()?.stream;
    first?.hello(['jpy:7203'], 2000);
    first?.send('quotes', { time: '', quotes: [] }, '1000');
    first?.send('heartbeat', { time: '' }, '5000');
    await settle();
    first?.end();
    await settle();
    expect(t.stream.getState()).toBe('reconnecting');
    // The server's retry (2000 ms) with jitter: between half and all of it.
    await t.advance(999);
    expect(t.server.requests).toHaveLength(1);
    await t.advance(1);
    expect(t.server.requests).toHaveLength(2);
    expect(t.last()?.headers.get('last-event-id')).toBe('5000');
    t.last()?.stream.hello(['jpy:7203']);
    await settle();
    expect(t.stream.getState()).toBe('live');
  });

  it('should resume when the new list adds nothing, and start afresh when it adds a symbol', async () => {
    const t = setup();
    const a = t.stream.watch(['jpy:7203', 'jpy:6758']);
    await t.advance(50);
    t.last()?.stream.hello([]);
    t.last()?.stream.send('quotes', { time: '', quotes: [] }, '1000');
    await settle();
    const b = t.stream.watch(['jpy:6758']);
    a();
    await t.advance(50);
    expect([t.last()?.symbols, t.last()?.headers.get('last-event-id')]).toEqual([['jpy:6758'], '1000']);
    expect(t.server.requests[0]?.stream.closed).toBe(true);
    t.last()?.stream.hello([]);
    t.last()?.stream.send('quotes', { time: '', quotes: [] }, '2000');
    await settle();
    t.stream.watch(['usd:AAPL']);
    b();
    await t.advance(50);
    expect([t.last()?.symbols, t.last()?.headers.get('last-event-id')]).toEqual([['usd:AAPL'], null]);
    // Switching lists on a live stream never leaves `live`.
    expect(t.states).toEqual(['connecting', 'live']);
  });

  it('should say polling when the server has no stream, and try again a minute later', async () => {
    const t = setup(
      {},
      () => new Response(JSON.stringify({ status: 0, msg: 'resource.notFound' }), { status: 404 }),
    );
    t.stream.watch(['jpy:7203']);
    await t.advance(50);
    expect(t.stream.getState()).toBe('polling');
    await t.advance(59_999);
    expect(t.server.requests).toHaveLength(1);
    await t.advance(1);
    expect(t.server.requests).toHaveLength(2);
  });

  it('should keep reconnecting with growing waits while the stream cannot be had', async () => {
    let fail = true;
    const t = setup({}, (_request, stream) => {
      if (fail) throw new TypeError('fetch failed');
      return stream.response;
    });
    t.stream.watch(['jpy:7203']);
    await t.advance(50);
    expect(t.stream.getState()).toBe('reconnecting');
    // Waits of 1, 2, 4 s (half of each with this jitter), up to 30 s.
    await t.advance(500);
    await t.advance(1000);
    expect(t.server.requests).toHaveLength(3);
    expect(t.stream.getState()).toBe('reconnecting');
    fail = false;
    await t.advance(2000);
    expect(t.server.requests).toHaveLength(4);
    t.last()?.stream.hello(['jpy:7203']);
    await settle();
    expect(t.stream.getState()).toBe('live');
  });

  it('should close while the page is hidden, and resume when it shows again', async () => {
    const t = setup();
    t.stream.watch(['jpy:7203']);
    await t.advance(50);
    t.last()?.stream.hello([]);
    t.last()?.stream.send('quotes', { time: '', quotes: [] }, '1000');
    await settle();
    t.visibility.set(false);
    await settle();
    expect([t.stream.getState(), t.last()?.stream.closed]).toEqual(['paused', true]);
    await t.advance(120_000);
    expect(t.server.requests).toHaveLength(1);
    t.visibility.set(true);
    await settle();
    expect(t.server.requests).toHaveLength(2);
    expect(t.last()?.headers.get('last-event-id')).toBe('1000');
  });

  it('should close while offline', async () => {
    const t = setup();
    t.stream.watch(['jpy:7203']);
    await t.advance(50);
    t.connectivity.set(false);
    expect(t.stream.getState()).toBe('offline');
    t.connectivity.set(true);
    await settle();
    expect(t.server.requests).toHaveLength(2);
  });

  it('should hand a 401 to the session handling and poll', async () => {
    const t = setup(
      {},
      () => new Response(JSON.stringify({ status: 0, msg: 'session.expired' }), { status: 401 }),
    );
    t.stream.watch(['jpy:7203']);
    await t.advance(50);
    expect(t.rejected).toEqual([['token-1', 'session.expired']]);
    expect(t.stream.getState()).toBe('polling');
    await t.advance(600_000);
    expect(t.server.requests).toHaveLength(1);
  });

  it.each([
    [
      'session',
      { reason: 'session', msg: 'session.expired' },
      { state: 'polling', rejected: 1, reopensAfter: null },
    ],
    ['restart', { reason: 'restart' }, { state: 'reconnecting', rejected: 0, reopensAfter: 1 }],
    ['replaced', { reason: 'replaced' }, { state: 'polling', rejected: 0, reopensAfter: 60_000 }],
    ['slow', { reason: 'slow' }, { state: 'reconnecting', rejected: 0, reopensAfter: 1_000 }],
  ] as const)('should act on an end event of reason %s', async (_reason, end, want) => {
    const t = setup();
    t.stream.watch(['jpy:7203']);
    await t.advance(50);
    t.last()?.stream.hello([]);
    t.last()?.stream.send('end', end);
    await settle();
    expect(t.stream.getState()).toBe(want.state);
    expect(t.rejected).toHaveLength(want.rejected);
    await t.advance(want.reopensAfter ?? 3_600_000);
    expect(t.server.requests).toHaveLength(want.reopensAfter === null ? 1 : 2);
  });

  it('should reconnect a stream silent for three heartbeats', async () => {
    const t = setup();
    t.stream.watch(['jpy:7203']);
    await t.advance(50);
    t.last()?.stream.hello([]);
    await settle();
    await t.advance(44_999);
    expect(t.stream.getState()).toBe('live');
    await t.advance(1);
    expect(t.stream.getState()).toBe('reconnecting');
    await t.advance(1_000);
    expect(t.server.requests).toHaveLength(2);
  });

  it('should not stream without a session, nor when disabled', async () => {
    const t = setup();
    await t.session.clear();
    t.stream.watch(['jpy:7203']);
    await t.advance(50);
    expect([t.stream.getState(), t.server.requests.length]).toEqual(['polling', 0]);
    const off = setup({ disabled: true });
    off.stream.watch(['jpy:7203']);
    await off.advance(50);
    expect([off.stream.getState(), off.server.requests.length]).toEqual(['polling', 0]);
  });

  it('should drop a stream whose session changed under it, quietly', async () => {
    const t = setup();
    t.stream.watch(['jpy:7203']);
    await t.advance(50);
    t.last()?.stream.hello([]);
    await settle();
    await t.session.clear();
    t.last()?.stream.send('quotes', { time: '', quotes: [tick('jpy:7203', '1.00')] }, '1000');
    await settle();
    await t.advance(50);
    expect([t.ticks, t.rejected, t.stream.getState()]).toEqual([[], [], 'polling']);
  });
});
