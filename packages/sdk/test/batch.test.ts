import { describe, expect, it } from 'vitest';
import { createI18n, translateMessage } from '../src/i18n/createI18n';
import { BUILT_IN_LOCALES } from '../src/i18n/locales/index';
import {
  BATCH_FORM_MAX_CHARS,
  BATCH_MAX_CALLS,
  batchBody,
  type Exchange,
  readBatching,
  splitBatch,
} from '../src/transport/batch';
import type { CallOptions, TransportOptions } from '../src/transport/createTransport';
import { createTransport } from '../src/transport/createTransport';
import { ApiError } from '../src/transport/errors';
import { createEvents, type TsumikiEventMap } from '../src/transport/events';
import { memorySession } from '../src/transport/session';

const BASE = 'https://broker.example/api/vue';

/** What the fake backend does with one call to a path: answer, or drop the connection. */
type Reply = { http?: number; body: unknown } | 'drop';

/** The backend's replies per path, one per request in turn (the last one repeats). */
type Script = Record<string, Reply[]>;

interface Sent {
  path: string;
  body: string;
  headers: Record<string, string>;
}

/**
 * A fake broker backend behind `fetch`: each operation path answers its script in turn; `/batch` runs each of its
 * calls through the same scripts, as the reference server does, unless `batchReply` stands in for the whole batch.
 */
function backend(script: Script, batchReply?: Reply[], delayMs = 0) {
  const sent: Sent[] = [];
  const turns = new Map<string, number>();
  const next = (path: string, replies: Reply[] | undefined): Reply => {
    const n = turns.get(path) ?? 0;
    turns.set(path, n + 1);
    return (
      replies?.[Math.min(n, replies.length - 1)] ?? {
        http: 404,
        body: { status: 0, msg: 'resource.notFound' },
      }
    );
  };
  const fetch = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname.slice('/api/vue'.length);
    const body = await request.text();
    sent.push({ path, body, headers: Object.fromEntries(request.headers) });
    if (delayMs > 0)
      await new Promise<void>((resolve, reject) => {
        const t = setTimeout(resolve, delayMs);
        request.signal.addEventListener('abort', () => {
          clearTimeout(t);
          reject(request.signal.reason);
        });
      });
    if (request.signal.aborted) throw request.signal.reason;
    const reply =
      path !== '/batch' ? next(path, script[path]) : batchReply ? next(path, batchReply) : runBatch(body);
    if (reply === 'drop') throw new TypeError('Failed to fetch');
    return new Response(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body), {
      status: reply.http ?? 200,
    });
  };
  const runBatch = (body: string): Reply => {
    const form = new URLSearchParams(body);
    const data = [];
    for (let i = 0; form.has(`path${i}`); i++) {
      const path = form.get(`path${i}`) ?? '';
      const reply = next(path, script[path]);
      if (reply === 'drop') return 'drop';
      data.push({ http: reply.http ?? 200, ...(reply.body as object) });
    }
    return { body: { status: 1, msg: 'ok', data } };
  };
  return { fetch, sent };
}

type Outcome =
  | { data: unknown }
  | { error: { kind: string; msg: string; status: number | undefined; text: string } }
  | { aborted: unknown };

type Events = { [K in keyof TsumikiEventMap]: TsumikiEventMap[K][] };

/** Fires `calls` in one task through a transport over `fake`, and answers how each settled and what was emitted. */
async function run(
  fake: ReturnType<typeof backend>,
  calls: [path: string, form?: object, options?: CallOptions][],
  overrides: Partial<TransportOptions> = {},
  during?: () => void,
) {
  const i18n = createI18n({ language: 'en', storage: null, locales: BUILT_IN_LOCALES });
  const events = createEvents();
  const session = memorySession({ token: 'tok-1', account: '0901234567' });
  const seen: Events = { toast: [], unauthorized: [], 'toasts-cleared': [] };
  events.on('toast', (e) => seen.toast.push(e));
  events.on('unauthorized', (e) => seen.unauthorized.push(e));
  events.on('toasts-cleared', (e) => seen['toasts-cleared'].push(e));
  const transport = createTransport({
    batching: readBatching,
    baseUrl: BASE,
    session,
    events,
    fetch: fake.fetch,
    translate: (msg, params) => translateMessage(i18n, msg, params),
    language: () => 'en',
    sleep: async () => {},
    unauthorizedDelayMs: 0,
    ...overrides,
  });
  const post = transport.post as unknown as (p: string, f?: object, o?: CallOptions) => Promise<unknown>;
  const pending = calls.map(([path, form, options]) => post(path, form, options));
  during?.();
  const outcomes: Outcome[] = await Promise.all(
    pending.map((p) =>
      p.then(
        (data) => ({ data }),
        (e: unknown) =>
          e instanceof ApiError
            ? { error: { kind: e.kind, msg: e.msg, status: e.status, text: e.message } }
            : { aborted: e },
      ),
    ),
  );
  return { outcomes, seen, session: session.get(), sent: fake.sent };
}

const ok = (data: unknown): Reply => ({ body: { status: 1, msg: 'ok', data } });
const refused = (msg: string): Reply => ({ body: { status: 0, msg } });
const HOME: [string, object?, CallOptions?][] = [
  ['/user/getUserinfo', { type: 'jpy' }, { retries: 2 }],
  ['/market/rankings', { type: 'jpy', kind: 'gainers' }, { retries: 2 }],
  ['/market/rankings', { type: 'jpy', kind: 'losers' }, { retries: 2 }],
  ['/message/unread', undefined, { retries: 2, silent: true }],
];

type Case = [
  string,
  {
    script: Script;
    calls: [string, object?, CallOptions?][];
    /** The requests each way sends: [batched, alone]. */
    requests: [number, number];
  },
];

// Every case runs twice, batched and alone: each caller must settle the same way and the same events come.
const cases: Case[] = [
  [
    'reads fired together each get their own data',
    {
      script: {
        '/user/getUserinfo': [ok({ jpy: '1000.00' })],
        '/market/rankings': [ok(['7203']), ok(['6758'])],
        '/message/unread': [ok({ unread: 2 })],
      },
      calls: HOME,
      requests: [1, 4],
    },
  ],
  [
    "one read's refusal is its own, with its toast",
    {
      script: {
        '/user/getUserinfo': [refused('account.frozen')],
        '/market/rankings': [ok([]), refused('request.invalid')],
        '/message/unread': [refused('request.tooFrequent')],
      },
      calls: HOME,
      requests: [1, 4],
    },
  ],
  [
    'a 401 inside the batch ends the session once',
    {
      script: {
        '/user/getUserinfo': [{ http: 401, body: { status: 0, msg: 'session.expired' } }],
        '/market/rankings': [ok([])],
        '/message/unread': [{ http: 401, body: { status: 0, msg: 'session.expired' } }],
      },
      calls: HOME,
      requests: [1, 4],
    },
  ],
  [
    "a read's 5xx is retried per its own retries, alone or batched with the other retries",
    {
      script: {
        '/user/getUserinfo': [{ http: 500, body: { status: 0, msg: 'server.error' } }, ok({ jpy: '1' })],
        '/market/rankings': [ok([])],
        '/message/unread': [{ http: 503, body: '' }, { http: 503, body: '' }, ok({ unread: 0 })],
      },
      calls: HOME,
      requests: [3, 7],
    },
  ],
  [
    'a read without retries shows its 5xx, and a 404 clears the toasts',
    {
      script: {
        '/user/getUserinfo': [{ http: 500, body: { status: 0, msg: 'server.error' } }],
        '/market/rankings': [{ http: 404, body: { status: 0, msg: 'resource.notFound' } }],
      },
      calls: [
        ['/user/getUserinfo', { type: 'jpy' }],
        ['/market/rankings', { kind: 'volume' }],
      ],
      requests: [1, 2],
    },
  ],
  [
    'an answer that is not the envelope is an invalid response',
    {
      script: { '/message/unread': [{ body: 'oops' }], '/news/list': [{ body: { list: [] } }] },
      calls: [['/message/unread'], ['/news/list']],
      requests: [1, 2],
    },
  ],
  [
    'a lone read goes as it is',
    { script: { '/message/unread': [ok({ unread: 1 })] }, calls: [['/message/unread']], requests: [1, 1] },
  ],
  [
    'a call that moves money never joins a batch',
    {
      script: {
        '/trade/buy': [ok({ id: '1' })],
        '/message/unread': [ok({ unread: 1 })],
        '/news/list': [ok({ list: [] })],
      },
      calls: [['/trade/buy', { code: '7203', requestId: 'r-12345678' }], ['/message/unread'], ['/news/list']],
      requests: [2, 3],
    },
  ],
  [
    `more than ${BATCH_MAX_CALLS} reads go in batches of ${BATCH_MAX_CALLS}`,
    {
      script: { '/market/detail': [ok({ code: '7203' })] },
      calls: Array.from({ length: 2 * BATCH_MAX_CALLS + 1 }, () => ['/market/detail', { code: '7203' }]),
      requests: [3, 2 * BATCH_MAX_CALLS + 1],
    },
  ],
];

describe('reads fired together, batched and alone', () => {
  it.each(cases)('%s', async (_title, { script, calls, requests }) => {
    const batched = await run(backend(script), calls);
    const alone = await run(backend(script), calls, { batch: false });
    expect(batched.outcomes).toEqual(alone.outcomes);
    expect(batched.seen).toEqual(alone.seen);
    expect(batched.session).toEqual(alone.session);
    expect([batched.sent.length, alone.sent.length]).toEqual(requests);
    expect(alone.sent.some((s) => s.path === '/batch')).toBe(false);
  });

  it('sends the batch with the session, language and form of its calls', async () => {
    const { sent } = await run(backend({ '/message/unread': [ok({})], '/market/rankings': [ok([])] }), [
      ['/message/unread'],
      ['/market/rankings', { type: 'jpy', kind: 'gainers' }],
    ]);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe('/batch');
    expect(sent[0]?.headers).toMatchObject({
      token: 'tok-1',
      account: '0901234567',
      'accept-language': 'en',
    });
    expect(Object.fromEntries(new URLSearchParams(sent[0]?.body))).toEqual({
      path0: '/message/unread',
      path1: '/market/rankings',
      form1: 'type=jpy&kind=gainers',
    });
  });
});

describe('a batch that fails as a whole', () => {
  const script: Script = { '/message/unread': [ok({ unread: 1 })], '/news/list': [ok({ list: [] })] };
  const calls: [string, object?, CallOptions?][] = [
    ['/message/unread', undefined, { retries: 1 }],
    ['/news/list', undefined, {}],
  ];

  it('fails each read as a dropped connection, retried per its own retries', async () => {
    const { outcomes, sent } = await run(backend(script, ['drop', ok([])]), calls);
    // The read with a retry is tried again, alone now; the one without fails with the network error.
    expect(outcomes).toEqual([
      { data: { unread: 1 } },
      { error: { kind: 'network', msg: 'network.error', status: undefined, text: 'Network error' } },
    ]);
    expect(sent.map((s) => s.path)).toEqual(['/batch', '/message/unread']);
  });

  it("gives each read a proxy's 502, as it would have had alone", async () => {
    const { outcomes, sent } = await run(backend(script, [{ http: 502, body: '' }]), calls);
    expect(outcomes[0]).toEqual({ data: { unread: 1 } });
    expect(outcomes[1]).toMatchObject({ error: { kind: 'http', status: 502, msg: 'http.statusFailed' } });
    expect(sent.map((s) => s.path)).toEqual(['/batch', '/message/unread']);
  });

  it.each<[string, Reply, string[]]>([
    [
      'a server without /batch (404): each read alone, and no batch again',
      { http: 404, body: { status: 0, msg: 'resource.notFound' } },
      ['/batch', '/message/unread', '/news/list', '/message/unread', '/news/list'],
    ],
    [
      'a server refusing the batch as a whole: this batch’s reads alone',
      refused('batch.notBatchable'),
      ['/batch', '/message/unread', '/news/list', '/batch', '/message/unread', '/news/list'],
    ],
  ])('%s', async (_title, reply, paths) => {
    const fake = backend(script, [reply]);
    const i18n = createI18n({ language: 'en', storage: null, locales: BUILT_IN_LOCALES });
    const events = createEvents();
    const toasts: unknown[] = [];
    events.on('toast', (t) => toasts.push(t));
    const transport = createTransport({
      batching: readBatching,
      baseUrl: BASE,
      session: memorySession(null),
      events,
      fetch: fake.fetch,
      translate: (msg, params) => translateMessage(i18n, msg, params),
    });
    const post = transport.post as unknown as (p: string) => Promise<unknown>;
    for (let round = 0; round < 2; round++)
      expect(await Promise.all([post('/message/unread'), post('/news/list')])).toEqual([
        { unread: 1 },
        { list: [] },
      ]);
    expect(fake.sent.map((s) => s.path)).toEqual(paths);
    expect(toasts).toEqual([]);
  });
});

describe('what a batch carries', () => {
  it(`sends a read whose form is over ${BATCH_FORM_MAX_CHARS} characters alone`, async () => {
    const script: Script = {
      '/market/search': [ok([])],
      '/news/list': [ok({ list: [] })],
      '/market/indices': [ok([])],
    };
    const { sent, outcomes } = await run(backend(script), [
      ['/market/search', { keyword: 'x'.repeat(BATCH_FORM_MAX_CHARS) }],
      ['/news/list'],
      ['/market/indices'],
    ]);
    expect(outcomes).toEqual([{ data: [] }, { data: { list: [] } }, { data: [] }]);
    expect(sent.map((s) => s.path).sort()).toEqual(['/batch', '/market/search']);
  });

  it('groups reads by the session they were issued under', async () => {
    const script: Script = { '/news/list': [ok({ list: [] })], '/message/unread': [ok({ unread: 0 })] };
    const fake = backend(script);
    const i18n = createI18n({ language: 'en', storage: null, locales: BUILT_IN_LOCALES });
    const session = memorySession({ token: 'a', account: '0901234567' });
    const transport = createTransport({
      batching: readBatching,
      baseUrl: BASE,
      session,
      events: createEvents(),
      fetch: fake.fetch,
      translate: (msg, params) => translateMessage(i18n, msg, params),
    });
    const post = transport.post as unknown as (p: string) => Promise<unknown>;
    const first = [post('/news/list'), post('/message/unread')];
    await session.set({ token: 'b', account: '0901234567' });
    const second = [post('/news/list'), post('/message/unread')];
    await Promise.all([...first, ...second]);
    expect(fake.sent.map((s) => [s.path, s.headers.token])).toEqual([
      ['/batch', 'a'],
      ['/batch', 'b'],
    ]);
  });
});

describe('callers leaving a batch', () => {
  const script: Script = {
    '/message/unread': [ok({ unread: 1 })],
    '/news/list': [ok({ list: [] })],
    '/market/indices': [ok([])],
  };

  it('sends nothing for a caller that left before the batch went', async () => {
    const gone = new AbortController();
    const fake = backend(script);
    const { outcomes } = await run(
      fake,
      [['/message/unread', undefined, { signal: gone.signal }], ['/news/list'], ['/market/indices']],
      {},
      () => gone.abort(new Error('screen left')),
    );
    expect(outcomes).toEqual([{ aborted: new Error('screen left') }, { data: { list: [] } }, { data: [] }]);
    expect(Object.fromEntries(new URLSearchParams(fake.sent[0]?.body))).toEqual({
      path0: '/news/list',
      path1: '/market/indices',
    });
  });

  it('settles a caller that leaves a batch in flight at once, the others with their answers', async () => {
    const gone = new AbortController();
    const fake = backend(script, undefined, 30);
    const { outcomes, seen } = await run(
      fake,
      [['/message/unread', undefined, { signal: gone.signal }], ['/news/list'], ['/market/indices']],
      {},
      () => setTimeout(() => gone.abort(new Error('screen left')), 5),
    );
    expect(outcomes).toEqual([{ aborted: new Error('screen left') }, { data: { list: [] } }, { data: [] }]);
    expect(seen.toast).toEqual([]);
    expect(fake.sent).toHaveLength(1);
  });

  it('abandons the request when every caller has left', async () => {
    const gone = new AbortController();
    const fake = backend(script, undefined, 1000);
    const started = Date.now();
    const { outcomes } = await run(
      fake,
      [
        ['/message/unread', undefined, { signal: gone.signal }],
        ['/news/list', undefined, { signal: gone.signal }],
      ],
      {},
      () => setTimeout(() => gone.abort(new Error('screen left')), 5),
    );
    expect(outcomes).toEqual([{ aborted: new Error('screen left') }, { aborted: new Error('screen left') }]);
    // The fake server saw the request aborted: it did not hold it for its full second.
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('gives a read its own deadline inside a batch, the others theirs', async () => {
    const fake = backend(script, undefined, 100);
    const { outcomes } = await run(fake, [['/message/unread', undefined, { timeoutMs: 20 }], ['/news/list']]);
    expect(outcomes).toEqual([
      {
        error: { kind: 'timeout', msg: 'network.timeout', status: undefined, text: 'The request timed out' },
      },
      { data: { list: [] } },
    ]);
  });
});

describe('splitBatch', () => {
  const each = (n: number, e: Exchange) => Array.from({ length: n }, () => e);
  it.each<[string, Exchange, Exchange[] | undefined]>([
    [
      'each answer with its own http status',
      {
        status: 200,
        body: { status: 1, msg: 'ok', data: [{ http: 401, status: 0, msg: 'session.expired' }] },
      },
      [{ status: 401, body: { status: 0, msg: 'session.expired' } }],
    ],
    ['a 404: no /batch here', { status: 404, body: undefined }, undefined],
    ['a 405: no /batch here', { status: 405, body: undefined }, undefined],
    ['a refusal of the whole batch', { status: 200, body: { status: 0, msg: 'batch.invalid' } }, undefined],
    ['a 502 is each call’s', { status: 502, body: undefined }, each(1, { status: 502, body: undefined })],
    ['not an envelope', { status: 200, body: [1] }, each(1, { status: 200, body: undefined })],
    [
      'too few answers',
      { status: 200, body: { status: 1, msg: 'ok', data: [] } },
      each(1, { status: 200, body: undefined }),
    ],
  ])('%s', (_title, batch, want) => {
    expect(splitBatch(batch, 1)).toEqual(want);
  });

  it('writes calls as path{i} and form{i}', () => {
    expect(
      batchBody([
        { path: '/a', form: '' },
        { path: '/b', form: 'x=1&y=2' },
      ]),
    ).toBe('path0=%2Fa&path1=%2Fb&form1=x%3D1%26y%3D2');
  });
});
