import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveAppFiles } from '../src/http/appFiles';
import { appCsp, inlineScriptHashes } from '../src/http/headers';

const dist = mkdtempSync(path.join(tmpdir(), 'app-files-'));
const script = `export const a = ${JSON.stringify('x'.repeat(4000))};\n`;
const boot = 'document.documentElement.lang="ja"';
const html = `<!doctype html><title>Tsumiki</title><script type="application/json" id="tsumiki-boot">{"a":1}</script><script>${boot}</script>${'<p>ようこそ</p>'.repeat(200)}`;
const files: Record<string, string | Buffer> = {
  'index.html': html,
  'index.html.br': brotliCompressSync(html),
  'assets/index-AbCd1234.js': script,
  'assets/index-AbCd1234.js.br': brotliCompressSync(script),
  'assets/index-AbCd1234.js.gz': gzipSync(script),
  'brand/tsumiki.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};
let app: FastifyInstance;

beforeAll(async () => {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    writeFileSync(path.join(dist, name), content);
  }
  app = Fastify();
  await serveAppFiles(app, dist);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe("the app's files", () => {
  it.each([
    ['br, gzip', 'br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', 'gzip', (body: Buffer) => gunzipSync(body)],
    [undefined, undefined, (body: Buffer) => body],
  ])(
    'should send the build’s compressed copy to a browser accepting %s, under the file’s own name and rules',
    async (accept, encoding, decode) => {
      const response = await get('/assets/index-AbCd1234.js', accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      if (accept) expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(response.rawPayload).toString()).toBe(script);
    },
  );

  it('should send index.html compressed and revalidated, and the brand kept an hour', async () => {
    const index = await get('/', 'br');
    expect([index.headers['content-encoding'], index.headers['cache-control']]).toEqual(['br', 'no-cache']);
    expect(brotliDecompressSync(index.rawPayload).toString()).toBe(html);
    const logo = await get('/brand/tsumiki.svg', 'br, gzip');
    expect([logo.statusCode, logo.headers['cache-control'], logo.headers['content-encoding']]).toEqual([
      200,
      'public, max-age=3600',
      undefined,
    ]);
  });

  it('should not serve the compressed copies under their own names as anything but what they are', async () => {
    const response = await get('/assets/index-AbCd1234.js.br');
    expect(response.headers['content-type']).not.toMatch(/javascript/);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it("should send the app's headers, its policy allowing index.html's inline script by hash, on every page and asset", async () => {
    const hash = `'sha256-${createHash('sha256').update(boot).digest('base64')}'`;
    for (const url of [
      '/',
      '/index.html',
      '/assets/index-AbCd1234.js',
      '/brand/tsumiki.svg',
      '/no-such-page',
    ])
      expect((await get(url)).headers, url).toMatchObject({
        'content-security-policy': appCsp([hash]),
        'x-frame-options': 'DENY',
        'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
      });
    expect(appCsp([hash])).toContain(`script-src 'self' ${hash};`);
    // An API path is not the app's: its own headers come from the server (src/app.ts).
    expect((await get('/api/vue/none')).headers['content-security-policy']).toBeUndefined();
  });
});

describe('inlineScriptHashes', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  it.each([
    ['an inline script', '<script>a()</script>', [sha('a()')]],
    ['an inline module, byte for byte', '<script type="module">\n b() </script>', [sha('\n b() ')]],
    ['a script from a file', '<script type="module" src="./assets/x-AbCd1234.js"></script>', []],
    ['a JSON data block', '<script type="application/json" id="d">{"x":"<"}</script>', []],
    [
      'two scripts',
      '<SCRIPT>a()</SCRIPT><p></p><script type="text/javascript">c()</script>',
      [sha('a()'), sha('c()')],
    ],
    ['no script', '<p>script</p>', []],
  ])('should name %s', (_, page, want) => {
    expect(inlineScriptHashes(page)).toEqual(want);
  });
});
