// Issue 18's layout audit: every route of spec section 2, signed in with the route tour's customer (funded,
// verified, holding, subscribed — set up over the API), in ja, zh-CN and en, at 320, 390 and 430 px wide, measured
// in Chromium for what a customer sees as broken (e2e/layoutProbe.ts). One browser, one page per width, hash
// navigation; a screenshot of every page is kept (not committed) for review.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateRule } from '../packages/sdk/src/index';
import { tsumikiLight } from '../packages/ui/src/theme/brands/tsumiki/tokens';
import { i18nOf, type Lang } from './labels';
import { type DefectKind, type LayoutDefect, probeLayout } from './layoutProbe';
import { type Stack, startStack } from './stack';
import { setUpTourCustomer, TOUR_PASSWORD, type TourData } from './tourCustomer';
import { PUBLIC, SIGNED_IN, type Stop, withIds } from './tourStops';

/** Tuesday 24 November 2026, 10:00 in Tokyo: a business day, the Tokyo session open. */
const TUESDAY_10 = '2026-11-24T01:00:00Z';
const LANGS = ['ja', 'zh-CN', 'en'] as const satisfies readonly Lang[];
/** An iPhone SE (and small Androids), an iPhone 14/15, a Pro Max. */
const SCREENS = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 430, height: 932 },
] as const;
/** The side gutter of every page: the brand's `space.lg`. */
const GUTTER = tsumikiLight.space.unit * tsumikiLight.space.scale.lg;
const WAIT = { timeout: 20_000 };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHOTS = process.env.LAYOUT_AUDIT_DIR ?? path.join(root, 'bench/results/layout-audit');

const CHROMIUM_CONTEXT = {
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
  reducedMotion: 'reduce',
} as const;

let stack: Stack;
let data: TourData;
let session: { token: string; account: string };
const pages = new Map<number, Page>();
/** Requests in flight per page: a page has settled when none has been for a moment. */
const inflight = new Map<Page, number>();
const found: {
  lang: Lang;
  width: number;
  route: string;
  defects: LayoutDefect[];
  gutter: number | null;
  file: string;
}[] = [];

beforeAll(async () => {
  stack = await startStack(TUESDAY_10);
  data = await setUpTourCustomer(stack, '0908880002');
  const login = await fetch(`${stack.baseUrl}/api/vue/user/login`, {
    method: 'POST',
    body: new URLSearchParams({ account: data.account, password: TOUR_PASSWORD }),
  }).then((r) => r.json());
  session = login.data;
  for (const screen of SCREENS) {
    // The browser's own locale stays English: the app's chosen language, not the browser's, decides what the
    // server's content is written in.
    const context = await stack.browser.newContext({
      ...CHROMIUM_CONTEXT,
      viewport: screen,
      locale: 'en-US',
    });
    await context.clock.setFixedTime(stack.clock.now());
    const page = await context.newPage();
    page.setDefaultTimeout(WAIT.timeout);
    inflight.set(page, 0);
    const change = (d: number) => inflight.set(page, (inflight.get(page) ?? 0) + d);
    page.on('request', () => change(1));
    page.on('requestfinished', () => change(-1));
    page.on('requestfailed', () => change(-1));
    page.on('pageerror', (error) => stack.errors.push(`pageerror: ${error.message}`));
    pages.set(screen.width, page);
  }
}, 180_000);

afterAll(async () => {
  if (found.length > 0) {
    mkdirSync(SHOTS, { recursive: true });
    writeFileSync(path.join(SHOTS, 'defects.json'), `${JSON.stringify(found, null, 2)}\n`);
    const byKind = new Map<DefectKind, number>();
    for (const page of found) for (const d of page.defects) byKind.set(d.kind, (byKind.get(d.kind) ?? 0) + 1);
    const bad = found.filter((p) => p.defects.length > 0);
    console.log(
      `layout audit: ${found.reduce((n, p) => n + p.defects.length, 0)} defects on ${bad.length} of ${found.length} pages` +
        ` (${[...byKind].map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}); screenshots and defects.json in ${SHOTS}`,
    );
  }
  await stack?.close();
});

/**
 * Waits until no request has been in flight for 150 ms (at most 4 s: a page may poll) and no placeholder is busy
 * (at most 10 s more), then two frames.
 */
async function settle(page: Page) {
  const until = Date.now() + 4_000;
  let quietSince = Date.now();
  while (Date.now() < until) {
    if ((inflight.get(page) ?? 0) > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 150) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  // On a loaded machine an answer can outlast that: a placeholder still busy after 10 s more is a defect, one
  // that clears within them was only slow (the audit measures layout, not speed).
  await page
    .waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, null, { timeout: 10_000 })
    .catch(() => {});
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Loads the app afresh in `lang`, signed in or out (the language and session are read at start-up). */
async function start(page: Page, lang: Lang, signedIn: boolean, route: string) {
  if (!page.url().startsWith(stack.baseUrl)) await page.goto(`${stack.baseUrl}/#/login/start`);
  await page.evaluate(
    ({ lang, auth }) => {
      localStorage.clear();
      localStorage.setItem('lang', lang);
      if (auth) {
        localStorage.setItem('tokend', auth.token);
        localStorage.setItem('account', auth.account);
      }
    },
    { lang, auth: signedIn ? session : null },
  );
  await page.goto(`${stack.baseUrl}/#${route}`);
  await page.reload();
}

// For working on a few screens: LAYOUT_AUDIT_ROUTES=/position/index,/quotes/info LAYOUT_AUDIT_LANGS=en.
const only = (name: string) => process.env[name]?.split(',');
const chosen = (stops: Stop[]) => {
  const routes = only('LAYOUT_AUDIT_ROUTES');
  return stops.filter((stop, i) => i === 0 || !routes || routes.some((r) => stop.route.startsWith(r)));
};

describe.each(LANGS.filter((l) => only('LAYOUT_AUDIT_LANGS')?.includes(l) ?? true))(
  'the layout in %s',
  (lang) => {
    const i18n = i18nOf(lang);
    const texts = () => ({
      lang,
      data,
      rule: (code: string, params?: Record<string, string | number>) =>
        translateRule(i18n, code as never, params),
    });
    /** One route at every width at once (the pages wait for the server side by side). */
    async function audit(stop: Stop, first: boolean, signedIn: boolean) {
      const route = withIds(stop.route, data, lang);
      const results = await Promise.all(
        SCREENS.map(async ({ width }) => {
          const page = pages.get(width) as Page;
          if (first) await start(page, lang, signedIn, route);
          else await page.evaluate((hash) => window.location.assign(hash), `#${route}`);
          await stop.act?.(page, texts());
          await stop.shows(page, texts()).first().waitFor(WAIT);
          await settle(page);
          const result = await page.evaluate(probeLayout, { gutter: GUTTER });
          const name = route.replace(/^\//, '').replace(/[/?=&]/g, '_');
          const file = path.join(SHOTS, `${lang}-${width}`, `${name}.png`);
          mkdirSync(path.dirname(file), { recursive: true });
          await page.screenshot({ path: file });
          const entry = { lang, width, route, defects: result.defects, gutter: result.gutterLeft, file };
          found.push(entry);
          return entry;
        }),
      );
      for (const { width, defects, gutter, file } of results) {
        expect(defects, `${lang} ${width} px ${route} (${file})`).toEqual([]);
        if (gutter !== null) expect(gutter, `the gutter of ${route} at ${width} px`).toBeCloseTo(GUTTER, 0);
      }
    }
    it.each(chosen(PUBLIC).map((stop, i) => [stop.route, stop, i] as const))('signed out: %s', (_, stop, i) =>
      audit(stop, i === 0, false),
    );
    it.each(chosen(SIGNED_IN).map((stop, i) => [stop.route, stop, i] as const))(
      'signed in: %s',
      (_, stop, i) => audit(stop, i === 0, true),
    );
  },
);
