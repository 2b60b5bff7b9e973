import { describe, expect, it, vi } from 'vitest';
import { EARLY_READS_KEY, type EarlyRead, earlyFetch, rememberedReads } from './earlyReads';

const BASE = 'https://broker.example/api/vue';
const READ = `${BASE}/market/rankings`;
const MONEY = `${BASE}/trade/buy`;

function post(url: string, body: string, headers: Record<string, string> = {}, signal?: AbortSignal) {
  return new Request(url, {
    method: 'POST',
    headers: {
      token: 't1',
      account: 'a1',
      'Content-Type': 'application/x-www-form-urlencoded',
      'Accept-Language': 'ja',
      ...headers,
    },
    body,
    ...(signal ? { signal } : {}),
  });
}

function early(overrides: Partial<EarlyRead> = {}): EarlyRead {
  return {
    url: READ,
    body: 'type=jpy&kind=popular',
    token: 't1',
    account: 'a1',
    language: 'ja',
    at: 1_000,
    response: Promise.resolve(new Response('{"status":1,"data":"early"}')),
    ...overrides,
  };
}

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
}

function setup(earlyReads: EarlyRead[], now = 2_000, storage = memoryStorage()) {
  const network = vi.fn(async (_request: Request) => new Response('{"status":1,"data":"network"}'));
  let flush = () => {};
  const fetch = earlyFetch({
    fetch: network,
    isRead: (url) => url === READ,
    early: earlyReads,
    route: '/home/home',
    storage,
    now: () => now,
    after: (_ms, run) => {
      flush = run;
    },
  });
  return { fetch, network, storage, flush: () => flush() };
}

describe('earlyFetch: taking the boot script’s answers', () => {
  it('should answer a read the boot script sent from its answer, once', async () => {
    const { fetch, network } = setup([early()]);
    await expect((await fetch(post(READ, 'type=jpy&kind=popular'))).json()).resolves.toMatchObject({
      data: 'early',
    });
    await expect((await fetch(post(READ, 'type=jpy&kind=popular'))).json()).resolves.toMatchObject({
      data: 'network',
    });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another form', post(READ, 'type=usd&kind=popular')],
    ['another session', post(READ, 'type=jpy&kind=popular', { token: 't2' })],
    ['another account', post(READ, 'type=jpy&kind=popular', { account: 'a2' })],
    ['another language', post(READ, 'type=jpy&kind=popular', { 'Accept-Language': 'en' })],
    ['another operation', post(`${BASE}/market/indices`, 'type=jpy&kind=popular')],
  ])('should ask the network for %s, with the same request', async (_, request) => {
    const { fetch, network } = setup([early()]);
    const { url, headers } = request;
    const body = await request.clone().text();
    await expect((await fetch(request)).json()).resolves.toMatchObject({ data: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
    const sent = network.mock.calls[0]?.[0] as Request;
    expect([sent.url, sent.method, await sent.text()]).toEqual([url, 'POST', body]);
    expect([...sent.headers]).toEqual([...headers]);
  });

  it('should not take an answer sent longer ago than maxAgeMs', async () => {
    const { fetch, network } = setup([early({ at: 1_000 })], 11_001);
    await fetch(post(READ, 'type=jpy&kind=popular'));
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('should hand a call on untouched once the start is over and every early answer is too old', async () => {
    const earlyReads = [early({ at: 1_000 })];
    const { fetch, network, flush } = setup(earlyReads, 11_001);
    flush();
    const request = post(READ, 'type=jpy&kind=popular');
    await fetch(request);
    expect(earlyReads).toEqual([]);
    expect(network.mock.calls[0]?.[0]).toBe(request);
    expect(request.bodyUsed).toBe(false);
  });

  it('should ask the network when the early request failed in transport', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => {});
    const { fetch, network } = setup([early({ response: failed })]);
    await expect((await fetch(post(READ, 'type=jpy&kind=popular'))).json()).resolves.toMatchObject({
      data: 'network',
    });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('should reject with the abort reason when the call is cancelled while the early answer is out', async () => {
    const controller = new AbortController();
    const { fetch, network } = setup([early({ response: new Promise<Response>(() => {}) })]);
    const call = fetch(post(READ, 'type=jpy&kind=popular', {}, controller.signal));
    controller.abort(new DOMException('gone', 'AbortError'));
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(network).not.toHaveBeenCalled();
  });
});

describe('earlyFetch: remembering the start’s reads', () => {
  it('should remember the start’s reads with a session, and nothing that is not a read', async () => {
    const { fetch, storage, flush } = setup([]);
    await fetch(post(READ, 'type=jpy&kind=gainers'));
    await fetch(post(MONEY, 'code=7203&num=100'));
    await fetch(post(READ, 'type=jpy&kind=losers', { token: '' }));
    flush();
    expect(JSON.parse(storage.map.get(EARLY_READS_KEY) ?? '')).toEqual({
      '/home/home': [{ url: READ, body: 'type=jpy&kind=gainers' }],
    });
    // After the window nothing more is remembered.
    await fetch(post(READ, 'type=jpy&kind=volume'));
    expect(rememberedReads(storage)['/home/home']).toHaveLength(1);
  });

  it('should replace a route’s reads, keep it the newest, and keep at most 12 routes', async () => {
    const older = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [`/r${i}`, [{ url: READ, body: `n=${i}` }]]),
    );
    const storage = memoryStorage({
      [EARLY_READS_KEY]: JSON.stringify({ '/home/home': [{ url: READ, body: 'old' }], ...older }),
    });
    const { fetch, flush } = setup([], 2_000, storage);
    await fetch(post(READ, 'type=jpy&kind=gainers'));
    flush();
    const routes = Object.keys(rememberedReads(storage));
    expect(routes).toHaveLength(12);
    expect(routes.at(-1)).toBe('/home/home');
    expect(routes).not.toContain('/r0');
    expect(rememberedReads(storage)['/home/home']).toEqual([{ url: READ, body: 'type=jpy&kind=gainers' }]);
  });

  it.each([
    ['not JSON', '{'],
    ['an array', '[]'],
    ['a number', '7'],
  ])('should read a stored value that is %s as nothing remembered', (_, stored) => {
    expect(rememberedReads(memoryStorage({ [EARLY_READS_KEY]: stored }))).toEqual({});
  });
});
