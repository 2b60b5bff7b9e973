// `npm run bench:size`: what each public entry costs a consumer, measured the way a bundler would ship it.
// Each case is bundled by esbuild from the built packages (dist, not source), minified and tree-shaken, with
// React as the consumer's own (external), split as a bundler splits it (what loads on demand is left out);
// then compressed (gzip -9 and brotli). The app case reads the app's Vite build: the entry chunk, its static
// imports, the /login/start chunk, the default language's texts and their CSS.
// Then what a browser transfers for each main route of the reference app (bench/size/routes.mjs), loaded from
// the reference server beside a bare React page served in the same run (the floor).
// Fails when a case or a route is over its budget in budgets.json. `--no-build` measures the current dist
// folders; `--no-routes` skips the browser part; `--write` puts the tables into README.md between the markers;
// `--why` prints where each route's gzip bytes go, by package and source folder (bench/size/why.mjs).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright';
import { appEntryScript } from '../../scripts/deploy/lib.mjs';
import { appWithBareReact, BARE_PATH } from '../lib/bareReact.mjs';
import { CHROMIUM_FLAGS, chromiumPath, startReferenceServer } from '../lib/referenceServer.mjs';
import { measureRoute, ROUTES, routeBudgets, signUp } from './routes.mjs';
import { attribute, buildWithMaps } from './why.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const REACT = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'];

if (!process.argv.includes('--no-build')) {
  for (const ws of ['@tsumiki/sdk', '@tsumiki/ui', '@tsumiki/app', '@tsumiki/server']) {
    execFileSync('npm', ['run', 'build', '-w', ws], { cwd: root, stdio: 'ignore' });
  }
}

/**
 * Bundles `code` (resolved from the repo root, so `@tsumiki/*` are the built packages) with code splitting, as
 * an app's bundler does, and returns the bytes of the entry chunk and the chunks it imports statically: what
 * loads before the code runs. Chunks behind a dynamic import (one language's texts) are left out.
 */
async function bundle(code, external = REACT) {
  // esbuild's `external` also covers subpaths (`@tsumiki/sdk` would hide `@tsumiki/sdk/react`): match exactly.
  const exact = {
    name: 'exact-external',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) =>
        external.includes(args.path) ? { path: args.path, external: true } : undefined,
      );
    },
  };
  const result = await build({
    plugins: [exact],
    stdin: { contents: code, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    splitting: true,
    metafile: true,
    outdir: 'out',
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  // Chunks behind a dynamic import are entry points too: the bundle's own entry is the stdin one.
  const entry = Object.keys(outputs).find((o) => outputs[o].entryPoint === '<stdin>');
  const loaded = new Set();
  const visit = (file) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const i of outputs[file].imports) if (i.kind === 'import-statement' && !i.external) visit(i.path);
  };
  visit(entry);
  const files = result.outputFiles.filter((f) => loaded.has(path.relative(process.cwd(), f.path)));
  const bytes = Buffer.concat(files.map((f) => Buffer.from(f.contents)));
  const inputs = [...loaded].flatMap((o) => Object.keys(outputs[o].inputs));
  const lazy = new Set(
    [...loaded].flatMap((o) =>
      outputs[o].imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path),
    ),
  );
  return { bytes, inputs, ...(lazy.size > 0 ? { note: `${lazy.size} chunks loaded on demand` } : {}) };
}

/** Every chunk a chunk imports statically (minified `from"./x.js"` and `import"./x.js"`), itself included. */
function staticClosure(dir, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(path.join(dir, file), 'utf8');
  for (const m of text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) staticClosure(dir, m[1], seen);
  return seen;
}

function appFirstRoute() {
  const dist = path.join(root, 'packages/app/dist');
  const assets = path.join(dist, 'assets');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  // The module script index.html names, or the one its boot script loads.
  const entry = appEntryScript(html).replace(/^\/assets\//, '');
  const route = readdirSync(assets).filter((f) => /^start-[\w-]+\.js$/.test(f));
  if (route.length !== 1) throw new Error(`app build: entry ${entry}, start chunks ${route.join()}`);
  const js = staticClosure(assets, entry);
  staticClosure(assets, route[0], js);
  // The texts of the language the first visit shows (the brand's default, Japanese): loaded before the first
  // render, beside the route chunk: the first part of them (shell and sign-in labels), the chunk holding ホーム.
  const texts = readdirSync(assets).filter(
    (f) => /^first-[\w-]+\.js$/.test(f) && readFileSync(path.join(assets, f), 'utf8').includes('ホーム'),
  );
  if (texts.length !== 1) throw new Error(`app build: Japanese text chunks ${texts.join()}`);
  staticClosure(assets, texts[0], js);
  // The CSS the page loads up front (index.html links) plus the route chunk's own CSS (same base name).
  const css = [...html.matchAll(/href="\.\/assets\/([^"]+\.css)"/g)].map((m) => m[1]);
  const base = route[0].replace(/-[\w]+\.js$/, '');
  css.push(...readdirSync(assets).filter((f) => f.startsWith(`${base}-`) && f.endsWith('.css')));
  const files = [...js, ...css];
  return {
    bytes: Buffer.concat(files.map((f) => readFileSync(path.join(assets, f)))),
    note: `${files.length} files`,
  };
}

const CASES = [
  [
    'sdk core',
    'transport, session, money and one rule',
    () =>
      bundle(`export { createTransport, memorySession, formatMoney, summarizeAssets } from '@tsumiki/sdk';`),
  ],
  [
    'sdk with store',
    'createTsumiki (transport, store, every endpoint, i18n without texts) + asset summary selector',
    () => bundle(`export { createTsumiki, selectAssetSummaryView } from '@tsumiki/sdk';`),
  ],
  [
    'sdk one language (ja)',
    '@tsumiki/sdk/locales/ja: the default language’s messages, rule texts and screen labels, loaded when chosen',
    () => bundle(`export { ja } from '@tsumiki/sdk/locales/ja';`),
  ],
  [
    'sdk/rules entry',
    'every pure rule of @tsumiki/sdk/rules (no store, no i18n), holiday tables included',
    async () => {
      const result = await bundle(`export * from '@tsumiki/sdk/rules';`);
      const leaks = result.inputs.filter((i) => /i18next|@reduxjs|\/(store|i18n|transport)\//.test(i));
      if (leaks.length > 0) throw new Error(`@tsumiki/sdk/rules pulls in ${leaks.join(', ')}`);
      return result;
    },
  ],
  [
    'sdk/react binding',
    'SdkProvider, useEndpoint, useMutation (sdk itself external)',
    () =>
      bundle(`export { SdkProvider, useEndpoint, useMutation } from '@tsumiki/sdk/react';`, [
        ...REACT,
        '@tsumiki/sdk',
      ]),
  ],
  [
    'ui one component (Button)',
    'Button and the provider link context; must not reach charts or d3',
    async () => {
      const result = await bundle(`export { Button } from '@tsumiki/ui';`);
      const leaks = result.inputs.filter((i) => /d3-|charts/.test(i));
      if (leaks.length > 0) throw new Error(`Button pulls in charts: ${leaks.join(', ')}`);
      return result;
    },
  ],
  [
    'ui all (4 entries)',
    'every export of ., ./theme, ./charts, ./screens (sdk and sdk/rules external)',
    () =>
      bundle(
        ['', '/theme', '/charts', '/screens']
          .map((s, i) => `export * as e${i} from '@tsumiki/ui${s}';`)
          .join('\n'),
        [...REACT, '@tsumiki/sdk', '@tsumiki/sdk/rules'],
      ),
  ],
  [
    'ui style.css',
    'the one stylesheet: components, screens, charts, all themes',
    async () => ({ bytes: readFileSync(path.join(root, 'packages/ui/dist/style.css')) }),
  ],
  [
    'ui base.css + one theme',
    'what an app on one built-in theme ships: base.css and themes/light.css',
    async () => ({
      bytes: Buffer.concat(
        ['dist/base.css', 'dist/themes/light.css'].map((f) =>
          readFileSync(path.join(root, 'packages/ui', f)),
        ),
      ),
    }),
  ],
  [
    'app first route (/login/start)',
    'entry chunk + static imports + start chunk + Japanese texts + their CSS',
    appFirstRoute,
  ],
];

const budgets = JSON.parse(readFileSync(path.join(here, 'budgets.json'), 'utf8'));
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const rows = [];
let over = 0;
for (const [name, what, measure] of CASES) {
  const { bytes, note } = await measure();
  const gzip = gzipSync(bytes, { level: 9 }).length;
  const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const budget = budgets[name];
  const ok = !budget || brotli <= budget;
  if (!ok) over++;
  rows.push(
    `| ${name} | ${what}${note ? ` (${note})` : ''} | ${kb(bytes.length)} | ${kb(gzip)} | ${kb(brotli)} | ` +
      `${budget ? kb(budget) : '—'} | ${ok ? 'ok' : '**over**'} |`,
  );
}
const table = [
  '| case | what | minified | gzip | brotli | budget (brotli) | |',
  '|---|---|---:|---:|---:|---:|---|',
  ...rows,
].join('\n');
console.log(table);

/**
 * Each route of ROUTES as a phone loads it cold from the reference server, and the bare React page: gzip bytes
 * of the scripts and stylesheets transferred (and the brotli bytes the browser received).
 */
async function measureRoutes() {
  const pages = await appWithBareReact();
  const { origin, stop } = await startReferenceServer({ appDist: pages });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  const maps = process.argv.includes('--why') ? buildWithMaps(root) : undefined;
  try {
    const session = await signUp(origin);
    const bare = await measureRoute(browser, origin, { name: 'bare React', url: BARE_PATH, ready: 'h1' });
    const routeBudget = routeBudgets();
    const routeRows = [];
    let routesOver = 0;
    for (const route of ROUTES) {
      const m = await measureRoute(browser, origin, route, route.signedIn ? session : undefined);
      const { budget, files, target } = routeBudget[route.name] ?? {};
      const ok = (!budget || m.gzip <= budget) && (!files || m.files.length <= files);
      if (!ok) routesOver++;
      routeRows.push(
        `| ${route.name} | \`/${route.url}\` | ${m.files.length}${files ? ` / ${files}` : ''} | ${kb(m.js)} | ${kb(m.css)} | ${kb(m.gzip)} | ` +
          `${(m.gzip / bare.gzip).toFixed(1)}x | ${kb(m.received)} | ${budget ? kb(budget) : '—'} | ${ok ? 'ok' : '**over**'} | ` +
          `${target ? `${kb(target)} ${m.gzip <= target ? 'met' : '**not met**'}` : '—'} |`,
      );
      console.log(
        `${route.name}: ${m.files.map((f) => `${f.file} ${kb(f.gzip)}`).join(', ')}; inline in index.html: script ${kb(m.inline.js)}, style ${kb(m.inline.css)}`,
      );
      if (maps) {
        const groups = attribute(maps.dir, m.files);
        console.log(`\n${route.name}, gzip by package and source folder (${kb(m.gzip)} in all):`);
        for (const [group, bytes] of groups.filter(([, b]) => b >= 256)) {
          console.log(`  ${kb(bytes).padStart(9)}  ${group}`);
        }
        const small = groups.filter(([, b]) => b < 256);
        const rest = small.reduce((sum, [, b]) => sum + b, 0);
        console.log(`  ${kb(rest).padStart(9)}  ${small.length} more under 0.25 kB each\n`);
      }
    }
    routeRows.push(
      `| bare React (floor) | \`/${BARE_PATH}\` | ${bare.files.length} | ${kb(bare.js)} | ${kb(bare.css)} | ` +
        `${kb(bare.gzip)} | 1.0x | ${kb(bare.received)} | — | | — |`,
    );
    const routeTable = [
      '| route | URL | files / budget | JS gzip | CSS gzip | total gzip | x bare React | received | budget (gzip) | | issue 17 target |',
      '|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|',
      ...routeRows,
    ].join('\n');
    return { routeTable, routesOver };
  } finally {
    maps?.remove();
    await browser.close();
    stop();
    rmSync(pages, { recursive: true, force: true });
  }
}

const routes = process.argv.includes('--no-routes') ? undefined : await measureRoutes();
if (routes) console.log(`\n${routes.routeTable}`);
console.log(`load: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);

if (process.argv.includes('--write')) {
  const readme = path.join(here, 'README.md');
  let text = readFileSync(readme, 'utf8');
  const stamp = `Measured ${new Date().toISOString().slice(0, 10)} (Node ${process.versions.node}, esbuild, zlib).`;
  text = text.replace(
    /<!-- size:start -->[\s\S]*<!-- size:end -->/,
    `<!-- size:start -->\n${stamp}\n\n${table}\n<!-- size:end -->`,
  );
  if (routes) {
    const note = `Measured ${new Date().toISOString().slice(0, 10)}: Chromium headless, 390 px phone, cold cache, reference server.`;
    text = text.replace(
      /<!-- routes:start -->[\s\S]*<!-- routes:end -->/,
      `<!-- routes:start -->\n${note}\n\n${routes.routeTable}\n<!-- routes:end -->`,
    );
  }
  writeFileSync(readme, text);
}
if (over > 0 || (routes?.routesOver ?? 0) > 0) {
  console.error(`\n${over} case(s) and ${routes?.routesOver ?? 0} route(s) over budget`);
  process.exit(1);
}
