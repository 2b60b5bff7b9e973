// The floor both page benchmarks compare against: a bare React page (react + react-dom, one heading), minified
// for production, served by the same reference server in the same run as the app.
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { root } from './referenceServer.mjs';

/** Where the bare page is served, relative to the app's origin. */
export const BARE_PATH = 'bare/index.html';

const PAGE = `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(
  createElement('main', null, createElement('h1', null, 'Tsumiki'), createElement('p', null, 'A bare React page.')),
);`;

/**
 * A copy of the app's build (`appDist`) with the bare React page beside it (`bare/`), in a directory of its own,
 * so a rebuild of packages/app/dist during the run cannot swap chunks under the pages. Returns the directory.
 */
export async function appWithBareReact(appDist = path.join(root, 'packages/app/dist')) {
  const dir = mkdtempSync(path.join(tmpdir(), 'tsumiki-pages-'));
  cpSync(appDist, dir, { recursive: true });
  const bare = path.join(dir, 'bare');
  mkdirSync(bare);
  await build({
    stdin: { contents: PAGE, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile: path.join(bare, 'bare.js'),
    logLevel: 'silent',
  });
  writeFileSync(
    path.join(bare, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" ' +
      'content="width=device-width, initial-scale=1"><meta name="description" content="A bare React page">' +
      '<title>Bare React</title><script type="module" src="./bare.js"></script></head>' +
      '<body><div id="root"></div></body></html>\n',
  );
  return dir;
}
