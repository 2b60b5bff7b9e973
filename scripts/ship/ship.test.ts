// Issue 10's "done when", run by CI (.ci/run, TSUMIKI_SHIP_TEST=1): a broker can install the two packages from
// tarballs (examples/), the release dry run versions and packs them, the API reference names every call they
// must serve, the white-label guide makes a third brand that works, and the Storybook catalogue builds.
// Each step reuses the dist folders CI already built (check:packages, the deploy project) and builds once.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { messages as en } from '../../packages/sdk/src/i18n/locales/en/messages';
import { tsumikiLight } from '../../packages/ui/src/theme/brands/tsumiki/tokens';
import {
  packTarballs,
  prepareExample,
  type RunningServer,
  runNodeSdk,
  startServer,
} from '../lib/examples.mjs';
import { exec } from '../lib/exec.mjs';
import { PUBLISHED } from '../lib/packages.mjs';
import { type Bump, releaseDryRun, satisfiesCaret } from '../lib/release.mjs';
import {
  copiesOf,
  guideJourney,
  type Installer,
  install,
  newestIn,
  openAccount,
  PNPM,
  serveApp,
  typecheckAndBuild,
  workspaceVersion,
  writeGuideApp,
} from './guideApp';
import { copyWorkspace, edit, guideFiles, registerBrand, rgb, serveStatic } from './whiteLabel';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const manifest = (dir: string) =>
  JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    peerDependencies: Record<string, string>;
  };
const sdkManifest = manifest('packages/sdk');
const uiManifest = manifest('packages/ui');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

// The flags of e2e/stack.ts: Debian's Chromium as root in a container, nothing fetched in the background.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Wall time of each step, printed as the run ends: the record of what this project costs CI. */
const timings: string[] = [];
async function timed<T>(step: string, fn: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await fn();
  } finally {
    timings.push(`${step}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

const temps: string[] = [];
const temp = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
};

let browser: Browser | undefined;
const launch = async () => {
  browser ??= await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  return browser;
};

beforeAll(async () => {
  // In CI check:packages and the deploy project have built these; a run of its own builds what is missing.
  if (PUBLISHED.some(({ dir }) => !existsSync(path.join(dir, 'dist'))))
    await timed('build sdk and ui (no dist yet)', () => exec('npm', ['run', 'build:packages']));
  if (!existsSync(path.join(root, 'packages/server/dist/main.js')))
    await timed('build server (no dist yet)', () => exec('npm', ['run', 'build', '-w', '@tsumiki/server']));
});

afterAll(async () => {
  await browser?.close();
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
  console.log(`ship: wall time per step\n  ${timings.join('\n  ')}`);
});

// One pack of the two packages and one reference server for everything installed from them below.
let work: string;
let tarballs: Record<string, string>;
let server: RunningServer;
beforeAll(async () => {
  work = temp('tsumiki-ship-');
  tarballs = await timed('pack sdk and ui', async () => packTarballs(path.join(work, 'tarballs')));
  server = await timed('reference server start', () => startServer(path.join(work, 'server')));
});
afterAll(async () => {
  await server?.stop();
});

describe('the SDK from its tarball without React (examples/node-sdk, npm run test:examples)', () => {
  it('signs in to the reference server and reads the asset summary', async () => {
    const dir = await timed('examples: node-sdk install', () => prepareExample(work, 'node-sdk', tarballs));
    expect(existsSync(path.join(dir, 'node_modules/react'))).toBe(false);
    const { summary, output } = await timed('examples: node-sdk tsc, sign-in', () =>
      runNodeSdk(dir, path.join(work, 'server'), { server }),
    );
    expect(summary.account, output).toBe('0907654321');
    // Money as the SDK shows it: the market's currency, thousands separators, two decimals.
    expect(summary.totalAssets, output).toMatch(/^¥\d{1,3}(,\d{3})*\.\d{2}$/);
  });
});

// docs/build-your-app.md as written, three ways a broker's team installs packages; each app type-checks with
// skipLibCheck false, builds, and is used in Chromium against the reference server (the react-vite example's
// install, build and stylesheet check are covered here, so it runs only in npm run test:examples).
describe('an app built by docs/build-your-app.md from the tarballs', () => {
  const guide = readFileSync(path.join(root, 'docs/build-your-app.md'), 'utf8');
  const customer = { account: '0907000019', password: 'hoshi-pass-19' };
  /** What the journey reads back: the guide's own brand colour and English wording. */
  const fromGuide = {
    brandPrimary: /primary: '(#[0-9a-f]{6})'/.exec(guide)?.[1] ?? '',
    loginTitle: /en: \{\s*labels: \{ 'auth\.loginTitle': '([^']+)'/.exec(guide)?.[1] ?? '',
    wrongCredentials: /en: \{[\s\S]*?'auth\.wrongCredentials': '([^']+)'/.exec(guide)?.[1] ?? '',
  };
  const version = (name: string) => workspaceVersion(root, name);
  /** The npm app's build, once made. */
  let guideDist: string | undefined;

  beforeAll(async () => {
    expect(Object.values(fromGuide).every(Boolean), JSON.stringify(fromGuide)).toBe(true);
    await openAccount(server.baseUrl, customer.account, customer.password);
  });

  async function buildAndUse(
    name: string,
    dir: string,
    installer: Installer,
    full: boolean,
    built?: (dist: string) => void,
  ) {
    const dist = await timed(`${name}: tsc (skipLibCheck false) + vite build`, () =>
      typecheckAndBuild(dir, installer),
    );
    built?.(dist);
    const app = await serveApp(dist, server.baseUrl);
    const page = await (await launch()).newPage({ viewport: { width: 390, height: 844 } });
    try {
      await timed(`${name}: Chromium journey`, () =>
        guideJourney(page, app.url, { ...customer, ...fromGuide, api: server.baseUrl, full }),
      );
    } finally {
      await page.close();
      await app.close();
    }
    return dist;
  }

  it('with npm: type-checks, builds, and works as the guide says (brand, wording, toasts, price colours, K-line, ticket, session expiry), with no built-in theme shipped', async () => {
    const dir = path.join(work, 'guide-npm');
    writeGuideApp(dir, guide, tarballs, version);
    await timed('guide npm: install', () => install(dir, 'npm'));
    // The layout checks below measure this build whatever the journey finds.
    const dist = await buildAndUse('guide npm', dir, 'npm', true, (built) => {
      guideDist = built;
    });
    // base.css only: the kit's styles reached the app, no built-in theme's variable block did.
    const css = readdirSync(path.join(dist, 'assets'))
      .filter((f) => f.endsWith('.css'))
      .map((f) => readFileSync(path.join(dist, 'assets', f), 'utf8'))
      .join('');
    expect(css.length).toBeGreaterThan(20_000);
    const themeDir = path.join(root, 'packages/ui/dist/themes');
    for (const theme of readdirSync(themeDir).filter((f) => f.endsWith('.css'))) {
      // A theme's one rule: `.<class>{...}`, or `:where(.<class>){...}` at specificity zero.
      const themeClass = /^(?::where\()?\.([\w-]+)\)?\{/.exec(
        readFileSync(path.join(themeDir, theme), 'utf8'),
      )?.[1];
      expect(themeClass, theme).toBeDefined();
      expect(css.includes(`.${themeClass}`), `${theme} shipped`).toBe(false);
    }
  });

  // Issue 18: the kit's own base layer — the guide's app has no CSS of its own, yet lays out inside a phone.
  it.each([320, 390, 430])(
    'the npm app, signed in, fits a %i px phone (no element past the edge)',
    async (width) => {
      expect(guideDist, 'the npm build above').toBeDefined();
      const app = await serveApp(guideDist ?? '', server.baseUrl);
      const page = await (await launch()).newPage({ viewport: { width, height: 800 } });
      // Past the edge is what a customer cannot see or reach: an element beyond the viewport that no ancestor
      // clips inside it (a sideways-scrolling tab strip or a visually hidden table is clipped by its box).
      const measure = () =>
        page.evaluate(() => {
          const clippedInside = (el: Element) => {
            for (let a = el.parentElement; a; a = a.parentElement) {
              const style = getComputedStyle(a);
              if (style.overflowX !== 'visible' && a.getBoundingClientRect().right <= window.innerWidth + 0.5)
                return true;
            }
            return false;
          };
          return {
            wide: [...document.querySelectorAll('body *')]
              .filter(
                (el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && !clippedInside(el),
              )
              .map(
                (el) =>
                  `${el.tagName.toLowerCase()}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`,
              ),
            scrollWidth: document.documentElement.scrollWidth,
            bodyMargin: getComputedStyle(document.body).marginLeft,
          };
        });
      try {
        await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));
        await page.goto(`${app.url}/#/login`);
        await page.getByRole('textbox', { name: 'Account' }).fill(customer.account);
        await page.getByLabel('Password', { exact: true }).fill(customer.password);
        await page.getByRole('button', { name: 'Sign in' }).click();
        const rows = page.locator('a[href^="#/quotes/info?"]');
        await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThan(3);
        expect(await measure()).toEqual({ wide: [], scrollWidth: width, bodyMargin: '0px' });
        await rows.first().click();
        await page.locator('canvas').first().waitFor({ timeout: 20_000 });
        expect(await measure()).toEqual({ wide: [], scrollWidth: width, bodyMargin: '0px' });
      } finally {
        await page.close();
        await app.close();
      }
    },
  );

  it(`with pnpm (${PNPM}), an isolated node_modules without hoisting: type-checks, builds and works`, async () => {
    const dir = path.join(work, 'guide-pnpm');
    writeGuideApp(dir, guide, tarballs, version);
    await timed('guide pnpm: install', () => install(dir, 'pnpm'));
    // Nothing hoisted: each package sees only what it declares.
    expect(existsSync(path.join(dir, 'node_modules/.pnpm/node_modules'))).toBe(false);
    expect(existsSync(path.join(dir, 'node_modules/i18next'))).toBe(false);
    await buildAndUse('guide pnpm', dir, 'pnpm', false);
  });

  it('with npm and the newest minor of every dependency the app shares with the packages: one copy of each, type-checks, builds and works', async () => {
    const dir = path.join(work, 'guide-newest');
    // The app uses React, i18next, Redux Toolkit and radix-ui itself, each at the newest version the
    // packages' ranges allow (what a fresh install of a busy app picks).
    const shared: Record<string, string> = {};
    const ranges = {
      ...sdkManifest.dependencies,
      ...uiManifest.dependencies,
      ...uiManifest.peerDependencies,
    };
    for (const name of ['react', 'react-dom', 'i18next', '@reduxjs/toolkit', 'radix-ui'])
      shared[name] = await newestIn(name, ranges[name] ?? '');
    writeGuideApp(dir, guide, tarballs, (name) => shared[name] ?? version(name), shared);
    await timed('guide newest: install', () => install(dir, 'npm', { online: true }));
    for (const [name, newest] of Object.entries(shared)) {
      const copies = copiesOf(dir, name);
      expect(copies, name).toHaveLength(1);
      console.log(`guide newest: ${name} ${version(name)} in the workspace, ${newest} in the app`);
    }
    await buildAndUse('guide newest', dir, 'npm', false);
  });
});

describe('the release dry run (npm run release)', () => {
  const rank: Bump[] = ['patch', 'minor', 'major'];
  const bump = (version: string, type: Bump) => {
    const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
    if (type === 'major') return `${major + 1}.0.0`;
    return type === 'minor' ? `${major}.${minor + 1}.0` : `${major}.${minor}.${patch + 1}`;
  };

  it('versions every package a pending changeset names, writes its summary to the changelog and packs it', async () => {
    const run = await timed('release dry run', () => releaseDryRun());
    try {
      const byName = Object.fromEntries(run.packages.map((p) => [p.name, p]));
      const moved = (dep: string) => byName[dep] !== undefined && byName[dep].to !== byName[dep].from;
      for (const pkg of run.packages) {
        const own = run.pending.flatMap((c) => (c.bumps[pkg.name] ? [c.bumps[pkg.name] as Bump] : []));
        // A package whose published dependency is bumped gets at least a patch (updateInternalDependencies);
        // one whose published peer leaves the peer range gets a major (.changeset/config.json:
        // onlyUpdatePeerDependentsWhenOutOfRange), since its users must then upgrade that peer.
        const dependencyBumped = Object.keys(pkg.dependencies).some(moved);
        const peerLeft = Object.entries(pkg.peerRangesBefore).some(
          ([dep, range]) => moved(dep) && !satisfiesCaret(byName[dep]?.to ?? '', range),
        );
        const types = [
          ...own,
          ...(dependencyBumped ? ['patch' as const] : []),
          ...(peerLeft ? ['major' as const] : []),
        ];
        const highest = rank.filter((t) => types.includes(t)).at(-1);
        expect(pkg.to, pkg.name).toBe(highest ? bump(pkg.from, highest) : pkg.from);
        if (!highest) continue;
        expect(pkg.pack?.filename).toBe(`${pkg.name.slice(1).replace('/', '-')}-${pkg.to}.tgz`);
        expect(existsSync(pkg.pack?.tarball ?? '')).toBe(true);
        expect(pkg.changelog).toContain(`## ${pkg.to}`);
        for (const changeset of run.pending.filter((c) => c.bumps[pkg.name]))
          expect(pkg.changelog, `${changeset.file} in ${pkg.name}'s CHANGELOG`).toContain(
            changeset.summary.split('\n')[0],
          );
      }
      // Ranges, never exact pins, and every range takes the version released beside it.
      for (const pkg of run.packages) {
        for (const [dep, range] of Object.entries({ ...pkg.dependencies, ...pkg.peerDependencies })) {
          const released = byName[dep];
          if (!released) continue;
          expect(range, `${pkg.name} -> ${dep}`).toMatch(/^\^/);
          expect(satisfiesCaret(released.to, range), `${pkg.name} -> ${dep}@${range}`).toBe(true);
        }
      }
    } finally {
      run.remove();
    }
  });
});

describe('the API reference (npm run docs:api)', () => {
  it('builds one self-contained HTML file that renders every operation of the contract offline', async () => {
    const contract = parse(readFileSync(path.join(root, 'openapi/tsumiki.yaml'), 'utf8'));
    const operations: { id: string; tag: string }[] = Object.values(contract.paths).flatMap((item) =>
      Object.values(item as Record<string, { operationId: string; tags: string[] }>).map((op) => ({
        id: op.operationId,
        tag: op.tags[0] ?? '',
      })),
    );
    expect(operations.length).toBeGreaterThan(0);

    // The npm script as written, into a temp file instead of docs/api/index.html.
    const script: string = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts[
      'docs:api'
    ];
    expect(script).toContain('--output docs/api/index.html');
    const out = path.join(temp('tsumiki-api-'), 'index.html');
    await timed('docs:api build', () =>
      exec('sh', ['-c', script.replace('--output docs/api/index.html', `--output ${out}`)], {
        env: { ...process.env, PATH: `${path.dirname(bin('redocly'))}:${process.env.PATH}` },
      }),
    );
    const html = readFileSync(out, 'utf8');
    expect(html.match(/<script[^>]*\ssrc=[^>]*>/g) ?? []).toEqual([]);
    expect(html.match(/<link[^>]*\shref="(https?:)?\/\/[^>]*>/g) ?? []).toEqual([]);

    // Opened from disk with the network cut: every operation appears under its tag.
    const page = await (await launch()).newPage();
    const requests: string[] = [];
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (/^(file|data|blob):/.test(url)) return route.continue();
      requests.push(url);
      return route.abort();
    });
    try {
      await timed('docs:api render in Chromium', async () => {
        await page.goto(`file://${out}`);
        for (const tag of [...new Set(operations.map((o) => o.tag.toLowerCase()))]) {
          await page.click(`a[href="/${tag}"]`);
          await page.locator(`a[href^="#/${tag}/"]`).first().waitFor();
        }
      });
      const links = new Set(
        await page.$$eval('a[href^="#/"]', (as) => as.map((a) => a.getAttribute('href'))),
      );
      const missing = operations.filter((o) => !links.has(`#/${o.tag.toLowerCase()}/${o.id.toLowerCase()}`));
      expect(missing.map((o) => o.id)).toEqual([]);
      // An operation shows its curl sample and the wire values of its enumerations; the error catalogue has
      // the SDK's texts (scripts/api-docs.mjs, openapi/lib/reference.ts).
      await page.click('a[href="/trade"]');
      await page.click('a[href="#/trade/buystock"]');
      const body = () => page.evaluate(() => document.body.innerText);
      await expect
        .poll(body, { timeout: 20_000 })
        .toContain("curl -X POST 'https://broker.example/api/vue/trade/buy'");
      expect(await body()).toContain('value on the wire');
      await page.click('a[href="/errors"]');
      await expect.poll(body, { timeout: 20_000 }).toContain(en['auth.wrongCredentials']);
      // No telemetry from readers' browsers (openapi/redocly.yaml); Redoc's "API docs by" logo is the one
      // remote image it always asks for, and it hides itself when that fails.
      expect(requests.filter((url) => !url.startsWith('https://cdn.redoc.ly/redoc/logo-mini'))).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('a third brand by docs/white-label.md', () => {
  it('builds Kaede from its brand file, tokens and runtime JSON, and shows its name, title and colours', async () => {
    const guide = readFileSync(path.join(root, 'docs/white-label.md'), 'utf8');
    const copy = temp('tsumiki-kaede-');
    const app = copyWorkspace(root, copy);

    // Steps 1 and 2: the brand file and its tokens, as the guide's code blocks write them.
    const files = guideFiles(guide, 'packages/app/src/brand/');
    expect(files.map((f) => f.path)).toEqual([
      'packages/app/src/brand/kaede.ts',
      'packages/app/src/brand/kaedeTokens.ts',
    ]);
    for (const file of files) writeFileSync(path.join(copy, file.path), file.text);
    const tokensPrimary = /primary: '(#[0-9a-f]{6})'/.exec(files[1]?.text ?? '')?.[1];
    expect(tokensPrimary).toBeDefined();
    const index = path.join(app, 'src/brand/index.ts');
    writeFileSync(index, registerBrand(readFileSync(index, 'utf8'), 'kaede', 'kaedeBrand'));
    // "put the file in packages/app/public/brand/"
    writeFileSync(
      path.join(app, 'public/brand/kaede.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#b0361f"/></svg>\n',
    );
    // Step 2a: tokens as JSON at run time, over the built-in tokens: another brand colour, to tell them apart.
    const jsonPrimary = '#7c2d12';
    edit(
      path.join(app, 'src/brand/kaede.ts'),
      'tokens: kaedeTokens,',
      "tokens: kaedeTokens, runtimeTokensUrl: './brand/kaede-tokens.json',",
    );
    const json = {
      ...tsumikiLight,
      name: 'kaede-json',
      color: { ...tsumikiLight.color, brand: { ...tsumikiLight.color.brand, primary: jsonPrimary } },
    };
    writeFileSync(path.join(app, 'public/brand/kaede-tokens.json'), JSON.stringify(json, null, 2));

    // Step 5: `npx tsc -p packages/app`, narrowed to the brand folder (npm test type-checks the rest of the
    // app; this is half the time), then `VITE_BRAND=kaede npm run build` (the app's own script, in the copy).
    const tsconfig = path.join(app, 'tsconfig.brand.json');
    writeFileSync(tsconfig, JSON.stringify({ extends: './tsconfig.json', include: ['src/brand'] }));
    await timed('kaede: tsc (src/brand)', () => exec(bin('tsc'), ['-p', tsconfig], { cwd: copy }));
    await timed('kaede: vite build', () =>
      exec('npm', ['run', 'build'], { cwd: app, env: { ...process.env, VITE_BRAND: 'kaede' } }),
    );

    const dist = path.join(app, 'dist');
    const server = await serveStatic(dist);
    const page = await (await launch()).newPage({ viewport: { width: 390, height: 844 } });
    // The brand's API (api.kaede.example) does not exist: only the static files answer.
    await page.route('**/*', (route) =>
      route.request().url().startsWith(server.url) ? route.continue() : route.abort(),
    );
    const signIn = page.locator('a[href="#/login/logon"]');
    const background = () => signIn.evaluate((el) => getComputedStyle(el).backgroundColor);
    try {
      await timed('kaede: Chromium checks', async () => {
        await page.goto(`${server.url}/#/login/start`);
        await expect.poll(() => page.title()).toBe('Kaede');
        await expect.poll(() => page.locator('h1').textContent()).toContain('Kaede Securities');
        const logo = page.getByRole('img', { name: 'Kaede Securities' });
        await expect
          .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        expect(await background()).toBe(rgb(jsonPrimary));

        // A route of a switched-off feature (copy trading) lands on the start page.
        await page.goto(`${server.url}/#/home/follow`);
        await expect.poll(() => new URL(page.url()).hash).toBe('#/login/start');

        // Without the JSON the brand's own tokens apply.
        rmSync(path.join(dist, 'brand/kaede-tokens.json'));
        await page.reload();
        await signIn.waitFor();
        expect(await background()).toBe(rgb(tokensPrimary ?? ''));
      });
    } finally {
      await page.close();
      await server.close();
    }
  });
});

describe('the Storybook catalogue (npm run build-storybook)', () => {
  it('builds statically with every story file in its index', async () => {
    await timed('build-storybook', () => exec('npm', ['run', 'build-storybook']));
    const out = path.join(root, 'storybook-static');
    expect(existsSync(path.join(out, 'index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'iframe.html'))).toBe(true);
    const index = JSON.parse(readFileSync(path.join(out, 'index.json'), 'utf8'));
    const indexed = new Set(
      Object.values(index.entries as Record<string, { importPath: string }>).map((e) => e.importPath),
    );
    // .storybook/main.ts: '../packages/*/src/**/*.stories.@(ts|tsx)'
    const stories = readdirSync(path.join(root, 'packages')).flatMap((pkg) => {
      const src = path.join(root, 'packages', pkg, 'src');
      if (!existsSync(src)) return [];
      return readdirSync(src, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.stories\.tsx?$/.test(file))
        .map((file) => `./packages/${pkg}/src/${file}`);
    });
    expect(stories.length).toBeGreaterThan(0);
    expect(stories.filter((file) => !indexed.has(file))).toEqual([]);
  });
});
