import { ApiError, createTsumiki, memorySession } from '@tsumiki/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db';
import { openPglite } from '../src/db';
import { migrate } from '../src/db/migrate';
import { contract, TestClock, testServer } from './helpers/app';
import type { Server } from './helpers/customer';

// Thursday 19 Nov 2026, 10:00 in Tokyo.
const START = '2026-11-19T01:00:00Z';

describe('paths the contract does not have, and the SDK against the real server', () => {
  let db: Db;
  let server: Server;
  let baseUrl = '';

  beforeAll(async () => {
    db = await openPglite();
    await migrate(db);
    server = await testServer(db, new TestClock(new Date(START)));
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/vue`;
  });
  afterAll(async () => {
    await server?.app.close();
    await db?.close();
  });

  it.each<[string, { method: 'GET' | 'POST'; url: string }]>([
    ['an unknown operation', { method: 'POST', url: '/api/vue/trade/teleport' }],
    ['the API root', { method: 'POST', url: '/api/vue' }],
    ['a known operation under GET', { method: 'GET', url: '/api/vue/user/getUserinfo' }],
    ['an unknown API version', { method: 'POST', url: '/api/v2/user/getUserinfo' }],
    ['an unknown upload', { method: 'POST', url: '/api/vue/uploads/x.png' }],
  ])('answers %s with the 404 envelope and a catalogued key', async (_t, { method, url }) => {
    const res = await server.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toEqual({ status: 0, msg: 'resource.notFound' });
    expect(contract().validateFailure(body)).toBe(true);
  });

  it("keeps Fastify's plain 404 outside the API", async () => {
    const res = await server.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('gives the SDK the key to show and the 404 that clears toasts', async () => {
    const sdk = createTsumiki({ baseUrl, session: memorySession(), language: 'en', languageStorage: null });
    await sdk.ready;
    const cleared: number[] = [];
    sdk.events.on('toasts-cleared', (e) => cleared.push(e.status));
    const post = sdk.client.post as unknown as (path: string, form?: object) => Promise<unknown>;
    const error = await post('/trade/teleport', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 404, msg: 'resource.notFound' });
    expect((error as ApiError).message).toBe('Not found');
    expect(cleared).toEqual([404]);
  });

  it('signs in through the SDK, which sends the token and the account the server now requires', async () => {
    const session = memorySession();
    const sdk = createTsumiki({ baseUrl, session, language: 'en', languageStorage: null });
    const account = '0805550001';
    const reg = await sdk.client.post('/user/register', {
      account,
      password: 'pass-word1',
      repeatPassword: 'pass-word1',
      terms: '1',
    });
    await session.set({ token: reg.token, account: reg.account });
    const info = await sdk.client.post('/user/getUserinfo', { type: 'jpy' });
    expect(info.account).toBe(account);
    // The same token without the account header is no session.
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/vue/user/getUserinfo',
      headers: { token: reg.token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'type=jpy',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 0, msg: 'session.expired' });
  });
});
