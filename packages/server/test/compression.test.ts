import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db';
import { seedOnce } from '../src/seed';
import { TestClock, testServer } from './helpers/app';
import { openTestDb } from './helpers/db';

type Server = Awaited<ReturnType<typeof testServer>>;

const decoders: Record<string, (b: Buffer) => Buffer> = {
  gzip: gunzipSync,
  br: brotliDecompressSync,
  deflate: inflateSync,
};

/** A sign-in form for `account`. */
const credentials = (account: string) => ({ account, password: 'pass-word1', repeatPassword: 'pass-word1' });

/** A large page of quotes (a few kB of JSON): well over the threshold. */
const bigForm = { type: 'jpy', sort: 'code', order: 'asc', pageSize: '100' };

describe('compressed answers', () => {
  let db: Db;
  let server: Server;
  // The same routes with no threshold: every answer is big enough, so only a route's own setting keeps it plain.
  let eager: Server;
  const clock = new TestClock(new Date('2026-11-19T01:00:00Z'));
  const appDir = mkdtempSync(path.join(tmpdir(), 'tsumiki-dist-'));

  beforeAll(async () => {
    db = await openTestDb('pglite');
    await seedOnce(db, clock.now());
    server = await testServer(db, clock);
    // As `npm start` does: the built app is registered on the same server after buildServer.
    writeFileSync(
      path.join(appDir, 'index.html'),
      `<!doctype html><title>t</title>${'<p>積み木</p>'.repeat(400)}`,
    );
    await server.app.register(fastifyStatic, { root: appDir, prefix: '/' });
    eager = await testServer(db, clock, {}, { compressThreshold: 0 });
    const reg = await eager.call('register', { ...credentials('0807771001'), terms: '1' });
    expect(reg.status, JSON.stringify(reg)).toBe(1);
  });
  afterAll(async () => {
    await eager?.app.close();
    await server?.app.close();
    await db?.close();
  });

  const post = (form: Record<string, string>, acceptEncoding?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/vue/market/list',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      },
      payload: new URLSearchParams(form).toString(),
    });

  it.each<[string, { given: string | undefined; want: string | undefined }]>([
    ['gzip', { given: 'gzip', want: 'gzip' }],
    ['brotli preferred by q-value', { given: 'gzip;q=0.5, br', want: 'br' }],
    ['deflate', { given: 'deflate', want: 'deflate' }],
    ['identity only', { given: 'identity', want: undefined }],
    ['no accept-encoding', { given: undefined, want: undefined }],
  ])('JSON asked with %s', async (_t, { given, want }) => {
    const plain = await post(bigForm);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const envelope = plain.json();
    expect(envelope.status).toBe(1);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const res = await post(bigForm, given);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(want);
    expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
    // The security headers of every API answer are still there.
    expect(res.headers['cache-control']).toBe('no-store');
    const body =
      want === undefined ? res.rawPayload : (decoders[want] as (b: Buffer) => Buffer)(res.rawPayload);
    if (want !== undefined) expect(res.rawPayload.length).toBeLessThan(body.length);
    // The same envelope, byte for byte.
    expect(JSON.parse(body.toString('utf8'))).toEqual(envelope);
  });

  // BREACH: an answer that carries a session token and reflects the caller's input is never compressed.
  it.each<[string, { given: { path: string; form: Record<string, string> }; want: string | undefined }]>([
    ['a quote page (no token)', { given: { path: '/market/list', form: { type: 'eur' } }, want: 'gzip' }],
    ['login', { given: { path: '/user/login', form: credentials('0807771001') }, want: undefined }],
    [
      'register',
      {
        given: { path: '/user/register', form: { ...credentials('0807771002'), terms: '1' } },
        want: undefined,
      },
    ],
  ])('%s asked with gzip below any threshold', async (_t, { given, want }) => {
    const res = await eager.app.inject({
      method: 'POST',
      url: `/api/vue${given.path}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-encoding': 'gzip' },
      payload: new URLSearchParams(given.form).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(want);
    const body = want === undefined ? res.rawPayload : gunzipSync(res.rawPayload);
    const envelope = JSON.parse(body.toString('utf8'));
    if (given.path.startsWith('/user/')) expect(envelope.data.token).toMatch(/^[\w-]{16,}$/);
  });

  it('should not compress a small answer (a refusal envelope)', async () => {
    const res = await post({ type: 'eur' }, 'gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 0, msg: 'request.invalid' });
  });

  it('should not inflate a compressed request (no zip bombs through the form parser)', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/vue/market/list',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-encoding': 'gzip' },
      payload: gzipSync(new URLSearchParams(bigForm).toString()),
    });
    expect(res.json()).toEqual({ status: 0, msg: 'request.invalid' });
  });

  it('should compress the static app', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString('utf8')).toContain('<p>積み木</p>');
  });
});
