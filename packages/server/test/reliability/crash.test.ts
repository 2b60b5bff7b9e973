import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/auth/passwords';
import type { Db } from '../../src/db';
import { openPostgres } from '../../src/db';
import { decide } from '../../src/operator';
import { serverRoot } from '../../src/paths';
import { contract } from '../helpers/app';
import { FUNDS, PASSWORD } from './harness';
import type { Snapshot } from './invariants';
import { checkAll, formatViolations } from './invariants';
import { suiteCount, timeoutFor } from './scale';

// The built server killed with SIGKILL under load and restarted, ROUNDS times: after each restart every
// invariant holds and no money call is half-done (each transaction commits whole or not at all).
const url = process.env.TEST_DATABASE_URL;
const main = path.join(serverRoot(), 'dist/main.js');
const ROUNDS = suiteCount('CRASH_ROUNDS', 10);
const TIMEOUT = timeoutFor(600_000, ROUNDS, 10);
const runnable = !!url && existsSync(main);
if (!runnable) {
  console.log(
    `[reliability] crash suite skipped: needs TEST_DATABASE_URL and a built server (${main}; npm run build -w @tsumiki/server)`,
  );
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

describe.skipIf(!runnable)('the server killed under load', () => {
  let db: Db;
  let dbUrl = '';
  let child: ChildProcess | undefined;
  let base = '';
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'tsumiki-crash-'));
  const paths = new Map(contract().operations.map((o) => [o.operationId, o.path]));
  const sessions: { token: string; account: string; card: string }[] = [];

  async function start() {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [main], {
      env: {
        ...process.env,
        DATABASE_URL: dbUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        UPLOAD_DIR: uploadDir,
        LOG_LEVEL: 'fatal',
        APP_DIST: path.join(uploadDir, 'no-app'),
      },
      stdio: 'ignore',
    });
    for (let i = 0; i < 600; i++) {
      const ok = await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('server did not start');
  }

  async function kill() {
    const c = child;
    if (!c || c.exitCode !== null) return;
    const gone = new Promise((r) => c.once('exit', r));
    c.kill('SIGKILL');
    await gone;
  }

  const post = async (op: string, form: Record<string, string>, s?: { token: string; account: string }) => {
    const res = await fetch(`${base}/api/vue${paths.get(op)}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(s ? { token: s.token, account: s.account } : {}),
      },
      body: new URLSearchParams(form).toString(),
    });
    return {
      code: res.status,
      body: (await res.json()) as { status: number; msg: string; data?: { id?: string; token?: string } },
    };
  };

  beforeAll(async () => {
    const schema = `crash_${process.pid}_${Date.now().toString(36)}`;
    const admin = await openPostgres(url ?? '', 1);
    await admin.exec(`CREATE SCHEMA ${schema}`);
    await admin.close();
    const u = new URL(url ?? '');
    u.searchParams.set('options', `-c search_path=${schema}`);
    dbUrl = u.toString();
    await start();
    db = await openPostgres(dbUrl, 4);
    const funds = await hashPassword(FUNDS, 12);
    for (let i = 0; i < 4; i++) {
      const account = `080777${String(1000 + i)}`;
      const reg = await post('register', {
        account,
        password: PASSWORD,
        repeatPassword: PASSWORD,
        terms: '1',
      });
      expect(reg.body.status, JSON.stringify(reg.body)).toBe(1);
      const [row] = await db.query<{ id: number }>(
        `UPDATE accounts SET verification = 'verified', real_name = 'Crash Test', funds_password_hash = $2
         WHERE mobile = $1 RETURNING id`,
        [account, funds],
      );
      const [card] = await db.query<{ id: number }>(
        `INSERT INTO bank_cards (account_id, holder_name, card_number, bank_name, created_at)
         VALUES ($1, 'Crash Test', $2, 'Bank', now()) RETURNING id`,
        [row?.id, `4444${account}`],
      );
      const [dep] = await db.query<{ id: number }>(
        `INSERT INTO deposits (order_no, account_id, market, amount, status, created_at)
         VALUES ($1, $2, 'jpy', 500000, 'pending', now()) RETURNING id`,
        [`DCRASH${i}`, row?.id],
      );
      await decide(db, 'deposits', Number(dep?.id), 'approve', { actor: 'crash', now: new Date() });
      sessions.push({ token: String(reg.body.data?.token), account, card: String(card?.id) });
    }
  }, 120_000);

  afterAll(async () => {
    await kill();
    await db?.close();
  });

  it(`keeps every invariant through ${ROUNDS} SIGKILLs under load`, { timeout: TIMEOUT }, async () => {
    let snapshot: Snapshot | undefined = (await checkAll(db)).snapshot;
    let sent = 0;
    let answered = 0;
    for (let round = 0; round < ROUNDS; round++) {
      let stop = false;
      const load = sessions.map(async (s, w) => {
        for (let k = 0; !stop; k++) {
          const requestId = `crash-${round}-${w}-${k}`;
          const form = [
            { op: 'exchange', f: { from: 'JPY', to: 'USD', amount: '1500', fundsPassword: FUNDS } },
            { op: 'exchange', f: { from: 'USD', to: 'JPY', amount: '5', fundsPassword: FUNDS } },
            { op: 'applyLoan', f: { type: 'jpy', amount: '1000' } },
            {
              op: 'withdraw',
              f: { amount: '30000', currency: 'JPY', bankCardId: s.card, fundsPassword: FUNDS },
            },
          ][k % 4] as { op: string; f: Record<string, string> };
          sent++;
          const a = await post(form.op, { ...form.f, requestId }, s).catch(() => undefined);
          if (!a) return;
          answered++;
          expect(a.code, JSON.stringify(a.body)).toBe(200);
        }
      });
      // Decide pending withdrawals and loans from the side, so holds are also released around the crash.
      const operator = (async () => {
        while (!stop) {
          for (const t of ['withdrawals', 'loans'] as const) {
            const rows = await db.query<{ id: number }>(
              `SELECT id FROM ${t} WHERE status = 'pending' LIMIT 2`,
            );
            for (const r of rows) {
              await decide(db, t, Number(r.id), r.id % 2 ? 'approve' : 'reject', {
                actor: 'crash',
                now: new Date(),
              }).catch(() => undefined);
            }
          }
          await new Promise((r) => setTimeout(r, 20));
        }
      })();
      // Kill once the load is flowing (some calls answered), at a varying moment after that.
      const flowing = answered + 8;
      for (let t = 0; answered < flowing && t < 200; t++) await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, (round * 137) % 400));
      await kill();
      stop = true;
      await Promise.all([...load, operator]);
      const { violations, snapshot: next } = await checkAll(db, snapshot, { multiStep: true });
      expect(violations, `after kill ${round + 1}: ${formatViolations(violations)}`).toEqual([]);
      snapshot = next;
      await start();
      for (const s of sessions) {
        const again = await post('getUnreadCount', {}, s);
        expect(again.code).toBe(200);
      }
    }
    console.log(
      `[crash] ${ROUNDS} SIGKILLs, ${sent} money calls sent, ${answered} answered before the kills`,
    );
  });
});
