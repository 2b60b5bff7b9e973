// docs/build-your-app.md followed as written, by the ship test: its file blocks become a new app outside the
// workspace, its `npm install` lines its dependencies (the two packages from their tarballs), then the app is
// installed with npm or pnpm, type-checked, built, served beside the reference server and used in Chromium.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright';
import { expect } from 'vitest';
import { guideFiles, guideInstalls } from '../docs/samples';
import { exec } from '../lib/exec.mjs';

const execFileAsync = promisify(execFile);

/** pnpm from the npm registry, one exact version (Node 20.19 is enough for it). */
export const PNPM = 'pnpm@10.34.8';

export type Installer = 'npm' | 'pnpm';

/** The version of a package installed in the workspace (what the lockfile holds). */
export function workspaceVersion(root: string, name: string): string {
  const manifest = JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'));
  return manifest.version as string;
}

const compare = (a: string, b: string) => {
  const [x, y] = [a, b].map((v) => v.split(/[.-]/).map((p) => Number.parseInt(p, 10) || 0));
  for (let i = 0; i < 3; i++) if ((x?.[i] ?? 0) !== (y?.[i] ?? 0)) return (x?.[i] ?? 0) - (y?.[i] ?? 0);
  return 0;
};

/** The newest version the registry has in `range` (no prereleases). */
export async function newestIn(name: string, range: string): Promise<string> {
  const { stdout } = await execFileAsync('npm', ['view', `${name}@${range}`, 'version', '--json']);
  const parsed = JSON.parse(stdout) as string | string[];
  const versions = (Array.isArray(parsed) ? parsed : [parsed]).filter((v) => !v.includes('-'));
  const newest = versions.sort(compare).at(-1);
  if (!newest) throw new Error(`no ${name}@${range} on the registry`);
  return newest;
}

/**
 * Writes the guide's app into `dir`: every file block, and a package.json with the packages its install lines
 * name — `@tsumiki/*` from the tarballs, the others at `versions[name]` (default: the workspace's exact
 * version, so installs come from the cache) — plus `extra` dependencies (an app's own use of a shared one).
 */
export function writeGuideApp(
  dir: string,
  guide: string,
  tarballs: Record<string, string>,
  versions: (name: string) => string,
  extra: Record<string, string> = {},
): void {
  for (const file of guideFiles(guide)) {
    mkdirSync(path.dirname(path.join(dir, file.path)), { recursive: true });
    writeFileSync(path.join(dir, file.path), file.text);
  }
  const installs = guideInstalls(guide);
  const pick = (names: string[]) =>
    Object.fromEntries(names.map((n) => [n, tarballs[n] ? `file:${tarballs[n]}` : versions(n)]));
  const manifest = {
    name: 'hoshi-app',
    private: true,
    type: 'module',
    dependencies: { ...pick(installs.dependencies), ...extra },
    devDependencies: pick(installs.devDependencies),
  };
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** `npm install` (cache first unless `online`) or pnpm's, in the app folder. */
export async function install(dir: string, installer: Installer, { online = false } = {}): Promise<void> {
  const env = { ...process.env, npm_config_workspaces: '' };
  if (installer === 'npm') {
    const cache = online ? '--prefer-online' : '--prefer-offline';
    await exec('npm', ['install', cache, '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], {
      cwd: dir,
      env,
    });
  } else {
    // No lockfile to freeze (pnpm freezes it by default when CI is set); build scripts stay off, as with npm.
    await exec(
      'npx',
      ['-y', PNPM, 'install', '--no-frozen-lockfile', '--ignore-scripts', '--reporter=silent'],
      {
        cwd: dir,
        env,
      },
    );
  }
}

/** `tsc -p .` then `vite build`, as the guide's last section says; returns the dist folder. */
export async function typecheckAndBuild(dir: string, installer: Installer): Promise<string> {
  const run = (bin: string, args: string[]) =>
    installer === 'npm'
      ? exec('npx', ['--no-install', bin, ...args], { cwd: dir })
      : exec('npx', ['-y', PNPM, 'exec', bin, ...args], { cwd: dir });
  await run('tsc', ['-p', '.']);
  await run('vite', ['build', '--logLevel', 'error']);
  return path.join(dir, 'dist');
}

/** Every installed copy of `name` under a node_modules tree (npm nests a second copy under its dependent). */
export function copiesOf(dir: string, name: string): string[] {
  const found: string[] = [];
  const walk = (modules: string) => {
    if (!existsSync(modules)) return;
    const own = path.join(modules, name, 'package.json');
    if (existsSync(own)) found.push(path.dirname(own));
    for (const entry of readdirSync(modules)) {
      if (entry.startsWith('.')) continue;
      const scoped = entry.startsWith('@')
        ? readdirSync(path.join(modules, entry)).map((s) => `${entry}/${s}`)
        : [entry];
      for (const pkg of scoped) walk(path.join(modules, pkg, 'node_modules'));
    }
  };
  walk(path.join(dir, 'node_modules'));
  return found;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/**
 * The built app on 127.0.0.1 as one origin with its backend: static files, and /api/vue/* passed to `api`
 * (the reference server), as the guide's last section says to deploy it.
 */
export async function serveApp(dist: string, api: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname.startsWith('/api/vue/')) {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [k, v] of Object.entries(request.headers))
        if (typeof v === 'string' && k !== 'host' && k !== 'connection') headers.set(k, v);
      const answer = await fetch(`${api}${url.pathname}${url.search}`, {
        method: request.method ?? 'GET',
        headers,
        ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
      });
      response.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'text/plain',
      });
      response.end(Buffer.from(await answer.arrayBuffer()));
      return;
    }
    const file = path.join(dist, url.pathname === '/' ? 'index.html' : decodeURIComponent(url.pathname));
    if (!file.startsWith(dist) || !existsSync(file)) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Opens an account on the backend with a funds password: the customer the journeys sign in as. */
export async function openAccount(api: string, account: string, password: string): Promise<void> {
  const call = async (op: string, form: Record<string, string>, headers: Record<string, string> = {}) => {
    const res = await fetch(`${api}/api/vue${op}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form),
    });
    const body = (await res.json()) as { status: number; msg: string; data?: { token: string } };
    if (body.status !== 1) throw new Error(`${op}: ${body.msg}`);
    return body.data;
  };
  const session = await call('/user/register', { account, password, repeatPassword: password, terms: '1' });
  await call(
    '/user/setFundsPassword',
    { loginPassword: password, fundsPassword: '135790', repeatFundsPassword: '135790' },
    { token: session?.token ?? '', account },
  );
}

const rgb = (hex: string) => {
  const n = (i: number) => Number.parseInt(hex.slice(i, i + 2), 16);
  return `rgb(${n(1)}, ${n(3)}, ${n(5)})`;
};

export interface JourneyOptions {
  account: string;
  password: string;
  /** The reference server, to end the session behind the app's back. */
  api: string;
  /** The whole walk (wording, brand colour, toasts, price colours, ticket, session expiry) or only: sign in,
   * the quote list and a K-line. */
  full: boolean;
  /** The guide's brand colour and wording, read from its blocks. */
  brandPrimary: string;
  loginTitle: string;
  wrongCredentials: string;
}

/** Waits for a value on a busy machine (CI shares its cores): 20 s, where vitest's default is 1 s. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000, interval: 100 });

/** The app in Chromium, in English, as a customer uses it. */
export async function guideJourney(page: Page, url: string, o: JourneyOptions): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  const hash = () => new URL(page.url()).hash;
  // No session yet: the balance call answers 401 and the app lands on sign-in, titled in Hoshi's words.
  await page.goto(`${url}/#/quotes`);
  await poll(hash).toBe('#/login');
  const title = page.getByRole('heading', { level: 1 });
  await poll(() => title.textContent()).toBe(o.loginTitle);
  const submit = page.getByRole('button', { name: 'Sign in' });
  if (o.full) {
    expect(await submit.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(o.brandPrimary));
    await page.getByRole('textbox', { name: 'Account' }).fill(o.account);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password-1');
    await submit.click();
    // The refusal in Hoshi's words, on the form and as the SDK's toast.
    await poll(() => page.getByText(o.wrongCredentials).count()).toBe(2);
  }
  await page.getByRole('textbox', { name: 'Account' }).fill(o.account);
  await page.getByLabel('Password', { exact: true }).fill(o.password);
  await submit.click();
  await poll(hash).toBe('#/quotes');
  const rows = page.locator('a[href^="#/quotes/info?"]');
  await poll(() => rows.count()).toBeGreaterThan(3);

  if (o.full) {
    // A rising price in Tokyo's red-up colours, in green when the customer chooses green-up, red again by market.
    const up = page.locator('[data-direction="up"]').first();
    await up.waitFor();
    const colour = () => up.evaluate((el) => getComputedStyle(el).color);
    const byMarket = await colour();
    await page.getByRole('radio', { name: 'Green up' }).click();
    await poll(colour).not.toBe(byMarket);
    await page.getByRole('radio', { name: 'By market' }).click();
    await poll(colour).toBe(byMarket);
  }

  // A stock's day K-line: the chart draws on its canvas.
  await rows.first().click();
  await poll(hash).toMatch(/^#\/quotes\/info\?code=/);
  const canvas = page.locator('canvas').first();
  await canvas.waitFor({ timeout: 20_000 });
  await poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.width * c.height)).toBeGreaterThan(0);

  if (o.full) {
    await page.getByRole('button', { name: 'Buy long' }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    // The session ends behind the app's back (signed out elsewhere): the next call that needs it answers 401,
    // and the app is back on sign-in with the session cleared.
    // localStorageSession keeps the token under the spec's key, `tokend`.
    const token = await page.evaluate(() => window.localStorage.getItem('tokend') ?? '');
    expect(token).not.toBe('');
    const out = await fetch(`${o.api}/api/vue/user/logout`, {
      method: 'POST',
      headers: { token, account: o.account },
    });
    expect(((await out.json()) as { status: number }).status).toBe(1);
    // Opened again (a reload: the balance is not cached any more), the call that needs the session is refused.
    await page.goto(`${url}/#/quotes`);
    await page.reload();
    await poll(hash).toBe('#/login');
    expect(await page.evaluate(() => window.localStorage.getItem('tokend'))).toBeNull();
  }
}
