import type { ChildProcess } from 'node:child_process';
import { execFile, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db';
import { openPglite } from '../src/db';
import { LOCK_FILE } from '../src/db/dataDirLock';
import { SOCKET_FILE } from '../src/operator/socket';
import { contract, PNG } from './helpers/app';

// The built server on an embedded PGlite directory with the operator CLI beside it, both as `npm start` and
// `npm run operator` run them: while the server runs, every CLI command goes through the server's socket (a
// second process must never open the directory); once it stops, the CLI opens the directory itself. Both honour
// TSUMIKI_CLOCK_OFFSET_MS, so the audit rows carry the shifted time.

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(path.join(tmpdir(), 'tsumiki-op-'));
// A build of this run's own, inside the package so that the bundle finds the workspace's node_modules.
const cache = path.join(packageDir, 'node_modules/.cache');
mkdirSync(cache, { recursive: true });
const dist = mkdtempSync(path.join(cache, 'operator-test-'));
const dataDir = path.join(work, 'data');
// Thursday 12 June 2025, 10:00 in Tokyo: a business day with the market open, far from the wall clock.
const TARGET = Date.parse('2025-06-12T01:00:00Z');
const OFFSET = String(TARGET - Date.now());
const ACTOR = 'operator:tester';
const PASSWORD = 'pass-word1';
const FUNDS = '246813';
const A = '0806660001';
const B = '0806660002';

const env = (extra: Record<string, string> = {}) => ({
  ...process.env,
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  UPLOAD_DIR: path.join(work, 'uploads'),
  APP_DIST: path.join(work, 'no-app'),
  TSUMIKI_CLOCK_OFFSET_MS: OFFSET,
  OPERATOR: 'tester',
  LOG_LEVEL: 'warn',
  ...extra,
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(file: string, args: string[], extraEnv: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      file,
      args,
      { cwd: packageDir, env: env(extraEnv), timeout: 240_000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? Number((error as { code?: number }).code ?? 1) : 0;
        resolve({ code, stdout: String(stdout), stderr: String(stderr) });
      },
    );
  });
}

const cli = (...args: string[]) => run(process.execPath, [path.join(dist, 'operator.js'), ...args]);

/** The rows of a console.table print, cells unquoted. */
function table(stdout: string): Record<string, string>[] {
  const lines = stdout
    .split('\n')
    .filter((l) => l.startsWith('│'))
    .map((l) =>
      l
        .split('│')
        .slice(1, -1)
        .map((c) => c.trim().replace(/^'(.*)'$/, '$1')),
    );
  const [header = [], ...rows] = lines;
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

// biome-ignore lint/suspicious/noExplicitAny: answers are read freely; the contract suites check their shapes.
type Answer = { code: number; body: { status: number; msg: string; data?: any } };

describe('the operator CLI beside a running server on PGlite', () => {
  let server: ChildProcess | undefined;
  let log = '';
  let base = '';
  const paths = new Map(contract().operations.map((o) => [o.operationId, o.path]));
  const sessions = new Map<string, string>();
  let balance = '';

  async function start() {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    log = '';
    const child = spawn(process.execPath, [path.join(dist, 'main.js')], {
      cwd: packageDir,
      env: env({ PORT: String(port), HOST: '127.0.0.1' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = child;
    child.stdout?.on('data', (d) => {
      log += String(d);
    });
    child.stderr?.on('data', (d) => {
      log += String(d);
    });
    for (let i = 0; i < 1800; i++) {
      if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${log}`);
      const ok = await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server did not start: ${log}`);
  }

  async function stop(signal: NodeJS.Signals = 'SIGTERM') {
    const child = server;
    server = undefined;
    if (!child || child.exitCode !== null) return null;
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill(signal);
    return exited;
  }

  async function api(
    op: string,
    form: Record<string, string> = {},
    who?: string,
    files?: Record<string, Buffer>,
  ) {
    const headers: Record<string, string> = who ? { token: sessions.get(who) ?? '', account: who } : {};
    let body: string | FormData;
    if (files) {
      const data = new FormData();
      for (const [k, v] of Object.entries(form)) data.append(k, v);
      for (const [k, v] of Object.entries(files))
        data.append(k, new Blob([new Uint8Array(v)], { type: 'image/png' }), `${k}.png`);
      body = data;
    } else {
      body = new URLSearchParams(form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    const res = await fetch(`${base}/api/vue${paths.get(op)}`, { method: 'POST', headers, body });
    return { code: res.status, body: await res.json() } as Answer;
  }

  async function ok(op: string, form: Record<string, string>, who?: string, files?: Record<string, Buffer>) {
    const a = await api(op, form, who, files);
    expect(a.body, `${op} ${JSON.stringify(a.body)}`).toMatchObject({ status: 1 });
    return a.body.data;
  }

  async function register(mobile: string) {
    const data = await ok('register', {
      account: mobile,
      password: PASSWORD,
      repeatPassword: PASSWORD,
      terms: '1',
    });
    sessions.set(mobile, data.token);
  }

  /** A CLI command sent to the running server: it succeeds and says the server ran it. */
  async function viaServer(...args: string[]) {
    const r = await cli(...args);
    expect(r, `operator ${args.join(' ')}`).toMatchObject({ code: 0 });
    expect(r.stderr).toContain(`run by the server on ${dataDir}`);
    return r.stdout;
  }

  async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    const db = await openPglite(dataDir);
    try {
      return await fn(db);
    } finally {
      await db.close();
    }
  }

  beforeAll(async () => {
    const build = await run('npx', ['tsup', '--silent'], { TSUMIKI_SERVER_OUT_DIR: dist });
    expect(build.code, build.stderr).toBe(0);
    await start();
  }, 600_000);

  afterAll(async () => {
    await stop('SIGKILL');
    rmSync(work, { recursive: true, force: true });
    rmSync(dist, { recursive: true, force: true });
  });

  it('holds the data directory: a lock naming the server and a socket only its user may use', async () => {
    expect(statSync(path.join(dataDir, SOCKET_FILE)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'))).toEqual({
      pid: server?.pid,
      role: 'server',
    });
    const port = await freePort();
    const second = await run(process.execPath, [path.join(dist, 'main.js')], { PORT: String(port) });
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`is held by a running server (pid ${server?.pid})`);
  });

  it('lists, approves, rejects, draws, bans and posts through the running server', async () => {
    await register(A);
    await ok(
      'setFundsPassword',
      { loginPassword: PASSWORD, fundsPassword: FUNDS, repeatFundsPassword: FUNDS },
      A,
    );
    await ok('submitVerification', { realName: '佐藤 花子', idNumber: 'X1234567', privacyNotice: '1' }, A, {
      frontImage: PNG,
      backImage: PNG,
    });
    const [verification] = table(await viaServer('list', 'verifications')).filter((r) => r.mobile === A);
    expect(verification?.id).toMatch(/^[0-9]+$/);
    expect(await viaServer('approve', 'verifications', String(verification?.id))).toContain('approved');

    const deposit = await ok('deposit', { amount: '500000', currency: 'JPY' }, A, { proof: PNG });
    expect(table(await viaServer('list', 'deposits')).map((r) => r.id)).toEqual([deposit.id]);
    await viaServer('approve', 'deposits', deposit.id);
    expect((await ok('getUserinfo', { type: 'jpy' }, A)).jpy).toBe('500000.00');
    const usd = await ok('deposit', { amount: '100', currency: 'USD' }, A, { proof: PNG });
    await viaServer('reject', 'deposits', usd.id, '--reason', 'no transfer arrived');
    expect((await ok('listDeposits', { type: 'usd' }, A))[0]).toMatchObject({ id: usd.id, status: 2 });
    // An operator mistake comes back as the CLI's own failure, with no effect.
    const again = await cli('approve', 'deposits', usd.id);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`deposits ${usd.id} is already rejected`);

    const ipo = (await ok('listNewStocks', { type: 'jpy' }, A)).find((i: { state: number }) => i.state === 1);
    const sub = await ok('subscribeNewStock', { id: ipo.id, quantity: '200', pay: '1' }, A);
    const subs = table(await viaServer('subscriptions', ipo.id));
    expect(subs.map((r) => [r.id, r.mobile])).toEqual([[sub.id, A]]);
    expect(await viaServer('draw', ipo.id, '--allot', `${sub.id}=100`)).toContain('(1 allotted)');
    const [won] = await ok('listNewStockOrders', { type: 'jpy' }, A);
    expect(won).toMatchObject({ id: sub.id, status: 2, winningQuantity: '100' });

    await register(B);
    await viaServer('ban', B);
    expect((await api('getUnreadCount', {}, B)).code).toBe(401);
    expect((await api('login', { account: B, password: PASSWORD })).body).toEqual({
      status: 0,
      msg: 'account.banned',
    });

    await viaServer('message', A, 'From the desk', '<p>Your deposit arrived.</p>');
    expect((await ok('listMessages', {}, A)).list.map((m: { title: string }) => m.title)).toContain(
      'From the desk',
    );
    await viaServer('news', 'Desk news', 'A summary', '<p>Body</p>');
    expect((await ok('listNews', {})).list.map((n: { title: string }) => n.title)).toContain('Desk news');
    balance = (await ok('getUserinfo', { type: 'jpy' }, A)).jpy;
  }, 300_000);

  it('settles a stock credit and loads a calendar year through the running server', async () => {
    const credit = await ok('addCredit', { type: 'jpy', credit: '7000' }, A);
    const listed = table(await viaServer('credits'));
    expect(listed.map((r) => [r.id, r.mobile])).toEqual([[credit.id, A]]);
    expect(await viaServer('settle-credit', credit.id, '--reason', 'asked by the customer')).toContain(
      'settled',
    );
    expect((await ok('listStockCredits', { type: 'jpy' }, A))[0]).toMatchObject({ id: credit.id, status: 1 });
    const twice = await cli('settle-credit', credit.id);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain(`stock credit ${credit.id} is already settled`);

    // The shifted clock is June 2025: Shanghai is confirmed through 2026, so 2027 is the next year to load. The
    // closure in this file is made up for the test, not the exchange's 2027 notice.
    const file = path.join(work, 'cny-2027.json');
    writeFileSync(
      file,
      JSON.stringify({
        market: 'cny',
        year: 2027,
        closures: [{ first: '2027-01-05', last: '2027-01-05', code: 'exchangeClosure' }],
      }),
    );
    expect(await viaServer('calendar-load', file)).toBe('cny 2027: 1 closures loaded\n');
    expect(await viaServer('calendar')).toContain('cny: confirmed until 2027-12-31');
    // Applied by the server that ran it at once (the calendar it checks money actions against).
    const [cny] = await ok('getTradingCalendar', { type: 'cny' });
    expect(cny.confirmedUntil).toBe('2027-12-31');
    const wrong = await cli('calendar-load', path.join(work, 'missing.json'));
    expect(wrong.code).toBe(1);
  }, 300_000);

  it('stops cleanly, and every decision is in the audit log with the actor at the shifted time', async () => {
    expect(await stop()).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    expect(existsSync(path.join(dataDir, SOCKET_FILE))).toBe(false);
    const rows = await withDb((db) =>
      db.query<{ actor: string; action: string; created_at: Date }>(
        'SELECT actor, action, created_at FROM audit_log ORDER BY id',
      ),
    );
    expect(rows.map((r) => r.action)).toEqual([
      'verifications.approve',
      'deposits.approve',
      'deposits.reject',
      'ipo.draw',
      'account.banned.set',
      'message.post',
      'news.post',
      'credit.settle',
      'calendar.load',
    ]);
    for (const r of rows) {
      expect(r.actor).toBe(ACTOR);
      expect(Math.abs(new Date(r.created_at).getTime() - TARGET)).toBeLessThan(3_600_000);
    }
  }, 120_000);

  it('opens the directory itself when no server runs, taking over a stale lock, on the shifted clock', async () => {
    // A lock left by a process that is gone (the pid of a finished child).
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid: gone, role: 'server' }));
    const r = await cli('unban', B);
    expect(r).toMatchObject({ code: 0, stdout: `${B}: banned = false\n` });
    expect(r.stderr).not.toContain('run by the server');
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    const [last] = await withDb((db) =>
      db.query<{ actor: string; action: string; created_at: Date }>(
        'SELECT actor, action, created_at FROM audit_log ORDER BY id DESC LIMIT 1',
      ),
    );
    expect(last).toMatchObject({ actor: ACTOR, action: 'account.banned.clear' });
    expect(Math.abs(new Date(last?.created_at ?? 0).getTime() - TARGET)).toBeLessThan(3_600_000);
  }, 180_000);

  it('keeps the data across a restart: the customers sign in again and find their money', async () => {
    await start();
    const a = await ok('login', { account: A, password: PASSWORD });
    sessions.set(A, a.token);
    // 500,000 deposited less the 100 IPO shares won, as before the stop.
    expect(balance).not.toBe('');
    expect((await ok('getUserinfo', { type: 'jpy' }, A)).jpy).toBe(balance);
    expect((await ok('listNewStockOrders', { type: 'jpy' }, A))[0]).toMatchObject({ winningQuantity: '100' });
    expect((await api('login', { account: B, password: PASSWORD })).body.status).toBe(1);
  }, 300_000);

  it('answers the CLI directly after the server was killed (its lock is stale)', async () => {
    await stop('SIGKILL');
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
    const r = await cli('list', 'withdrawals');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toContain('run by the server');
  }, 180_000);
});
