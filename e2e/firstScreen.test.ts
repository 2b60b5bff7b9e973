// Issue 17: the start screen paints from HTML and CSS. The build prerenders it into index.html (one copy per
// language, packages/app/vite/firstScreen.ts); a boot script in the head shows the copy of the stored language
// when the app will open on the start screen. These tests hold back the app's script to see what HTML and CSS
// alone paint, then let it run and check that the app's own render lands on exactly the same boxes.
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Lang, label } from './labels';
import { type Stack, startStack } from './stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack('2026-11-24T01:30:00Z');
});
afterAll(() => stack?.close());

/** Every module script (the app's entry and its chunks) fails to load: what paints is HTML and CSS alone. */
async function withoutAppScript(page: Page) {
  await page.route(/\/assets\/.+\.js$/, (route) =>
    /\/first-screen-[0-9a-f]+\.js$/.test(route.request().url()) ? route.continue() : route.abort(),
  );
}

/** Where the welcome's parts lie on the page: logo, title, tagline, the two links, the language buttons. */
function boxes(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main img, main h1, main p, main a, main button, main legend')]
      .filter((e) => e.getClientRects().length > 0)
      .map((e) => {
        const r = e.getBoundingClientRect();
        return `${e.tagName} ${e.textContent?.trim()} ${r.x.toFixed(1)},${r.y.toFixed(1)} ${r.width.toFixed(1)}x${r.height.toFixed(1)}`;
      }),
  );
}

describe.each(['ja', 'zh-CN', 'en'] as const)('the first screen in %s', (lang: Lang) => {
  it('should paint the welcome from HTML and CSS before any app script runs', async () => {
    // A page on the real clock (the stack's pages stand on a fixed one) to read the browser's paint timing.
    const context = await stack.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    await context.addInitScript((l) => window.localStorage.setItem('lang', l), lang);
    const page = await context.newPage();
    await withoutAppScript(page);
    await page.goto(`${stack.baseUrl}/#/login/start`);
    await expect(
      page.getByRole('link', { name: label('auth', 'signIn', lang), exact: true }).isVisible(),
    ).resolves.toBe(true);
    await expect(
      page.getByRole('link', { name: label('auth', 'register', lang), exact: true }).isVisible(),
    ).resolves.toBe(true);
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(lang);
    // The browser reports a contentful paint although no script of the app ran.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length === 1);
    await page.context().close();
  });

  it('should be replaced by the app with the same screen in the same place', async () => {
    const held = await stack.newPage(lang);
    await withoutAppScript(held);
    await held.goto(`${stack.baseUrl}/`);
    await held.getByRole('heading', { level: 1 }).waitFor();
    const before = await boxes(held);
    await held.context().close();

    const page = await stack.newPage(lang);
    await page.goto(`${stack.baseUrl}/`);
    await page.waitForURL(/#\/login\/start$/);
    // The app has rendered when the prerendered copies are gone.
    await page.waitForFunction(() => !document.querySelector('#root > [data-first-screen]'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(before.length).toBeGreaterThan(5);
    expect(await boxes(page)).toEqual(before);
    await page.context().close();
  });
});

/**
 * Where the signed-in frame's parts lie: the header's links and buttons (by where they go: the bell's text gains
 * the unread count once it is answered), the bottom menu's links (by their text and which is current).
 */
function frameBoxes(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('header a, header button, nav a')]
      .filter((e) => e.getClientRects().length > 0)
      .map((e) => {
        const r = e.getBoundingClientRect();
        const what = e.closest('nav') ? e.textContent?.trim() : e.getAttribute('href');
        return `${e.tagName} ${what} ${e.getAttribute('aria-current') ?? ''} ${r.x.toFixed(1)},${r.y.toFixed(1)} ${r.width.toFixed(1)}x${r.height.toFixed(1)}`;
      }),
  );
}

/** A phone page signed in as a new customer; `realClock` for the browser's paint timing (see above). */
async function signedInPage(lang: Lang, account: string, realClock = false) {
  const form = { account, password: 'Passw0rd!', repeatPassword: 'Passw0rd!', terms: '1' };
  const answer = await fetch(`${stack.baseUrl}/api/vue/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  const session = ((await answer.json()) as { data: { token: string; account: string } }).data;
  const page = realClock
    ? await (
        await stack.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true })
      ).newPage()
    : await stack.newPage(lang);
  await page.addInitScript((l) => window.localStorage.setItem('lang', l), lang);
  await page.addInitScript(
    ([token, account]) => {
      localStorage.setItem('tokend', token as string);
      localStorage.setItem('account', account as string);
    },
    [session.token, session.account],
  );
  return page;
}

describe('the signed-in frame', () => {
  it('should paint a main route’s header and bottom menu from HTML and CSS before any app script runs', async () => {
    const page = await signedInPage('en', '0901140001', true);
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    await withoutAppScript(page);
    await page.goto(`${stack.baseUrl}/#/position/index`);
    const nav = page.getByRole('navigation');
    await expect(nav.getByRole('link', { name: label('shell', 'tabHome', 'en') }).isVisible()).resolves.toBe(
      true,
    );
    await expect(
      nav.getByRole('link', { name: label('shell', 'tabPositions', 'en') }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length === 1);
    // The start screen's own stylesheets are linked only when it shows.
    expect(stylesheets.length).toBeGreaterThan(2);
    expect(stylesheets.filter((p) => /\/assets\/(welcome|start)-/.test(p))).toEqual([]);
    await page.context().close();
  });

  it('should be filled by the app in the same place', async () => {
    const held = await signedInPage('zh-CN', '0901140002');
    await withoutAppScript(held);
    await held.goto(`${stack.baseUrl}/#/home/index`);
    await held.getByRole('navigation').waitFor();
    const before = await frameBoxes(held);
    await held.context().close();

    const page = await signedInPage('zh-CN', '0901140003');
    await page.goto(`${stack.baseUrl}/#/home/index`);
    await page.waitForFunction(() => !document.querySelector('#root > [data-first-screen]'));
    await page.locator('main a[href^="#/quotes/info?code="]').first().waitFor();
    expect(before.length).toBeGreaterThan(6);
    expect(await frameBoxes(page)).toEqual(before);
    await page.context().close();
  });
});

describe('the first screen elsewhere', () => {
  it('should show nothing prerendered on a route that is not the start screen', async () => {
    const page = await stack.newPage('en');
    await withoutAppScript(page);
    await page.goto(`${stack.baseUrl}/#/home/home`);
    await expect(
      page.evaluate(() => document.documentElement.hasAttribute('data-first-screen')),
    ).resolves.toBe(false);
    await expect(
      page.getByRole('link', { name: label('auth', 'signIn', 'en'), exact: true }).count(),
    ).resolves.toBe(0);
    await page.context().close();
  });

  it('should name each file once in index.html: the prerendered copies repeat no preload', async () => {
    const html = await (await fetch(`${stack.baseUrl}/`)).text();
    expect(html).toContain('data-first-screen="ja /home/home"');
    const links = [...html.matchAll(/<link\b[^>]*\bhref="([^"]+)"[^>]*>/g)].map((m) => m[0]);
    const preloads = links.filter((l) => /rel="(preload|modulepreload)"/.test(l));
    expect(preloads).toEqual([]);
    const hrefs = links.map((l) => l.match(/href="([^"]+)"/)?.[1]);
    expect(hrefs.filter((h, i) => hrefs.indexOf(h) !== i)).toEqual([]);
  });

  it("should request a main route's chunks and its language's texts with the entry, before any app script runs", async () => {
    const page = await stack.newPage('en');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await withoutAppScript(page);
    await page.goto(`${stack.baseUrl}/#/home/home`);
    await page.waitForLoadState('load');
    const files = requested.map((p) => p.replace(/^.*\/assets\//, ''));
    // The shell and store's chunk, home's own, the first texts, and the main routes' texts (the base part with
    // the home and quote areas, vite.config.ts) in the stored language.
    for (const name of ['index', 'session', 'home', 'texts-en', 'first'])
      expect(
        files.some((f) => f.startsWith(`${name}-`)),
        name,
      ).toBe(true);
    // Nothing of the other languages.
    expect(files.filter((f) => /^(labels|texts-)(Ja|ZhCN|ja|zh-CN)/.test(f))).toEqual([]);
    await page.context().close();
  });

  it('should show the copy of the default language for a stored language the brand does not offer', async () => {
    const page = await stack.newPage('en');
    await page.addInitScript(() => window.localStorage.setItem('lang', 'xx'));
    await withoutAppScript(page);
    await page.goto(`${stack.baseUrl}/#/login/start`);
    await expect(
      page.evaluate(() => document.documentElement.getAttribute('data-first-screen')),
    ).resolves.toBe('ja');
    await expect(
      page.getByRole('link', { name: label('auth', 'signIn', 'ja'), exact: true }).isVisible(),
    ).resolves.toBe(true);
    await page.context().close();
  });
});
