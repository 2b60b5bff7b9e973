import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db';
import { BATCH_MAX_CALLS, readBatch } from '../src/http/batch';
import type { RateLimits } from '../src/http/rateLimit';
import { seedOnce } from '../src/seed';
import { type Answer, contract, TestClock, testServer } from './helpers/app';
import { newCustomer, type Server, type Session } from './helpers/customer';
import { dbTargets, openTestDb } from './helpers/db';

// Thursday 19 Nov 2026, 10:00 in Tokyo: the market open.
const START = '2026-11-19T01:00:00Z';
const PUBLIC_LIMIT = 5;
const LIMITS: RateLimits = {
  register: { ip: { limit: 1000, windowSeconds: 3600 } },
  login: { ip: { limit: 1000, windowSeconds: 60 } },
  public: { ip: { limit: PUBLIC_LIMIT, windowSeconds: 60 } },
  upload: { account: { limit: 100, windowSeconds: 3600 }, ip: { limit: 100, windowSeconds: 3600 } },
  order: { account: { limit: 100, windowSeconds: 60 }, ip: { limit: 100, windowSeconds: 60 } },
};
const BUY = {
  code: '7203',
  type: 'jpy',
  direction: 'long',
  orderType: 'market',
  lots: '1',
  leverage: '1',
  fundsPassword: '246813',
};

type Call = [path: string, form?: Record<string, string>];

/** The batch form of `calls`: `path{i}` and `form{i}`. */
const batchForm = (calls: Call[]) =>
  Object.fromEntries(
    calls.flatMap(([path, form], i) => [
      [`path${i}`, path],
      [`form${i}`, new URLSearchParams(form ?? {}).toString()],
    ]),
  );

describe('readBatch', () => {
  const batchable = new Set(['/market/rankings', '/message/unread']);
  it.each<[string, Record<string, string>, unknown]>([
    [
      'two calls in order',
      { path0: '/market/rankings', form0: 'kind=gainers', path1: '/message/unread' },
      [
        { path: '/market/rankings', form: 'kind=gainers' },
        { path: '/message/unread', form: '' },
      ],
    ],
    ['no call at all', {}, { refusal: 'batch.invalid' }],
    [
      'a gap in the numbering',
      { path0: '/message/unread', path2: '/message/unread' },
      { refusal: 'batch.invalid' },
    ],
    ['a form without its path', { path0: '/message/unread', form1: 'a=1' }, { refusal: 'batch.invalid' }],
    ['a field of another name', { path0: '/message/unread', extra: '1' }, { refusal: 'batch.invalid' }],
    ['a leading zero', { path0: '/message/unread', path01: '/message/unread' }, { refusal: 'batch.invalid' }],
    ['a path not batchable', { path0: '/trade/buy' }, { refusal: 'batch.notBatchable' }],
    ['the batch itself', { path0: '/batch' }, { refusal: 'batch.notBatchable' }],
    ['an empty path', { path0: '' }, { refusal: 'batch.notBatchable' }],
    [
      'one call past the cap',
      Object.fromEntries(
        Array.from({ length: BATCH_MAX_CALLS + 1 }, (_, i) => [`path${i}`, '/message/unread']),
      ),
      { refusal: 'batch.tooMany' },
    ],
  ])('%s', (_title, form, want) => {
    expect(readBatch(form, batchable)).toEqual(want);
  });
});

describe.each(dbTargets())('POST /batch on %s', (target) => {
  let db: Db;
  let server: Server;
  let limited: Server;
  let s: Session;
  const clock = new TestClock(new Date(START));

  const batch = (
    calls: Call[] | Record<string, string>,
    who?: Session,
    headers: Record<string, string> = {},
  ) => server.call('batch', Array.isArray(calls) ? batchForm(calls) : calls, who, undefined, headers);
  const answers = async (calls: Call[], who?: Session, headers: Record<string, string> = {}) => {
    const a = await batch(calls, who, headers);
    expect(a.status, JSON.stringify(a)).toBe(1);
    return a.data as { http: number; status: number; msg: string; data?: unknown }[];
  };
  /** What the same call answers alone, in the batch's shape. */
  const alone = async ([path, form]: Call, who?: Session, headers: Record<string, string> = {}) => {
    const op = contract().operations.find((o) => o.path === path)?.operationId ?? path;
    const a: Answer = await server.call(op, form ?? {}, who, undefined, headers);
    const http = a.msg === 'session.expired' ? 401 : 200;
    return a.status === 1 ? { http, status: 1, msg: a.msg, data: a.data } : { http, status: 0, msg: a.msg };
  };

  beforeAll(async () => {
    db = await openTestDb(target);
    await seedOnce(db, clock.now());
    server = await testServer(db, clock);
    limited = await testServer(db, clock, { rateLimits: LIMITS });
    s = await newCustomer(server, db, clock, '0805550031');
  });
  afterAll(async () => db?.close());

  const HOME: Call[] = [
    ['/user/getUserinfo', { type: 'jpy' }],
    ['/market/indices', { type: 'jpy' }],
    ['/market/rankings', { type: 'jpy', kind: 'gainers' }],
    ['/market/rankings', { type: 'jpy', kind: 'losers' }],
    ['/news/list', { page: '1', pageSize: '5' }],
    ['/message/unread'],
    ['/trade/userstocklist', { type: 'jpy' }],
  ];

  it('answers each call as it answers alone, in order', async () => {
    const got = await answers(HOME, s);
    const want = [];
    for (const call of HOME) want.push(await alone(call, s));
    expect(got).toEqual(want);
    expect(got.map((a) => [a.http, a.msg])).toEqual(HOME.map(() => [200, 'ok']));
  });

  it("runs each call's own session check: without one the private calls answer 401, the public ones data", async () => {
    const got = await answers(HOME);
    expect(got.map((a) => [a.http, a.msg])).toEqual([
      [401, 'session.expired'],
      [200, 'ok'],
      [200, 'ok'],
      [200, 'ok'],
      [200, 'ok'],
      [401, 'session.expired'],
      [401, 'session.expired'],
    ]);
    const stranger = await answers([['/user/getUserinfo']], { token: 'x'.repeat(32), account: s.account });
    expect(stranger).toEqual([{ http: 401, status: 0, msg: 'session.expired' }]);
  });

  it("keeps one call's refusal to itself", async () => {
    const got = await answers(
      [
        ['/market/rankings', { type: 'jpy', kind: 'nonsense' }],
        ['/market/detail', { type: 'jpy', code: '0000' }],
        ['/message/unread'],
      ],
      s,
    );
    expect(got.map((a) => [a.status, a.msg])).toEqual([
      [0, 'request.invalid'],
      [0, 'resource.notFound'],
      [1, 'ok'],
    ]);
    // A field sent twice inside one call's form is that call's HPP refusal, as alone.
    const repeated = await batch({ path0: '/market/detail', form0: 'type=jpy&code=7203&code=6758' }, s);
    expect((repeated.data as Answer[])[0]).toEqual({ http: 200, status: 0, msg: 'request.invalid' });
  });

  it('answers in the language of the batch', async () => {
    const call: Call = ['/market/detail', { type: 'jpy', code: '7203' }];
    for (const lang of ['en', 'ja', 'zh-CN']) {
      const [got] = await answers([call, call], s, { 'accept-language': lang });
      expect(got).toEqual(await alone(call, s, { 'accept-language': lang }));
    }
    const names = [];
    for (const lang of ['en', 'ja']) {
      const [got] = await answers([call], s, { 'accept-language': lang });
      names.push((got?.data as { name?: string } | undefined)?.name);
    }
    expect(names[0]).not.toBe(names[1]);
  });

  it.each<[string, Call[], string]>([
    ['a buy', [['/message/unread'], ['/trade/buy', BUY]], 'batch.notBatchable'],
    [
      'a withdrawal',
      [['/user/withdraw', { amount: '1000', currency: 'JPY', fundsPassword: '246813' }]],
      'batch.notBatchable',
    ],
    ['a sign-in', [['/user/login', { account: '0805550031', password: 'pass-word1' }]], 'batch.notBatchable'],
    ['a sign-out', [['/user/logout']], 'batch.notBatchable'],
    ['marking messages read', [['/message/read']], 'batch.notBatchable'],
    ['an upload', [['/user/deposit', { amount: '1000', currency: 'JPY' }]], 'batch.notBatchable'],
    ['the quote stream', [['/market/stream', { type: 'jpy' }]], 'batch.notBatchable'],
    ['a batch in a batch', [['/batch', batchForm([['/message/unread']])]], 'batch.notBatchable'],
    ['21 calls', Array.from({ length: 21 }, (): Call => ['/message/unread']), 'batch.tooMany'],
  ])('refuses a batch with %s as a whole, running nothing', async (_title, calls, msg) => {
    const before = await answers([['/user/getUserinfo'], ['/trade/userstocklist']], s);
    expect(await batch(calls, s)).toEqual({ status: 0, msg });
    expect(await answers([['/user/getUserinfo'], ['/trade/userstocklist']], s)).toEqual(before);
    // Still signed in: the sign-out was not run.
    expect((await server.call('getUnreadCount', {}, s)).status).toBe(1);
  });

  it.each<[string, Record<string, string>]>([
    ['no call', {}],
    ['a gap', { path0: '/message/unread', path2: '/message/unread' }],
    ['an unknown field', { path0: '/message/unread', x: '1' }],
    ['a form too long for its schema', { path0: '/message/unread', form0: 'a'.repeat(5000) }],
  ])('refuses a malformed batch (%s) with a translated key', async (_title, form) => {
    const a = await batch(form, s);
    expect(a.status).toBe(0);
    expect(['batch.invalid', 'request.invalid']).toContain(a.msg);
  });

  it('takes 20 calls with forms at their longest, however they are encoded', async () => {
    // 56 percent-encoded three-byte characters: 504 characters of form, 9 bytes each once encoded again.
    const keyword = new URLSearchParams({ keyword: 'あ'.repeat(56) }).toString();
    expect(keyword.length).toBeLessThanOrEqual(512);
    const form = Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [
        [`path${i}`, '/market/search'],
        [`form${i}`, keyword],
      ]).flat(),
    );
    const a = await batch(form, s);
    expect(a.status, JSON.stringify(a).slice(0, 200)).toBe(1);
    expect((a.data as Answer[]).every((x) => x.msg === (a.data as Answer[])[0]?.msg)).toBe(true);
  });

  it('refuses a repeated field and a cross-site batch as every call does', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/vue/batch',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'path0=%2Fmessage%2Funread&path0=%2Fmarket%2Frankings',
    });
    expect(res.json()).toEqual({ status: 0, msg: 'request.invalid' });
    const cross = await server.app.inject({
      method: 'POST',
      url: '/api/vue/batch',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: 'path0=%2Fnews%2Flist',
    });
    expect([cross.statusCode, cross.json()]).toEqual([403, { status: 0, msg: 'request.crossOrigin' }]);
  });

  it('counts each call in its own rate-limit bucket: a batch stretches no limit', async () => {
    const ip = { 'x-test-ip': '10.9.8.7' };
    const calls = Array.from({ length: PUBLIC_LIMIT + 3 }, (): Call => ['/market/indices', { type: 'jpy' }]);
    const got = (await limited.call('batch', batchForm(calls), undefined, undefined, ip)).data as Answer[];
    expect(got.filter((a) => a.status === 1)).toHaveLength(PUBLIC_LIMIT);
    expect(got.filter((a) => a.msg === 'request.tooFrequent')).toHaveLength(3);
    // The lone call after it finds the bucket spent too.
    expect((await limited.call('listIndices', { type: 'jpy' }, undefined, undefined, ip)).msg).toBe(
      'request.tooFrequent',
    );
  });

  it('answers 40 batches at once, each call with its own answer', async () => {
    const want = [];
    for (const call of HOME) want.push(await alone(call, s));
    const all = await Promise.all(Array.from({ length: 40 }, () => answers(HOME, s)));
    for (const got of all) expect(got).toEqual(want);
  });
});
