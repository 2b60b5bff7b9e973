import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.mjs';

let dist = '';
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function distWith(files: Record<string, string | Buffer>) {
  dist = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    writeFileSync(path.join(dist, name), content);
  }
}

const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ code: '${7000 + i}', name: '銘柄${i}' }`).join(', ')}];\n`;

describe('precompress', () => {
  it('should write a brotli and a gzip copy that decompress to each text file, smaller than gzip 5', () => {
    distWith({
      'index.html': `<!doctype html><p>${'こんにちは '.repeat(300)}</p>`,
      'assets/index-AbCd1234.js': script,
    });
    const { raw, brotli } = precompress(dist);
    for (const name of ['index.html', 'assets/index-AbCd1234.js']) {
      const original = readFileSync(path.join(dist, name));
      expect(brotliDecompressSync(readFileSync(path.join(dist, `${name}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(path.join(dist, `${name}.gz`)))).toEqual(original);
    }
    expect(brotli).toBeLessThan(raw / 5);
  });

  it('should leave small files, images and files that do not shrink as they are', () => {
    const noise = randomBytes(4096);
    distWith({ 'brand/logo.svg': '<svg/>', 'assets/noise-AbCd1234.css': noise, 'brand/photo.png': script });
    expect(precompress(dist)).toEqual({ raw: 0, brotli: 0 });
    for (const name of ['brand/logo.svg', 'assets/noise-AbCd1234.css', 'brand/photo.png'])
      expect([existsSync(path.join(dist, `${name}.br`)), existsSync(path.join(dist, `${name}.gz`))]).toEqual([
        false,
        false,
      ]);
  });

  it('should remove a compressed copy whose file is gone or no longer worth it, so it is never sent in its place', () => {
    distWith({
      'assets/old-AbCd1234.js.br': 'stale',
      'assets/old-AbCd1234.js.gz': 'stale',
      'assets/tiny-AbCd1234.js': 'x',
      'assets/tiny-AbCd1234.js.br': 'stale',
    });
    precompress(dist);
    expect(existsSync(path.join(dist, 'assets/old-AbCd1234.js.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'assets/old-AbCd1234.js.gz'))).toBe(false);
    expect(existsSync(path.join(dist, 'assets/tiny-AbCd1234.js.br'))).toBe(false);
  });
});
