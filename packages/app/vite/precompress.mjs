// The build's last step (vite.config.ts, after the first-screen plugin has rewritten index.html): writes beside each
// text file of dist a `.br` (brotli at its highest quality) and a `.gz` (gzip level 9), which the reference server
// (`preCompressed`) and deploy/nginx.conf (`gzip_static`) send as they are. A server compressing as it answers must
// be quick, so it uses brotli 4 or gzip 5; compressed once here, the app's entry is about 14 % smaller than at
// brotli 4 (102 → 88 kB), and on a phone's line that is what the first screen waits for.
// `node vite/precompress.mjs DIR` does the same to a directory.

import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What compresses: the same kinds deploy/nginx.conf's `gzip_types` names. */
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt)$/;
/** Smaller files go as they are (nginx's `gzip_min_length`, the server's threshold). */
const MIN_BYTES = 1024;

/** Every file under `dir`, recursively. */
function filesOf(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesOf(file) : [file];
  });
}

/**
 * Writes `file.br` and `file.gz` for each text file of `dist` worth compressing, and removes stale ones (a
 * compressed copy whose original is gone, or one kept from a build where it was worth it): a compressed copy that
 * no longer matches its file would be sent in its place. Returns the bytes before and after, brotli.
 */
export function precompress(dist) {
  let raw = 0;
  let brotli = 0;
  const all = filesOf(dist);
  const originals = new Set(all.filter((file) => !/\.(?:br|gz)$/.test(file)));
  for (const file of all)
    if (/\.(?:br|gz)$/.test(file) && !originals.has(file.slice(0, -3))) unlinkSync(file);
  for (const file of originals) {
    if (!TEXT.test(file)) continue;
    const bytes = readFileSync(file);
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gz = gzipSync(bytes, { level: 9 });
    // Not worth a copy: the server compresses it as it answers, or sends it plain.
    const worth = bytes.length >= MIN_BYTES && br.length < bytes.length * 0.9;
    for (const [ext, copy] of [
      ['.br', br],
      ['.gz', gz],
    ]) {
      if (worth) writeFileSync(file + ext, copy);
      else if (statSync(file + ext, { throwIfNoEntry: false })) unlinkSync(file + ext);
    }
    if (worth) {
      raw += bytes.length;
      brotli += br.length;
    }
  }
  return { raw, brotli };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  const { raw, brotli } = precompress(dist);
  console.log(`precompressed ${path.relative(process.cwd(), dist) || '.'}: ${raw} bytes → ${brotli} brotli`);
}
