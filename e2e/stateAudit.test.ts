// Issue 18's state audit: every signed-in route of the tour (e2e/tourStops.ts) at 390 px, in Chromium, for the
// three states a customer meets besides the loaded one. Loading: the API's answers are held a moment, then
// released; the loading state must cover the screen as the content will (not a spinner in an empty page) and
// the content must not push things around (layout shift). Error: the API answers 503 (in ja and en) or drops
// the connection (in zh-CN); the page says so in its own language with a retry, and retry after recovery
// shows the data. Empty: a verified customer with nothing gets an empty state with a next step on every list.
// One browser, one page per language; what was found is written to bench/results/state-audit/findings.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Request, Route } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateRule } from '../packages/sdk/src/index';
import { i18nOf, type Lang } from './labels';
import { API } from './network';
import { type Stack, startStack } from './stack';
import { setUpEmptyCustomer, setUpTourCustomer, TOUR_PASSWORD, type TourData } from './tourCustomer';
import { SIGNED_IN, type Stop, type Texts, withIds } from './tourStops';

/** Tuesday 24 November 2026, 10:00 in Tokyo: a business day, the Tokyo session open. */
const TUESDAY_10 = '2026-11-24T01:00:00Z';
const LANGS = ['ja', 'zh-CN', 'en'] as const satisfies readonly Lang[];
/** The most layout shift (CLS units) the data's arrival may cause on a route. */
const MAX_SHIFT = 0.02;
/** How long the API's answers are held: the loading state is what the customer looks at meanwhile. */
const HOLD_MS = 500;
const WAIT = 15_000;
/** Longer than the SDK's longest pause between a read's attempts (`retryDelayMs` 300, doubled: 600 ms). */
const GIVE_UP_QUIET_MS = 1_000;

/** Spec section 6: user info that fails to load clears the session and leads to sign-in, not to an error state. */
const NO_ERROR_STATE = new Set(['/login/loginAfter']);
/** Where the loading audit starts from: a signed-in page that reads nothing of its own. */
const WARM_ROUTE = '/mine/about';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = process.env.STATE_AUDIT_DIR ?? path.join(root, 'bench/results/state-audit');

/** The lists a customer with nothing sees empty (not the messages: every customer is sent a welcome). */
const EMPTY_LISTS: { route: string; act?: (page: Page) => Promise<void> }[] = [
  { route: '/quotes/self' },
  { route: '/position/index' },
  { route: '/position/index?tab=history' },
  { route: '/mine/bank' },
  { route: '/mine/transactionRecords' },
  { route: '/mine/stored' },
  { route: '/mine/loanOrder' },
  { route: '/mine/newShareOrder' },
  { route: '/mine/followOrder' },
  { route: '/home/largeQc' },
  { route: '/home/withinDays?tab=applications' },
];

interface Finding {
  route: string;
  lang: Lang;
  state: 'loading' | 'figures' | 'error-503' | 'error-dropped' | 'empty';
  what: string;
}

let stack: Stack;
let data: TourData;
let session: { token: string; account: string };
let emptySession: { token: string; account: string };
const pages = new Map<Lang, Page>();
const inflight = new Map<Page, number>();
/** The app's scripts and stylesheets in flight, per page: a route's code, which its loading state needs first. */
const codeInflight = new Map<Page, number>();
const findings: Finding[] = [];

beforeAll(async () => {
  stack = await startStack(TUESDAY_10);
  data = await setUpTourCustomer(stack, '0908880003');
  const login = await fetch(`${stack.baseUrl}/api/vue/user/login`, {
    method: 'POST',
    body: new URLSearchParams({ account: data.account, password: TOUR_PASSWORD }),
  }).then((r) => r.json());
  session = login.data;
  emptySession = await setUpEmptyCustomer(stack, '0908880004');
  for (const lang of LANGS) {
    const context = await stack.browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
      reducedMotion: 'reduce',
      locale: 'en-US',
    });
    await context.clock.setFixedTime(stack.clock.now());
    // The layout shift since the document started, as Core Web Vitals counts it (shifts after input excluded).
    // Every layout shift with its time, as Core Web Vitals counts them (shifts just after input excluded).
    await context.addInitScript(() => {
      const w = window as unknown as { __shifts: [number, number][] };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!e.hadRecentInput) w.__shifts.push([e.startTime, e.value]);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    page.setDefaultTimeout(WAIT);
    inflight.set(page, 0);
    codeInflight.set(page, 0);
    const change = (request: Request, d: number) => {
      inflight.set(page, (inflight.get(page) ?? 0) + d);
      if (/\.(js|css)$/.test(new URL(request.url()).pathname))
        codeInflight.set(page, (codeInflight.get(page) ?? 0) + d);
    };
    page.on('request', (r) => change(r, 1));
    page.on('requestfinished', (r) => change(r, -1));
    page.on('requestfailed', (r) => change(r, -1));
    page.on('pageerror', (error) => stack.errors.push(`pageerror (${lang}): ${error.message}`));
    pages.set(lang, page);
  }
}, 180_000);

afterAll(async () => {
  mkdirSync(OUT, { recursive: true });
  writeFileSync(path.join(OUT, 'findings.json'), `${JSON.stringify(findings, null, 2)}\n`);
  if (findings.length > 0) console.log(`state audit: ${findings.length} findings, in ${OUT}/findings.json`);
  await stack?.close();
});

/**
 * No request in flight for `quietForMs` (waiting at most `quietMs`), no busy placeholder (at most 5 s more), then
 * two frames.
 */
async function settle(page: Page, quietMs = 4_000, quietForMs = 150) {
  await quiet(page, inflight, quietForMs, quietMs);
  await page
    .waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, null, { timeout: 5_000 })
    .catch(() => {});
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Waits until `counts` has had nothing in flight for `forMs` on `page` (at most `maxMs`). */
async function quiet(page: Page, counts: Map<Page, number>, forMs: number, maxMs: number) {
  const until = Date.now() + maxMs;
  let quietSince = Date.now();
  while (Date.now() < until) {
    if ((counts.get(page) ?? 0) > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= forMs) break;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The app started afresh on `route` in `lang` with `auth`'s session: nothing cached, every read made anew. */
async function open(page: Page, lang: Lang, auth: { token: string; account: string }, route: string) {
  if (!page.url().startsWith(stack.baseUrl)) await page.goto(`${stack.baseUrl}/#/login/start`);
  await page.evaluate(
    ({ lang, auth }) => {
      localStorage.clear();
      localStorage.setItem('lang', lang);
      localStorage.setItem('tokend', auth.token);
      localStorage.setItem('account', auth.account);
    },
    { lang, auth },
  );
  await page.goto(`${stack.baseUrl}/#${route}`);
  await page.reload();
}

/**
 * How much of the visible content area holds something to look at — text, a control, an image or chart, a
 * skeleton block — as the number of 8 px bands of height it reaches into. A spinner in an empty page covers a
 * few; a skeleton shaped like the content covers about what the content does. Self-contained (serialised).
 */
function coverage(): { covered: number; total: number } {
  const main = document.querySelector('main') ?? document.body;
  const box = main.getBoundingClientRect();
  const top = Math.max(0, box.top);
  const bottom = Math.min(window.innerHeight, box.bottom);
  const bands = new Set<number>();
  for (const el of main.querySelectorAll('*')) {
    if (el.closest('svg') && el.tagName.toLowerCase() !== 'svg') continue;
    const r = el.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1 || r.bottom <= top || r.top >= bottom) continue;
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const style = getComputedStyle(el);
    const text = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
    const media = /^(img|svg|canvas|input|textarea|select|button)$/.test(el.tagName.toLowerCase());
    const block =
      el.childElementCount === 0 &&
      style.backgroundColor !== 'rgba(0, 0, 0, 0)' &&
      style.backgroundColor !== 'transparent';
    if (!text && !media && !block) continue;
    const from = Math.floor((Math.max(r.top, top) - top) / 8);
    const to = Math.ceil((Math.min(r.bottom, bottom) - top) / 8);
    for (let b = from; b < to; b++) bands.add(b);
  }
  return { covered: bands.size, total: Math.ceil((bottom - top) / 8) };
}

/**
 * Money and prices in the page's lists (list items, table rows) drawn without tabular figures, so a column's
 * digits do not line up: a monospaced family counts as tabular. Self-contained (serialised into the page).
 */
function proportionalFigures(): string[] {
  const money = /^[−+-]?[¥$€£元]?\s?[−+-]?\d{1,3}(,\d{3})*(\.\d+)?%?$/;
  const bad = new Set<string>();
  for (const el of document.querySelectorAll('main li *, main tr *, main [role="row"] *')) {
    const own = [...el.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent ?? '')
      .join('')
      .trim();
    if (!money.test(own) || !/[.,]/.test(own)) continue;
    const box = el.getBoundingClientRect();
    // Off the screen's sides (a closed drawer) is not on view.
    if (
      !el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) ||
      box.right <= 0 ||
      box.left >= window.innerWidth
    )
      continue;
    // Text for screen readers only (a chart's data table in a 1 px clipped box) is not on view.
    let hidden = false;
    for (let up: Element | null = el; up && up !== document.body; up = up.parentElement) {
      const r = up.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) hidden = true;
    }
    if (hidden) continue;
    const style = getComputedStyle(el);
    if (
      style.fontVariantNumeric.includes('tabular-nums') ||
      /mono/i.test(style.fontFamily.split(',')[0] ?? '')
    )
      continue;
    bad.add(own);
  }
  return [...bad].slice(0, 5);
}

/** The page's clock now, and the layout shift since a time of it. */
const pageNow = (page: Page) => page.evaluate(() => performance.now());
const shiftSince = (page: Page, t: number) =>
  page.evaluate(
    (t) =>
      (window as unknown as { __shifts: [number, number][] }).__shifts.reduce(
        (n, [at, v]) => (at >= t ? n + v : n),
        0,
      ),
    t,
  );

/** Latin words of four letters or more: what an untranslated English text on a CJK page is made of. */
const ENGLISH_WORD = /\b[A-Za-z]{4,}\b/;
const CJK = /[\u3040-\u30ff\u3400-\u9fff]/;
/** A message key shown as it is (`network.error`, `http.statusFailed`). */
const KEY = /\b[a-z]+(\.[a-zA-Z_]+)+\b/;

/** What is wrong with an error state's text for a page in `lang` (null when it reads as translated). */
function untranslated(text: string, lang: Lang, brandWords: string[]): string | null {
  if (KEY.test(text)) return `a message key shown: "${text}"`;
  if (lang === 'en') return CJK.test(text) ? `Japanese or Chinese on an English page: "${text}"` : null;
  const words = (text.match(new RegExp(ENGLISH_WORD.source, 'g')) ?? []).filter(
    (w) => !brandWords.includes(w),
  );
  if (!CJK.test(text) || words.length > 0) return `English on a ${lang} page: "${text}"`;
  return null;
}

describe('the state of every route', () => {
  const texts = (lang: Lang): Texts => ({
    lang,
    data,
    rule: (code, params) => translateRule(i18nOf(lang), code as never, params),
  });
  const note = (f: Finding) => {
    findings.push(f);
    return f;
  };

  /** Loading (en): the answers held, then released; the placeholder's coverage and the shift on arrival. */
  async function loading(stop: Stop): Promise<Finding[]> {
    const lang = 'en';
    const page = pages.get(lang) as Page;
    const route = withIds(stop.route, data, lang);
    const out: Finding[] = [];
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    const name = route.replace(/^\//, '').replace(/[/?=&]/g, '_');
    const sent: string[] = [];
    const hold = async (r: Route) => {
      sent.push(new URL(r.request().url()).pathname.replace('/api/vue', ''));
      await held;
      await r.continue().catch(() => {});
    };
    try {
      // The route's own loading state: the app and its shell loaded already, the route's reads never made.
      await open(page, lang, session, WARM_ROUTE);
      await settle(page);
      await page.route(API, hold);
      await page.evaluate((hash) => window.location.assign(hash), `#${route}`);
      await stop.act?.(page, texts(lang));
      // The route's code loaded (a busy machine may take longer than the hold below): no script or stylesheet in
      // flight for 300 ms, at most 5 s.
      await quiet(page, codeInflight, 300, 5_000);
      // Its placeholder up (or, for a screen without one, what it shows after a moment).
      await page
        .locator('main [aria-busy="true"]')
        .first()
        .waitFor({ timeout: HOLD_MS * 3 })
        .catch(() => {});
      await page.waitForTimeout(HOLD_MS);
      const before = await page.evaluate(coverage);
      mkdirSync(path.join(OUT, 'loading'), { recursive: true });
      await page.screenshot({ path: path.join(OUT, 'loading', `${name}.png`) });
      const releasedAt = await pageNow(page);
      release();
      await stop.shows(page, texts(lang)).first().waitFor({ timeout: WAIT });
      await settle(page);
      // Layout-shift entries are reported a frame or two after the shift.
      await page.waitForTimeout(200);
      const after = await page.evaluate(coverage);
      const figures = await page.evaluate(proportionalFigures);
      if (figures.length > 0)
        out.push(
          note({
            route,
            lang,
            state: 'figures',
            what: `proportional figures in a list: ${figures.join(' | ')}`,
          }),
        );
      await page.screenshot({ path: path.join(OUT, 'loading', `${name}-loaded.png`) });
      const shift = await shiftSince(page, releasedAt);
      if (sent.length > 0 && shift > MAX_SHIFT)
        out.push(
          note({
            route,
            lang,
            state: 'loading',
            what: `layout shift ${shift.toFixed(3)} on arrival of ${sent.join(' ')}`,
          }),
        );
      if (sent.length > 0 && before.covered < after.covered * 0.5)
        out.push(
          note({
            route,
            lang,
            state: 'loading',
            what: `the loading state covers ${before.covered} of the ${after.covered} bands the content does`,
          }),
        );
    } finally {
      release();
      await page.unroute(API, hold);
    }
    return out;
  }

  /** Error: every read fails, then the API recovers and retry shows the data. */
  async function error(stop: Stop, lang: Lang, mode: '503' | 'dropped'): Promise<Finding[]> {
    const page = pages.get(lang) as Page;
    const route = withIds(stop.route, data, lang);
    const state = mode === '503' ? 'error-503' : 'error-dropped';
    const out: Finding[] = [];
    const add = (what: string) => out.push(note({ route, lang, state, what }));
    const fail = (r: Route) =>
      mode === '503'
        ? r.fulfill({
            status: 503,
            contentType: 'text/html',
            body: '<html><head><title>503 Service Temporarily Unavailable</title></head></html>',
          })
        : r.abort('connectionreset');
    const errorsBefore = stack.errors.length;
    await page.route(API, fail);
    let failing = true;
    try {
      await open(page, lang, session, route);
      await stop.act?.(page, texts(lang));
      const alert = page.locator('[data-tsumiki-state="error"]:visible').first();
      const shown = stop.shows(page, texts(lang)).first();
      // Which comes: the error state, or the page as it is without the API (a page of texts and forms).
      const first = await Promise.race([
        alert.waitFor({ timeout: WAIT }).then(() => 'error' as const),
        shown.waitFor({ timeout: WAIT }).then(() => 'shown' as const),
      ]).catch(() => 'nothing' as const);
      // The other sections' reads fail too, after the SDK's retries. Wait until every one has given up: a read
      // between two attempts has nothing in flight, so the quiet spell must outlast the SDK's longest pause
      // between attempts. Otherwise a read whose last attempt went out just before the API recovers ends in an
      // error after the retry below was pressed, and the page rightly shows that error again.
      await settle(page, 6_000, GIVE_UP_QUIET_MS);
      const alerts = page.locator('[data-tsumiki-state="error"]:visible');
      const count = await alerts.count();
      if (first === 'nothing' && count === 0) {
        add('neither an error state nor the page: a blank or still-loading screen');
        return out;
      }
      if (count === 0) {
        // The page showed what it shows without its reads: fine only if it made none of its own.
        const toast = await page.getByRole('alert').allInnerTexts();
        if (toast.length > 0)
          for (const t of toast) {
            const bad = untranslated(t, lang, ['Tsumiki']);
            if (bad) add(`alert: ${bad}`);
          }
        return out;
      }
      const brandWords = ['Tsumiki'];
      for (let i = 0; i < count; i++) {
        const text = (await alerts.nth(i).innerText()).replace(/\s+/g, ' ').trim();
        const bad = untranslated(text, lang, brandWords);
        if (bad) add(bad);
        if ((await alerts.nth(i).getByRole('button').count()) === 0)
          add(`an error state without retry: "${text}"`);
      }
      await page.unroute(API, fail);
      failing = false;
      for (let i = (await alerts.count()) - 1; i >= 0; i--) {
        const retry = alerts.nth(i).getByRole('button').first();
        if (await retry.isVisible().catch(() => false)) await retry.click().catch(() => {});
      }
      const recovered = await shown
        .waitFor({ timeout: WAIT })
        .then(() => true)
        .catch(() => false);
      if (!recovered) {
        // What was on screen instead, for the log: an error state again, a spinner, or nothing.
        const still = await page
          .locator('[data-tsumiki-state]:visible')
          .evaluateAll((els) =>
            els.map(
              (e) => `${e.getAttribute('data-tsumiki-state')}: ${(e.textContent ?? '').trim().slice(0, 80)}`,
            ),
          );
        add(
          `retry after the API recovered did not show the data (on screen: ${still.join(' | ') || 'no state'})`,
        );
      }
      await settle(page);
      const left = await page.locator('[data-tsumiki-state="error"]:visible').count();
      if (recovered && left > 0) add(`${left} error state(s) still shown after retry`);
      const broke = stack.errors.slice(errorsBefore).filter((e) => e.includes(`(${lang})`));
      if (broke.length > 0) add(`page errors: ${broke.join('; ').slice(0, 300)}`);
    } finally {
      if (failing) await page.unroute(API, fail);
    }
    return out;
  }

  // For working on a few screens: STATE_AUDIT_ROUTES=/position/index,/quotes/info.
  const routes = process.env.STATE_AUDIT_ROUTES?.split(',');
  const chosen = <T extends { route: string }>(list: T[]) =>
    list.filter((s) => !routes || routes.some((r) => s.route.startsWith(r)));

  it.each(chosen(SIGNED_IN).map((stop) => [stop.route, stop] as const))(
    '%s: loading, error',
    async (_, stop) => {
      const errors = !NO_ERROR_STATE.has(stop.route);
      const none = async (): Promise<Finding[]> => [];
      const results = await Promise.all([
        loading(stop).then(async (f) => [...f, ...(errors ? await error(stop, 'en', '503') : [])]),
        errors ? error(stop, 'ja', '503') : none(),
        errors ? error(stop, 'zh-CN', 'dropped') : none(),
      ]);
      expect(results.flat()).toEqual([]);
    },
  );

  it.each(chosen(EMPTY_LISTS).map((list) => [list.route, list] as const))(
    '%s: empty',
    async (route, list) => {
      const results = await Promise.all(
        LANGS.map(async (lang) => {
          const page = pages.get(lang) as Page;
          const out: Finding[] = [];
          await open(page, lang, emptySession, route);
          await list.act?.(page);
          const empty = page.locator('[data-tsumiki-state="empty"]:visible').first();
          const found = await empty
            .waitFor({ timeout: WAIT })
            .then(() => true)
            .catch(() => false);
          await settle(page);
          if (!found) {
            const text = (
              await page
                .locator('main')
                .innerText()
                .catch(() => '')
            )
              .replace(/\s+/g, ' ')
              .slice(0, 160);
            out.push(note({ route, lang, state: 'empty', what: `no empty state; the page reads "${text}"` }));
            return out;
          }
          const states = page.locator('[data-tsumiki-state="empty"]:visible');
          for (let i = 0; i < (await states.count()); i++) {
            const state = states.nth(i);
            const steps = await state.locator('a[href], button').count();
            if (steps === 0) {
              const text = (await state.innerText()).replace(/\s+/g, ' ').trim();
              out.push(
                note({ route, lang, state: 'empty', what: `an empty state without a next step: "${text}"` }),
              );
            }
          }
          return out;
        }),
      );
      expect(results.flat()).toEqual([]);
    },
  );

  it('no page broke', () => {
    expect(stack.errors).toEqual([]);
  });
});
