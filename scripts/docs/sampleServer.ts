import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from '../../packages/server/src/app';
import { DEFAULT_CONFIG } from '../../packages/server/src/config';
import { migrate, openPglite } from '../../packages/server/src/db';
import { seedOnce, syncConfigItems } from '../../packages/server/src/seed';

/** The address `npm start` serves, which the samples name. */
const DOC_ORIGIN = 'http://127.0.0.1:8080';

/** The customer the samples sign in as: account, password and funds password used across the docs. */
export const DOC_CUSTOMER = { account: '0901234567', password: 'correct-horse-42', fundsPassword: '135790' };

/**
 * The reference server on PGlite in this process, on a free port, standing in for `npm start`: while a sample
 * runs (`capture`), requests to http://127.0.0.1:8080 go to it and what the sample prints is collected.
 * The documented customer exists with a funds password.
 */
export async function startSampleServer() {
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'tsumiki-doc-samples-'));
  const db = await openPglite();
  await migrate(db);
  const config = { ...DEFAULT_CONFIG, passwordCost: 12, rateLimits: false as const };
  await syncConfigItems(db, config);
  await seedOnce(db, new Date());
  const app = await buildServer({ db, config, uploadDir });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const call = async (op: string, form: Record<string, string>, headers: Record<string, string> = {}) => {
    const res = await fetch(`${url}/api/vue${op}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form),
    });
    const body = (await res.json()) as { status: number; msg: string; data?: { token: string } };
    if (body.status !== 1) throw new Error(`${op}: ${body.msg}`);
    return body.data;
  };
  const { account, password, fundsPassword } = DOC_CUSTOMER;
  const session = await call('/user/register', { account, password, repeatPassword: password, terms: '1' });
  await call(
    '/user/setFundsPassword',
    { loginPassword: password, fundsPassword, repeatFundsPassword: fundsPassword },
    { token: session?.token ?? '', account },
  );

  return {
    url,
    /** Runs `fn` with fetch pointed at this server and console.log collected; returns what was printed. */
    async capture(fn: () => Promise<unknown>): Promise<string[]> {
      const realFetch = globalThis.fetch;
      const realLog = console.log;
      const printed: string[] = [];
      globalThis.fetch = (input, init) => {
        const target = input instanceof Request ? input.url : String(input);
        if (!target.startsWith(DOC_ORIGIN)) return realFetch(input, init);
        const moved = `${url}${target.slice(DOC_ORIGIN.length)}`;
        return realFetch(input instanceof Request ? new Request(moved, input) : moved, init);
      };
      console.log = (...args: unknown[]) => {
        printed.push(args.map(String).join(' '));
      };
      try {
        await fn();
      } finally {
        globalThis.fetch = realFetch;
        console.log = realLog;
      }
      return printed;
    },
    async close() {
      await app.close();
      await db.close();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}
