import { chmodSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHasher, HashQueueFull } from '../../src/auth/passwords';
import { DEFAULT_CONFIG } from '../../src/config';
import type { Db } from '../../src/db';
import { openPglite } from '../../src/db';
import { FORM_MAX_BYTES, FORM_MAX_FIELDS } from '../../src/http/forms';
import type { RateLimits } from '../../src/http/rateLimit';
import { seedOnce } from '../../src/seed';
import { PNG, TestClock, testServer } from '../helpers/app';
import type { Server, Session } from '../helpers/customer';
import { newCustomer } from '../helpers/customer';
import { dbTargets, openTestDb } from '../helpers/db';
import { countingHasher } from '../helpers/hasher';

// The server's doors, tried as an attacker would on loopback (issue 16): parallel guesses against the lockouts,
// floods against the limits and the hash queue, posts from another origin, bodies sent before any session,
// bodies and headers that never end, forms of 100,000 fields, and the modes of the files the server keeps.
// Every burst is 40 requests at once; every loop is bounded.

const PASSWORD = 'pass-word1';
const FUNDS = '246813';
const BURST = 40;
const START = '2026-11-19T01:00:00Z';

const tally = (msgs: string[]) =>
  msgs.reduce<Record<string, number>>((m, k) => Object.assign(m, { [k]: (m[k] ?? 0) + 1 }), {});

describe.each(dbTargets())('the doors on %s', (target) => {
  let db: Db;
  let server: Server;
  let counted: ReturnType<typeof countingHasher>;
  let customer: Session;
  const clock = new TestClock(new Date(START));

  beforeAll(async () => {
    db = await openTestDb(target);
    await seedOnce(db, clock.now());
    counted = countingHasher(createHasher({ cost: 12, concurrency: 2, queue: 64 }));
    server = await testServer(db, clock, {}, { hasher: counted.hasher });
    customer = await newCustomer(server, db, clock, '0801110001');
  });
  afterAll(async () => db?.close());

  const failures = async (key: string) =>
    Number(
      (await db.query<{ failures: number }>('SELECT failures FROM auth_failures WHERE key = $1', [key]))[0]
        ?.failures ?? 0,
    );
  const login = (account: string, password: string, ip = '127.0.0.1') =>
    server.call('login', { account, password }, undefined, undefined, { 'x-test-ip': ip });

  describe('lockouts under parallel guesses', () => {
    it(`counts ${BURST} wrong sign-ins sent at once as ${BURST}; at most 5 reach a hash; the right password is refused until the window ends`, async () => {
      clock.set(START);
      const checks = counted.counts.checks;
      const answers = await Promise.all(
        Array.from({ length: BURST }, (_, i) => login(customer.account, `wrong-pass-${i}`)),
      );
      const by = tally(answers.map((a) => a.msg));
      expect(by).toEqual({ 'auth.wrongCredentials': 5, 'request.tooFrequent': BURST - 5 });
      expect(counted.counts.checks - checks).toBe(5);
      expect(await failures(`login:${customer.account}`)).toBe(BURST);
      expect(await login(customer.account, PASSWORD)).toEqual({ status: 0, msg: 'request.tooFrequent' });
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/vue/user/login',
        payload: new URLSearchParams({ account: customer.account, password: PASSWORD }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.json()).toEqual({ status: 0, msg: 'request.tooFrequent' });
      expect(Number(res.headers['retry-after'])).toBe(15 * 60);
      clock.set('2026-11-19T01:14:59Z');
      expect((await login(customer.account, PASSWORD)).msg).toBe('request.tooFrequent');
      clock.set('2026-11-19T01:15:00Z');
      const ok = await login(customer.account, PASSWORD);
      expect(ok.status).toBe(1);
      customer.token = ok.data.token;
    });

    it(`lets at most 5 of ${BURST - 1} wrong guesses and the right one sent at once reach a hash`, async () => {
      clock.set('2026-11-19T02:00:00Z');
      const checks = counted.counts.checks;
      const answers = await Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          login(customer.account, i === 17 ? PASSWORD : `wrong-pass-${i}`),
        ),
      );
      const reached = answers.filter((a) => a.msg !== 'request.tooFrequent');
      expect(reached.length).toBeLessThanOrEqual(5);
      expect(counted.counts.checks - checks).toBe(reached.length);
      // A success gives its count back; every wrong guess stays counted.
      expect(await failures(`login:${customer.account}`)).toBe(
        BURST - answers.filter((a) => a.status === 1).length,
      );
      expect((await login(customer.account, PASSWORD)).msg).toBe('request.tooFrequent');
    });

    it('counts the login password of changeLoginPassword and setFundsPassword with sign-in', async () => {
      clock.set('2026-11-19T03:00:00Z');
      const fresh = await newCustomer(server, db, clock, '0801110002', '0');
      const change = (old: string) =>
        server.call(
          'changeLoginPassword',
          { oldPassword: old, newPassword: 'new-pass-77', repeatPassword: 'new-pass-77' },
          fresh,
        );
      const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => change(`wrong-pass-${i}`)));
      expect(tally(answers.map((a) => a.msg))).toEqual({
        'password.wrongOriginal': 5,
        'request.tooFrequent': BURST - 5,
      });
      expect((await change(PASSWORD)).msg).toBe('request.tooFrequent');
      expect((await login(fresh.account, PASSWORD)).msg).toBe('request.tooFrequent');
    });

    it(`counts ${BURST} wrong funds passwords sent at once; the right one is refused for 30 minutes; nothing moves`, async () => {
      clock.set('2026-11-19T04:00:00Z');
      const s = await newCustomer(server, db, clock, '0801110003');
      const journal = await db.query('SELECT count(*)::int AS n FROM journal');
      const exchange = (pin: string) =>
        server.call('exchange', { from: 'JPY', to: 'USD', amount: '1500', fundsPassword: pin }, s);
      const checks = counted.counts.checks;
      const wrong = ['000000', '111111', '999999', '135792'];
      const answers = await Promise.all(
        Array.from({ length: BURST }, (_, i) => exchange(wrong[i % wrong.length] ?? '000000')),
      );
      expect(tally(answers.map((a) => a.msg))).toEqual({
        'fundsPassword.wrong': 5,
        'request.tooFrequent': BURST - 5,
      });
      expect(counted.counts.checks - checks).toBe(5);
      const [row] = await db.query<{ id: number }>('SELECT id FROM accounts WHERE mobile = $1', [s.account]);
      expect(await failures(`funds:${row?.id}`)).toBe(BURST);
      expect((await exchange(FUNDS)).msg).toBe('request.tooFrequent');
      expect(await db.query('SELECT count(*)::int AS n FROM journal')).toEqual(journal);
      clock.set('2026-11-19T04:29:59Z');
      expect((await exchange(FUNDS)).msg).toBe('request.tooFrequent');
      clock.set('2026-11-19T04:30:00Z');
      expect((await exchange(FUNDS)).status).toBe(1);
    });

    it(`lets ${BURST} right funds passwords sent at once all through (one account's checks take turns)`, async () => {
      clock.set('2026-11-19T05:00:00Z');
      const s = await newCustomer(server, db, clock, '0801110004');
      const answers = await Promise.all(
        Array.from({ length: BURST }, () =>
          server.call('exchange', { from: 'JPY', to: 'USD', amount: '1500', fundsPassword: FUNDS }, s),
        ),
      );
      expect(tally(answers.map((a) => a.msg))).toEqual({ ok: BURST });
    });
  });

  describe('an unknown account looks like a wrong password', () => {
    it(`answers ${BURST} guesses at an unknown and at a known account alike, each checked against a hash`, async () => {
      clock.set('2026-11-19T06:00:00Z');
      const known = await newCustomer(server, db, clock, '0801110005', '0');
      const burst = async (account: string) => {
        const checks = counted.counts.checks;
        const answers = await Promise.all(
          Array.from({ length: BURST }, (_, i) => login(account, `wrong-pass-${i}`)),
        );
        return { by: tally(answers.map((a) => JSON.stringify(a))), checks: counted.counts.checks - checks };
      };
      const unknown = await burst('0809999999');
      const existing = await burst(known.account);
      expect(unknown).toEqual(existing);
      expect(unknown.checks).toBe(5);
      expect(await failures('login:0809999999')).toBe(BURST);
    });
  });

  describe('limits before any hash, and a bounded hash queue', () => {
    it(`refuses sign-ins past the per-address limit before hashing (${BURST} accounts from one address)`, async () => {
      const limits: RateLimits = {
        ...(DEFAULT_CONFIG.rateLimits as RateLimits),
        login: { ip: { limit: 10, windowSeconds: 60 } },
      };
      const c = countingHasher(createHasher({ cost: 12 }));
      const limited = await testServer(db, clock, { rateLimits: limits }, { hasher: c.hasher });
      clock.set('2026-11-19T07:00:00Z');
      const answers = await Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          limited.call(
            'login',
            { account: `07${String(i).padStart(8, '0')}`, password: 'wrong-pass' },
            undefined,
            undefined,
            { 'x-test-ip': '10.9.0.1' },
          ),
        ),
      );
      expect(tally(answers.map((a) => a.msg))).toEqual({
        'auth.wrongCredentials': 10,
        'request.tooFrequent': BURST - 10,
      });
      expect(c.counts.checks).toBe(10);
      // Another address is counted apart.
      const other = await limited.call(
        'login',
        { account: '0700000099', password: 'wrong-pass' },
        undefined,
        undefined,
        {
          'x-test-ip': '10.9.0.2',
        },
      );
      expect(other.msg).toBe('auth.wrongCredentials');
      await limited.app.close();
    });

    it(`limits the calls that need no session per address (${BURST} at once, limit 5)`, async () => {
      const limits: RateLimits = {
        ...(DEFAULT_CONFIG.rateLimits as RateLimits),
        public: { ip: { limit: 5, windowSeconds: 60 } },
      };
      clock.set('2026-11-19T07:30:00Z');
      const limited = await testServer(db, clock, { rateLimits: limits });
      const ask = (ip: string) =>
        limited.app.inject({ method: 'POST', url: '/api/vue/common/config', remoteAddress: ip });
      const answers = await Promise.all(Array.from({ length: BURST }, () => ask('10.9.1.1')));
      expect(tally(answers.map((r) => r.json().msg))).toEqual({ ok: 5, 'request.tooFrequent': BURST - 5 });
      const refused = answers.find((r) => r.json().msg === 'request.tooFrequent');
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
      expect((await ask('10.9.1.2')).json().msg).toBe('ok');
      await limited.app.close();
    });

    it('runs at most `concurrency` hashes and refuses past the queue at once', async () => {
      const hasher = createHasher({ cost: 14, concurrency: 1, queue: 2 });
      const stored = await hasher.hash('pass-word1');
      const results = await Promise.allSettled(
        Array.from({ length: BURST }, () => hasher.verify('pass-word1', stored)),
      );
      expect(results.filter((r) => r.status === 'fulfilled' && r.value).length).toBe(3);
      expect(results.filter((r) => r.status === 'rejected' && r.reason instanceof HashQueueFull).length).toBe(
        BURST - 3,
      );
      expect(hasher.load).toEqual({ running: 0, waiting: 0 });
    });

    it('answers request.tooFrequent to a sign-in when the hash queue is full, without counting it', async () => {
      clock.set('2026-11-19T08:00:00Z');
      const tight = await testServer(
        db,
        clock,
        {},
        { hasher: createHasher({ cost: 15, concurrency: 1, queue: 0 }) },
      );
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          tight.call('login', { account: `06${String(i).padStart(8, '0')}`, password: 'wrong-pass' }),
        ),
      );
      const by = tally(answers.map((a) => a.msg));
      expect(by['request.tooFrequent'] ?? 0).toBeGreaterThan(0);
      const counts = await db.query<{ failures: number }>(
        "SELECT failures FROM auth_failures WHERE key LIKE 'login:06%'",
      );
      expect(counts.reduce((n, r) => n + Number(r.failures), 0)).toBe(by['auth.wrongCredentials'] ?? 0);
      await tight.app.close();
    });

    it('takes the client address from the trusted proxy only', async () => {
      const limits: RateLimits = {
        ...(DEFAULT_CONFIG.rateLimits as RateLimits),
        login: { ip: { limit: 2, windowSeconds: 60 } },
      };
      clock.set('2026-11-19T09:00:00Z');
      const send = (app: Server['app'], forwarded: string, i: number) =>
        app.inject({
          method: 'POST',
          url: '/api/vue/user/login',
          remoteAddress: '127.0.0.1',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwarded },
          payload: `account=05${String(i).padStart(8, '0')}&password=wrong-pass`,
        });
      // No proxy trusted: X-Forwarded-For is the client's own word and is ignored; all share 127.0.0.1.
      const direct = await testServer(db, clock, { rateLimits: limits });
      const a = [];
      for (let i = 0; i < 4; i++) a.push((await send(direct.app, `10.1.0.${i}`, i)).json().msg);
      expect(a).toEqual([
        'auth.wrongCredentials',
        'auth.wrongCredentials',
        'request.tooFrequent',
        'request.tooFrequent',
      ]);
      await direct.app.close();
      // Behind nginx on 127.0.0.1: the address nginx appended counts, whatever the client put before it.
      clock.set('2026-11-19T09:01:00Z');
      const proxied = await testServer(db, clock, { rateLimits: limits }, { trustProxy: '127.0.0.1' });
      const b = [];
      for (let i = 0; i < 4; i++)
        b.push((await send(proxied.app, `6.6.6.${i}, 10.2.0.1`, 10 + i)).json().msg);
      expect(b).toEqual([
        'auth.wrongCredentials',
        'auth.wrongCredentials',
        'request.tooFrequent',
        'request.tooFrequent',
      ]);
      expect((await send(proxied.app, '10.2.0.2', 20)).json().msg).toBe('auth.wrongCredentials');
      await proxied.app.close();
    });
  });

  describe('posts from another origin', () => {
    const register = (headers: Record<string, string>, account: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/vue/user/register',
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'broker.example', ...headers },
        payload: new URLSearchParams({
          account,
          password: PASSWORD,
          repeatPassword: PASSWORD,
          terms: '1',
        }).toString(),
      });

    it.each([
      ['Origin of another site', { origin: 'https://evil.example' }, 403],
      ['Origin of another port', { origin: 'http://broker.example:8081' }, 403],
      ['Origin null', { origin: 'null' }, 403],
      ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }, 403],
      [
        'Sec-Fetch-Site same-site',
        { 'sec-fetch-site': 'same-site', origin: 'https://www.broker.example' },
        403,
      ],
      ['same origin by Host', { origin: 'http://broker.example' }, 200],
      [
        'Sec-Fetch-Site same-origin',
        { 'sec-fetch-site': 'same-origin', origin: 'https://broker.example' },
        200,
      ],
      ['no browser headers (a native client)', {}, 200],
    ] as const)('%s: %s', async (_t, headers, status) => {
      clock.set('2026-11-19T10:00:00Z');
      const account = `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
      const res = await register(headers, account);
      expect(res.statusCode).toBe(status);
      const rows = await db.query('SELECT 1 FROM accounts WHERE mobile = $1', [account]);
      if (status === 403) {
        expect(res.json()).toEqual({ status: 0, msg: 'request.crossOrigin' });
        expect(rows).toHaveLength(0);
      } else expect(res.json().status).toBe(1);
    });

    it(`refuses ${BURST} cross-origin sign-ins and money calls at once, before any session or hash`, async () => {
      const checks = counted.counts.checks;
      const journal = await db.query('SELECT count(*)::int AS n FROM journal');
      const answers = await Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          server.app.inject({
            method: 'POST',
            url: i % 2 ? '/api/vue/user/login' : '/api/vue/user/exchange',
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              origin: 'https://evil.example',
              token: customer.token,
              account: customer.account,
            },
            payload: `account=${customer.account}&password=${PASSWORD}&from=JPY&to=USD&amount=1500&fundsPassword=${FUNDS}`,
          }),
        ),
      );
      expect(new Set(answers.map((r) => `${r.statusCode} ${r.body}`))).toEqual(
        new Set(['403 {"status":0,"msg":"request.crossOrigin"}']),
      );
      expect(counted.counts.checks).toBe(checks);
      expect(await db.query('SELECT count(*)::int AS n FROM journal')).toEqual(journal);
    });

    it('lets a listed origin post (TSUMIKI_ALLOWED_ORIGINS)', async () => {
      const open = await testServer(db, clock, { allowedOrigins: ['https://app.broker.example'] });
      const res = await open.app.inject({
        method: 'POST',
        url: '/api/vue/common/config',
        headers: { origin: 'https://app.broker.example', 'sec-fetch-site': 'same-site' },
      });
      expect(res.json().status).toBe(1);
      await open.app.close();
    });
  });

  describe('bodies', () => {
    it('refuses a form of 100,000 fields (0.9 MB) and one over 16 KiB with 413 request.tooLarge', async () => {
      for (const payload of [
        Array.from({ length: 100_000 }, (_, i) => `f${i}=`)
          .join('&')
          .slice(0, 900_000),
        `type=jpy&x=${'a'.repeat(FORM_MAX_BYTES)}`,
        Array.from({ length: FORM_MAX_FIELDS + 1 }, (_, i) => `f${i}=1`).join('&'),
      ]) {
        const res = await server.app.inject({
          method: 'POST',
          url: '/api/vue/quote/listMarket',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload,
        });
        expect(res.statusCode).toBe(413);
        expect(res.json()).toEqual({ status: 0, msg: 'request.tooLarge' });
      }
      const fine = await server.app.inject({
        method: 'POST',
        url: '/api/vue/common/config',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: Array.from({ length: FORM_MAX_FIELDS }, (_, i) => `f${i}=1`).join('&'),
      });
      expect(fine.statusCode).toBe(200);
    });

    it('refuses a multipart form of 40 fields with 413', async () => {
      clock.set('2026-11-19T12:00:00Z');
      const s = await newCustomer(server, db, clock, '0801110007', '0');
      const b = 'xx';
      const payload = `${Array.from({ length: 40 }, (_, i) => `--${b}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n1\r\n`).join('')}--${b}--\r\n`;
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/vue/user/deposit',
        headers: {
          'content-type': `multipart/form-data; boundary=${b}`,
          token: s.token,
          account: s.account,
        },
        payload,
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ status: 0, msg: 'request.tooLarge' });
    });
  });

  describe('over a real socket', () => {
    let port = 0;
    let live: Server;
    beforeAll(async () => {
      live = await testServer(db, clock, { headersTimeoutMs: 400, requestTimeoutMs: 800 });
      await live.app.listen({ host: '127.0.0.1', port: 0 });
      port = (live.app.server.address() as net.AddressInfo).port;
    });
    afterAll(async () => live?.app.close());

    /** Opens a socket, writes `first`, and collects what the server says until it closes (at most `ms`). */
    const talk = (first: string | Buffer, ms: number) =>
      new Promise<{ text: string; closedAfter: number; closed: boolean }>((resolve) => {
        const t0 = Date.now();
        const socket = net.connect(port, '127.0.0.1', () => socket.write(first));
        let text = '';
        const done = (closed: boolean) => {
          clearTimeout(timer);
          socket.destroy();
          resolve({ text, closedAfter: Date.now() - t0, closed });
        };
        const timer = setTimeout(() => done(false), ms);
        socket.on('data', (d) => {
          text += d.toString('latin1');
        });
        socket.on('close', () => done(true));
        socket.on('error', () => undefined);
      });

    it(`answers 401 to ${BURST} strangers' 5 MiB uploads before reading their bodies`, async () => {
      const head = (i: number) =>
        'POST /api/vue/user/deposit HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        `token: guessed-token-${String(i).padStart(20, '0')}\r\naccount: ${customer.account}\r\n` +
        'Content-Type: multipart/form-data; boundary=xx\r\nContent-Length: 5242880\r\n\r\n' +
        '--xx\r\nContent-Disposition: form-data; name="proof"; filename="a.png"\r\n\r\n';
      // Only the head and 100 bytes of a 5 MiB body are ever sent: the answer cannot have waited for the rest.
      const answers = await Promise.all(
        Array.from({ length: BURST }, (_, i) => talk(head(i) + 'x'.repeat(100), 5000)),
      );
      for (const a of answers) {
        expect(a.text).toMatch(/^HTTP\/1\.1 401 /);
        expect(a.text).toContain('{"status":0,"msg":"session.expired"}');
      }
    });

    it(`answers 408 request.timeout to ${BURST} bodies that never end and ${BURST} headers that never end`, async () => {
      const body =
        'POST /api/vue/common/config HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
        'Content-Length: 1000\r\n\r\ntype=';
      const headers = 'POST /api/vue/common/config HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ';
      const answers = await Promise.all([
        ...Array.from({ length: BURST }, () => talk(body, 10_000)),
        ...Array.from({ length: BURST }, () => talk(headers, 10_000)),
      ]);
      for (const a of answers) {
        expect(a.closed).toBe(true);
        expect(a.text).toMatch(/^HTTP\/1\.1 408 /);
        expect(a.text).toContain('{"status":0,"msg":"request.timeout"}');
        // 800 ms for the request plus Node's checking interval (100 ms here), with room for a busy machine.
        expect(a.closedAfter).toBeLessThan(8000);
      }
    });
  });

  describe('files', () => {
    it('makes the PGlite data directory 0700 and its files 0600 at start, however they were left', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'tsumiki-modes-'));
      const data = path.join(dir, 'pglite');
      mkdirSync(path.join(data, 'stray'), { recursive: true });
      writeFileSync(path.join(data, 'stray', 'old.txt'), 'x');
      chmodSync(path.join(data, 'stray', 'old.txt'), 0o666);
      chmodSync(path.join(data, 'stray'), 0o777);
      chmodSync(data, 0o777);
      const pg = await openPglite(data);
      await pg.query('CREATE TABLE t (a int)');
      await pg.close();
      const modes = new Map<string, number>();
      const walk = (p: string) => {
        const st = statSync(p);
        modes.set(path.relative(data, p), st.mode & 0o777);
        if (st.isDirectory()) for (const n of readdirSync(p)) walk(path.join(p, n));
      };
      walk(data);
      expect(modes.get('')).toBe(0o700);
      expect(modes.size).toBeGreaterThan(100);
      // PGlite writes new files 0666; they are repaired at the next start (and each minute by main.ts), and
      // nobody else can reach them meanwhile through the 0700 directory.
      const again = await openPglite(data);
      await again.close();
      walk(data);
      const wide = [...modes].filter(
        ([p, m]) => m !== (statSync(path.join(data, p)).isDirectory() ? 0o700 : 0o600),
      );
      expect(wide).toEqual([]);
    });

    it('stores uploads 0600 in a 0700 directory', async () => {
      clock.set('2026-11-19T11:00:00Z');
      const s = await newCustomer(server, db, clock, '0801110006', '0');
      const dep = await server.call('deposit', { amount: '1000', currency: 'JPY' }, s, { proof: PNG });
      expect(dep.status, JSON.stringify(dep)).toBe(1);
      expect(statSync(server.uploadDir).mode & 0o777).toBe(0o700);
      const names = readdirSync(server.uploadDir);
      expect(names.length).toBeGreaterThan(0);
      for (const n of names) expect(statSync(path.join(server.uploadDir, n)).mode & 0o777).toBe(0o600);
    });
  });
});
