import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide, postMessage } from '../../src/operator';
import { contract, PNG } from '../helpers/app';
import { loadForms, validForm } from './forms';
import type { Customer, Harness } from './harness';
import { FUNDS, openHarness, PASSWORD } from './harness';

// Who may see what: customer B (and no one) against customer A's records, over every authenticated operation.
describe('access control between two customers', () => {
  let h: Harness;
  let a: Customer;
  let b: Customer;
  const ids: Record<string, string> = {};
  const secrets: string[] = [];
  const forms = loadForms();
  const secured = contract().operations.filter((o) => o.secured);

  beforeAll(async () => {
    h = await openHarness('pglite');
    const w = await h.world(2);
    [a, b] = w.customers as [Customer, Customer];
    const call = (op: string, form: Record<string, string>, files?: Record<string, Buffer>) =>
      h.server.call(op, form, a.session, files);
    const dep = await call('deposit', { amount: '500000', currency: 'JPY' }, { proof: PNG });
    await decide(h.db, 'deposits', Number(dep.data.id), 'approve', { actor: 't', now: h.clock.now() });
    const wd = await call('withdraw', {
      amount: '30000',
      currency: 'JPY',
      bankCardId: a.cardId,
      fundsPassword: FUNDS,
    });
    const buy = await call('buyStock', {
      code: '7203',
      type: 'jpy',
      direction: 'long',
      orderType: 'market',
      lots: '10',
      leverage: '1',
      fundsPassword: FUNDS,
    });
    const loan = await call('applyLoan', { type: 'jpy', amount: '10000' });
    await decide(h.db, 'loans', Number(loan.data.id), 'approve', { actor: 't', now: h.clock.now() });
    const sub = await call('subscribeNewStock', { id: String(w.ipoId), quantity: '100' });
    const watch = await call('addWatchlist', { code: '7203', type: 'jpy' });
    const msg = await postMessage(h.db, a.mobile, 'secret-for-A-7f3k', '<p>only A</p>', {
      actor: 't',
      now: h.clock.now(),
    });
    for (const x of [wd, buy, loan, sub, watch]) expect(x.status, JSON.stringify(x)).toBe(1);
    Object.assign(ids, {
      order: buy.data.id,
      card: a.cardId,
      loan: loan.data.id,
      subscription: sub.data.id,
      watch: watch.data.id,
      message: String(msg),
    });
    const [acct] = await h.db.query<{ invite_code: string; real_name: string }>(
      'SELECT * FROM accounts WHERE id = $1',
      [a.id],
    );
    const numbers = await h.db.query<{ n: string }>(
      `SELECT order_no AS n FROM orders WHERE account_id = $1 UNION ALL SELECT order_no FROM withdrawals WHERE account_id = $1
       UNION ALL SELECT order_no FROM loans WHERE account_id = $1 UNION ALL SELECT order_no FROM deposits WHERE account_id = $1
       UNION ALL SELECT order_no FROM ipo_subscriptions WHERE account_id = $1 UNION ALL SELECT stored_name FROM uploads WHERE account_id = $1`,
      [a.id],
    );
    secrets.push(
      a.mobile,
      acct?.invite_code ?? '',
      acct?.real_name ?? '',
      'secret-for-A-7f3k',
      ...numbers.map((n) => n.n),
    );
  });
  afterAll(async () => h?.close());

  const raw = (path: string, form: Record<string, string>, headers: Record<string, string>) =>
    h.server.app.inject({
      method: 'POST',
      url: `/api/vue${path}`,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });

  it.each([
    ['no token at all', () => ({})],
    ["B's token with A's account header", () => ({ token: b.session.token, account: a.mobile })],
    ["A's token with B's account header", () => ({ token: a.session.token, account: b.mobile })],
    ["A's token without an account header", () => ({ token: a.session.token })],
    ["A's token with an empty account header", () => ({ token: a.session.token, account: '' })],
    ['a guessed token', () => ({ token: 'A'.repeat(43), account: a.mobile })],
  ])('answers 401 to every authenticated operation with %s', async (_t, headers) => {
    for (const op of secured) {
      const res = await raw(op.path, {}, headers());
      expect(res.statusCode, op.operationId).toBe(401);
      expect(res.json(), op.operationId).toEqual({ status: 0, msg: 'session.expired' });
    }
  });

  // For each operation that names a record: B naming A's record gets exactly what B naming no record gets.
  const BY_ID: [string, (i: Record<string, string>) => Record<string, string>][] = [
    ['getPosition', (i) => ({ id: i.order as string })],
    ['closePosition', (i) => ({ id: i.order as string })],
    ['cancelOrder', (i) => ({ id: i.order as string })],
    ['deleteBankCard', (i) => ({ id: i.card as string })],
    [
      'withdraw',
      (i) => ({ amount: '30000', currency: 'JPY', bankCardId: i.card as string, fundsPassword: FUNDS }),
    ],
    ['repayLoan', (i) => ({ id: i.loan as string, amount: '10000', fundsPassword: FUNDS })],
    ['payNewStock', (i) => ({ id: i.subscription as string })],
    ['getMessage', (i) => ({ id: i.message as string })],
    ['markMessagesRead', (i) => ({ id: i.message as string })],
    ['reorderWatchlist', (i) => ({ ids: i.watch as string })],
  ];

  it.each(BY_ID)("%s refuses A's id to B without revealing that it exists", async (op, form) => {
    const before = await h.db.query('SELECT count(*)::int AS n, max(id) AS m FROM journal');
    const theirs = await h.server.call(op, form(ids), b.session);
    const nobody = await h.server.call(
      op,
      form(Object.fromEntries(Object.keys(ids).map((k) => [k, '987654']))),
      b.session,
    );
    expect(theirs.status, JSON.stringify(theirs)).toBe(0);
    expect(theirs).toEqual(nobody);
    expect(await h.db.query('SELECT count(*)::int AS n, max(id) AS m FROM journal')).toEqual(before);
    expect(await h.db.query('SELECT 1 FROM message_reads WHERE account_id = $1', [b.id])).toEqual([]);
  });

  it("finds none of A's identifiers in any answer to B, over every authenticated operation", async () => {
    let calls = 0;
    for (const spec of forms) {
      const op = contract().operations.find((o) => o.operationId === spec.operationId);
      // The quote stream carries public market data only (and never ends under inject).
      if (!op?.secured || op.stream || ['logout', 'changeLoginPassword'].includes(spec.operationId)) continue;
      const samples = fc.sample(validForm(spec), { numRuns: 8, seed: 7 });
      const named = BY_ID.find(([o]) => o === spec.operationId)?.[1](ids);
      for (const form of named ? [named, ...samples] : samples) {
        const files = op.fileFields.some((f) => f in form)
          ? Object.fromEntries(op.fileFields.map((f) => [f, PNG]))
          : undefined;
        const clean = Object.fromEntries(Object.entries(form).filter(([k]) => !op.fileFields.includes(k)));
        const answer = JSON.stringify(await h.server.call(spec.operationId, clean, b.session, files));
        calls++;
        for (const s of secrets)
          expect(answer.includes(s), `${spec.operationId} leaked ${s}: ${answer.slice(0, 300)}`).toBe(false);
      }
    }
    console.log(`[access] ${calls} calls as B, ${secrets.length} of A's identifiers searched, none found`);
  });

  it('serves an upload only to its owner, as an image that is not sniffed', async () => {
    const [u] = await h.db.query<{ stored_name: string }>(
      'SELECT stored_name FROM uploads WHERE account_id = $1',
      [a.id],
    );
    const get = (name: string, headers: Record<string, string>) =>
      h.server.app.inject({ method: 'GET', url: `/api/vue/uploads/${name}`, headers });
    const own = await get(u?.stored_name ?? '', a.session);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(String(own.headers['content-disposition'])).toMatch(/^inline; filename="image"$/);
    const stranger = await get(u?.stored_name ?? '', b.session);
    const missing = await get('00000000-0000-0000-0000-000000000000.png', b.session);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).toBe(missing.body);
    expect((await get(u?.stored_name ?? '', {})).statusCode).toBe(401);
    for (const evil of ['..%2F..%2Fpackage.json', '%2e%2e%2fetc%2fpasswd', 'x.png%00.html']) {
      expect([401, 404]).toContain((await get(evil, a.session)).statusCode);
    }
  });

  it('rejects a token after logout and the other sessions after a password change', async () => {
    const login = async () =>
      (await h.server.call('login', { account: b.mobile, password: PASSWORD })).data.token as string;
    const [t1, t2] = [await login(), await login()];
    const s1 = { token: t1, account: b.mobile };
    const s2 = { token: t2, account: b.mobile };
    expect((await h.server.call('logout', {}, s1)).status).toBe(1);
    expect((await h.server.call('getUnreadCount', {}, s1)).msg).toBe('session.expired');
    expect((await h.server.call('getUnreadCount', {}, s2)).status).toBe(1);
    const change = { oldPassword: PASSWORD, newPassword: 'pass-word2', repeatPassword: 'pass-word2' };
    expect((await h.server.call('changeLoginPassword', change, b.session)).status).toBe(1);
    expect((await h.server.call('getUnreadCount', {}, s2)).msg).toBe('session.expired');
    expect((await h.server.call('getUnreadCount', {}, b.session)).status).toBe(1);
  });

  it('issues distinct 256-bit tokens', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 100; i++) {
      const t = (await h.server.call('login', { account: a.mobile, password: PASSWORD })).data
        .token as string;
      expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
      tokens.add(t);
    }
    expect(tokens.size).toBe(100);
  });

  it.each([
    [
      'login',
      5,
      (ok: boolean) => ['login', { account: a.mobile, password: ok ? PASSWORD : 'wrong-pass' }] as const,
    ],
    [
      'the funds password',
      5,
      (ok: boolean) =>
        [
          'exchange',
          { from: 'JPY', to: 'USD', amount: '100', fundsPassword: ok ? FUNDS : '000000' },
        ] as const,
    ],
  ] as const)('locks %s after %d wrong attempts, even against the right one', async (_t, n, attempt) => {
    for (let i = 0; i < n; i++) {
      const [op, form] = attempt(false);
      expect((await h.server.call(op, form, a.session)).status).toBe(0);
    }
    const [op, form] = attempt(true);
    expect(await h.server.call(op, form, a.session)).toEqual({ status: 0, msg: 'request.tooFrequent' });
  });

  it.each([
    ['after 30 idle minutes', [30], 'session.expired'],
    ['not while used every 29 minutes', [29, 29, 29], 'ok'],
    ['after 12 hours however busy', Array.from({ length: 25 }, () => 29), 'session.expired'],
  ] as const)('ends a session %s', async (_t, steps, want) => {
    const start = h.clock.t;
    // B (password changed above): A's login is locked by the test before.
    const token = (await h.server.call('login', { account: b.mobile, password: 'pass-word2' })).data
      .token as string;
    const s = { token, account: b.mobile };
    let last = '';
    for (const minutes of steps) {
      h.clock.t = new Date(h.clock.t.getTime() + minutes * 60_000);
      last = (await h.server.call('getUnreadCount', {}, s)).msg;
    }
    h.clock.t = start;
    expect(last).toBe(want);
  });
});
