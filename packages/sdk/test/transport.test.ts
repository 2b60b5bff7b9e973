import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createI18n, translateMessage } from '../src/i18n/createI18n';
import { LANGUAGES, type BuiltInLanguage as Language } from '../src/i18n/languages';
import { BUILT_IN_LOCALES } from '../src/i18n/locales/index';
import type { CallOptions, TransportOptions } from '../src/transport/createTransport';
import { createTransport } from '../src/transport/createTransport';
import { ApiError, type ApiErrorKind } from '../src/transport/errors';
import { createEvents, type TsumikiEventMap } from '../src/transport/events';
import { memorySession, type SessionStore } from '../src/transport/session';
import { type Reply, startTestServer, type TestServer } from './httpServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

interface Harness {
  post: (path: string, form?: object, options?: CallOptions) => Promise<unknown>;
  session: SessionStore;
  seen: { [K in keyof TsumikiEventMap]: TsumikiEventMap[K][] };
  sleeps: number[];
}

function harness(language: Language, overrides: Partial<TransportOptions> = {}): Harness {
  const i18n = createI18n({ language, storage: null, locales: BUILT_IN_LOCALES });
  const events = createEvents();
  const session = memorySession({ token: 'tok-123', account: '0901234567' });
  const seen: Harness['seen'] = { toast: [], unauthorized: [], 'toasts-cleared': [] };
  events.on('toast', (e) => seen.toast.push(e));
  events.on('unauthorized', (e) => seen.unauthorized.push(e));
  events.on('toasts-cleared', (e) => seen['toasts-cleared'].push(e));
  const sleeps: number[] = [];
  const transport = createTransport({
    baseUrl: server.baseUrl,
    session,
    events,
    translate: (msg, params) => translateMessage(i18n, msg, params),
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...overrides,
  });
  // The contract's paths are literal types; these tests drive the runtime with any path.
  const post = transport.post as unknown as Harness['post'];
  return { post, session, seen, sleeps };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

type Want = { kind: ApiErrorKind; msg: string; status?: number; text: Record<Language, string> };
type FailureCase = [string, { given: Reply; want: Want }];

const failures: FailureCase[] = [
  [
    'a refusal carries the msg key, translated',
    {
      given: { body: { status: 0, msg: 'balance.insufficient' } },
      want: {
        kind: 'refused',
        msg: 'balance.insufficient',
        status: 200,
        text: { ja: '残高が不足しています', 'zh-CN': '可用余额不足', en: 'Insufficient available balance' },
      },
    },
  ],
  [
    'an unknown msg is shown as it came',
    {
      given: { body: { status: 0, msg: '系统维护中 maintenance' } },
      want: {
        kind: 'refused',
        msg: '系统维护中 maintenance',
        status: 200,
        text: {
          ja: '系统维护中 maintenance',
          'zh-CN': '系统维护中 maintenance',
          en: '系统维护中 maintenance',
        },
      },
    },
  ],
  [
    'a refusal without msg is an unreadable answer',
    {
      given: { body: { status: 0 } },
      want: {
        kind: 'refused',
        msg: 'response.invalid',
        status: 200,
        text: {
          ja: 'サーバーの応答を読み取れませんでした',
          'zh-CN': '无法读取服务器的响应',
          en: 'The server answer could not be read',
        },
      },
    },
  ],
  [
    'an HTTP error uses the error body msg',
    {
      given: { status: 500, body: { status: 0, msg: 'server.error' } },
      want: {
        kind: 'http',
        msg: 'server.error',
        status: 500,
        text: {
          ja: 'サーバーでエラーが発生しました。しばらくしてからお試しください',
          'zh-CN': '服务器出错，请稍后再试',
          en: 'Something went wrong on the server. Please try again shortly',
        },
      },
    },
  ],
  [
    'an HTTP error without a body reads "Request failed with status code N"',
    {
      given: { status: 502, body: '<html>Bad gateway</html>' },
      want: {
        kind: 'http',
        msg: 'http.statusFailed',
        status: 502,
        text: {
          ja: 'リクエストに失敗しました（ステータスコード 502）',
          'zh-CN': '请求失败，状态码 502',
          en: 'Request failed with status code 502',
        },
      },
    },
  ],
  [
    'a 2xx answer that is not the envelope',
    {
      given: { body: 'not json' },
      want: {
        kind: 'invalid-response',
        msg: 'response.invalid',
        status: 200,
        text: {
          ja: 'サーバーの応答を読み取れませんでした',
          'zh-CN': '无法读取服务器的响应',
          en: 'The server answer could not be read',
        },
      },
    },
  ],
];

describe.each(LANGUAGES.map((language) => [language]))('createTransport in %s', (language) => {
  it('should send a form with the session headers and resolve with data', async () => {
    server.reply({ body: { status: 1, msg: 'ok', data: { account: '0901234567', jpy: '1000.00' } } });
    const { post } = harness(language);
    await expect(post('/user/getUserinfo', { type: 'jpy', skip: undefined, flag: true })).resolves.toEqual({
      account: '0901234567',
      jpy: '1000.00',
    });
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/vue/user/getUserinfo');
    expect(request?.headers.token).toBe('tok-123');
    expect(request?.headers.account).toBe('0901234567');
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request?.body.toString()).toBe('type=jpy&flag=1');
  });

  it('should send the customer’s language when it knows it', async () => {
    server.reply({ body: { status: 1, msg: 'ok', data: null } });
    await harness(language, { language: () => language }).post('/market/search', { keyword: 'トヨタ' });
    expect(server.requests[0]?.headers['accept-language']).toBe(language);
  });

  it('should accept a status sent as the string "1"', async () => {
    server.reply({ body: { status: '1', msg: 'ok', data: [1, 2] } });
    await expect(harness(language).post('/common/config')).resolves.toEqual([1, 2]);
  });

  it('should send empty session headers before sign-in', async () => {
    server.reply({ body: { status: 1, msg: 'ok', data: null } });
    const h = harness(language);
    await h.session.clear();
    await h.post('/user/login', { account: '0901234567', password: 'secret-12' });
    expect(server.requests[0]?.headers.token).toBe('');
    expect(server.requests[0]?.headers.account).toBe('');
  });

  it('should send files as multipart', async () => {
    server.reply({ body: { status: 1, msg: 'ok', data: null } });
    const image = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'proof.jpg', { type: 'image/jpeg' });
    await harness(language).post('/user/deposit', { money: '50000.00', image });
    const [request] = server.requests;
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const text = request?.body.toString('latin1') ?? '';
    expect(text).toContain('name="money"\r\n\r\n50000.00');
    expect(text).toContain('name="image"; filename="proof.jpg"');
  });

  it.each(failures)('%s', async (_title, { given, want }) => {
    server.reply(given);
    const h = harness(language);
    const error = await failure(h.post('/trade/buy', { lots: '100' }));
    expect({ kind: error.kind, msg: error.msg, status: error.status, text: error.message }).toEqual({
      kind: want.kind,
      msg: want.msg,
      status: want.status,
      text: want.text[language],
    });
    expect(error.path).toBe('/trade/buy');
    expect(h.seen.toast).toEqual([
      { text: want.text[language], msg: want.msg, durationMs: 2000, tone: 'error' },
    ]);
    expect(h.seen.unauthorized).toEqual([]);
  });

  it.each([[503], [404]])('should clear toasts on HTTP %i and then show the failure', async (status) => {
    server.reply({ status, body: '' });
    const h = harness(language);
    const error = await failure(h.post('/common/config'));
    expect(error.status).toBe(status);
    expect(h.seen['toasts-cleared']).toEqual([{ status }]);
    expect(h.seen.toast).toHaveLength(1);
  });

  it('should, on 401, wait 1500 ms, clear the session and emit unauthorized once', async () => {
    server.reply({ status: 401, body: { status: 0, msg: 'session.expired' } });
    const h = harness(language);
    const errors = await Promise.all([
      failure(h.post('/user/getUserinfo')),
      failure(h.post('/trade/userstocklist')),
    ]);
    expect(errors.map((e) => e.msg)).toEqual(['session.expired', 'session.expired']);
    expect(h.sleeps).toEqual([1500]);
    expect(h.session.get()).toBeNull();
    expect(h.seen.unauthorized).toEqual([{ msg: 'session.expired' }]);
    expect(h.seen.toast[0]?.text).toBe(
      { ja: 'もう一度ログインしてください', 'zh-CN': '请重新登录', en: 'Please log in again' }[language],
    );
  });

  it('should end a new session again after a later 401', async () => {
    server.reply({ status: 401, body: '' });
    const h = harness(language);
    await failure(h.post('/user/getUserinfo'));
    await h.session.set({ token: 'tok-456', account: '0901234567' });
    await failure(h.post('/user/getUserinfo'));
    expect(h.seen.unauthorized).toHaveLength(2);
    expect(h.seen.unauthorized[0]?.msg).toBe('http.statusFailed');
  });

  it('should name a network failure', async () => {
    const closed = await startTestServer();
    await closed.close();
    const h = harness(language, { baseUrl: closed.baseUrl });
    const error = await failure(h.post('/common/config'));
    expect(error.kind).toBe('network');
    expect(error.message).toBe(
      { ja: 'ネットワークエラーが発生しました', 'zh-CN': '网络错误', en: 'Network error' }[language],
    );
  });

  it('should give up at the deadline', async () => {
    // The answer comes long after the deadline, so a busy machine's late timer cannot let it in first.
    server.reply({ delayMs: 3_000, body: { status: 1, msg: 'ok', data: null } });
    const h = harness(language, { timeoutMs: 50 });
    const error = await failure(h.post('/common/config'));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(
      { ja: '通信がタイムアウトしました', 'zh-CN': '请求超时', en: 'The request timed out' }[language],
    );
  });
});

describe('createTransport retries and cancellation', () => {
  function flakyFetch(failuresBeforeSuccess: number) {
    let calls = 0;
    const fetchImpl = async (request: Request) => {
      calls += 1;
      if (calls <= failuresBeforeSuccess) throw new TypeError('fetch failed');
      return fetch(request);
    };
    return { fetchImpl, calls: () => calls };
  }

  it('should not retry by default, so a money call is sent once', async () => {
    const flaky = flakyFetch(1);
    const h = harness('ja', { fetch: flaky.fetchImpl });
    await failure(h.post('/trade/buy', { lots: '1' }));
    expect(flaky.calls()).toBe(1);
    expect(h.seen.toast).toHaveLength(1);
  });

  it('should retry a read after a network failure, waiting first, without showing the first failure', async () => {
    server.reply({ body: { status: 1, msg: 'ok', data: 'fine' } });
    const flaky = flakyFetch(1);
    const h = harness('ja', { fetch: flaky.fetchImpl });
    await expect(h.post('/quotes/list', {}, { retries: 1 })).resolves.toBe('fine');
    expect(flaky.calls()).toBe(2);
    expect(h.sleeps).toEqual([300]);
    expect(h.seen.toast).toEqual([]);
  });

  type RetryCase = [
    string,
    {
      given: { replies: Reply[]; retries: number };
      want: { requests: number; sleeps: number[]; toasts: string[] };
    },
  ];
  const ok: Reply = { body: { status: 1, msg: 'ok', data: 'fine' } };
  const retryCases: RetryCase[] = [
    [
      'a 503 then an answer: recovered after one wait, nothing shown',
      {
        given: { replies: [{ status: 503 }, ok], retries: 2 },
        want: { requests: 2, sleeps: [300], toasts: [] },
      },
    ],
    [
      'two 5xx then an answer: the waits double',
      {
        given: { replies: [{ status: 502 }, { status: 500 }, ok], retries: 2 },
        want: { requests: 3, sleeps: [300, 600], toasts: [] },
      },
    ],
    [
      '5xx on every try: only the last failure is shown',
      {
        given: { replies: [{ status: 502 }], retries: 2 },
        want: { requests: 3, sleeps: [300, 600], toasts: ['http.statusFailed'] },
      },
    ],
    [
      'a refusal on a read that could retry: sent once and shown',
      {
        given: { replies: [{ body: { status: 0, msg: 'market.closed' } }], retries: 2 },
        want: { requests: 1, sleeps: [], toasts: ['market.closed'] },
      },
    ],
    [
      'a 4xx is an answer, not a lost call: sent once and shown',
      {
        given: { replies: [{ status: 429, body: { status: 0, msg: 'request.tooFrequent' } }], retries: 2 },
        want: { requests: 1, sleeps: [], toasts: ['request.tooFrequent'] },
      },
    ],
    [
      'no retries asked (a money call): a 503 is sent once and shown',
      {
        given: { replies: [{ status: 503 }, ok], retries: 0 },
        want: { requests: 1, sleeps: [], toasts: ['http.statusFailed'] },
      },
    ],
  ];
  it.each(retryCases)('%s', async (_title, { given, want }) => {
    server.reply(...given.replies);
    const h = harness('en');
    await h.post('/quotes/list', {}, { retries: given.retries }).catch(() => undefined);
    expect(server.requests).toHaveLength(want.requests);
    expect(h.sleeps).toEqual(want.sleeps);
    expect(h.seen.toast.map((t) => t.msg)).toEqual(want.toasts);
  });

  it('should never retry a refusal', async () => {
    server.reply({ body: { status: 0, msg: 'market.closed' } });
    const h = harness('ja');
    await failure(h.post('/quotes/list', {}, { retries: 3 }));
    expect(server.requests).toHaveLength(1);
  });

  it('should settle by the one deadline when the server never answers, retries and all', async () => {
    server.reply({ delayMs: 5_000, body: { status: 1, msg: 'ok', data: null } });
    const h = harness('en', { timeoutMs: 100 });
    const error = await failure(h.post('/quotes/list', {}, { retries: 2 }));
    expect(error.kind).toBe('timeout');
    // The deadline is the whole call's: the first try used it up, so there is no second.
    expect(server.requests).toHaveLength(1);
    expect(h.seen.toast.map((t) => t.text)).toEqual(['The request timed out']);
  });

  it('should settle by the deadline while waiting to retry', async () => {
    const flaky = flakyFetch(Number.POSITIVE_INFINITY);
    // A wait that never ends on its own: only the deadline can end it.
    const h = harness('en', { fetch: flaky.fetchImpl, timeoutMs: 100, sleep: () => new Promise(() => {}) });
    const error = await failure(h.post('/quotes/list', {}, { retries: 2 }));
    expect(error.kind).toBe('timeout');
    expect(flaky.calls()).toBe(1);
    expect(h.seen.toast.map((t) => t.msg)).toEqual(['network.timeout']);
  });

  it.each(LANGUAGES)('should refuse every call at once while offline, unsent (%s)', async (language) => {
    const flaky = flakyFetch(0);
    const h = harness(language, { fetch: flaky.fetchImpl, isOnline: () => false });
    const error = await failure(h.post('/trade/buy', { lots: '1' }, { retries: 2 }));
    expect(error).toMatchObject({ kind: 'offline', msg: 'network.error' });
    expect(error.message).toBe(
      { ja: 'ネットワークエラーが発生しました', 'zh-CN': '网络错误', en: 'Network error' }[language],
    );
    expect(flaky.calls()).toBe(0);
    expect(h.sleeps).toEqual([]);
    expect(h.seen.toast.map((t) => t.text)).toEqual([error.message]);
  });

  it('should not send a retry once the device has gone offline', async () => {
    let online = true;
    const flaky = flakyFetch(1);
    const h = harness('en', {
      fetch: async (request) => {
        online = false;
        return flaky.fetchImpl(request);
      },
      isOnline: () => online,
    });
    const error = await failure(h.post('/quotes/list', {}, { retries: 2 }));
    expect(error.msg).toBe('network.error');
    expect(flaky.calls()).toBe(1);
    expect(h.seen.toast).toHaveLength(1);
  });

  it('should stay silent when asked', async () => {
    server.reply({ body: { status: 0, msg: 'quote.unavailable' } });
    const h = harness('en');
    const error = await failure(h.post('/quotes/detail', {}, { silent: true }));
    expect(error.message).toBe('The stock price could not be obtained');
    expect(h.seen.toast).toEqual([]);
  });

  it('should reject a cancelled call with the abort reason and no toast', async () => {
    server.reply({ delayMs: 300, body: { status: 1, msg: 'ok', data: null } });
    const h = harness('ja');
    const controller = new AbortController();
    const pending = h.post('/common/config', {}, { signal: controller.signal });
    controller.abort(new Error('screen closed'));
    await expect(pending).rejects.toThrow('screen closed');
    expect(h.seen.toast).toEqual([]);
  });
});
