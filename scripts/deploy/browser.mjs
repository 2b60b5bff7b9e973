// The built app in headless Chromium through nginx, signed in: every Content-Security-Policy violation the
// browser reports on a tour of screens (charts, lists, forms, a confirmation sheet) is a failure of the CSP in
// deploy/nginx.conf. Optional in scripts/deploy/test-deploy.mjs: skipped when Chromium is not installed.
import { existsSync } from 'node:fs';

/** Where Chromium is (CHROMIUM_PATH, default Debian's /usr/bin/chromium), or undefined. */
export function chromiumPath() {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : undefined;
}

const ROUTES = [
  '/home/index',
  '/quotes/info?code=7203&type=jpy',
  '/mine/deposit',
  '/mine/stored',
  '/mine/transactionRecords',
  '/news/index',
  '/home/newShare',
  '/mine/index',
];

/**
 * Visits the tour as the signed-in `session` ({ token, account }) and opens the sign-out confirmation sheet.
 * Answers the violations (directive and what was blocked), page errors and how many screens rendered.
 */
export async function cspTour({ edge, session, executablePath }) {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    // The test's certificate is self-signed: the browser is told to accept it (this process trusts it by file).
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'en',
      ignoreHTTPSErrors: true,
    });
    await context.addInitScript((s) => {
      window.localStorage.setItem('tokend', s.token);
      window.localStorage.setItem('account', s.account);
      window.localStorage.setItem('lang', 'en');
      window.__csp = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        window.__csp.push(
          `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
        );
      });
    }, session);
    const page = await context.newPage();
    // Playwright's 'networkidle' never comes while the quote stream is open (a fetch that lasts as long as the
    // session): wait instead until every other request has been answered for half a second.
    const pending = new Set();
    const streaming = (request) => new URL(request.url()).pathname.endsWith('/market/stream');
    page.on('request', (request) => {
      if (!streaming(request)) pending.add(request);
    });
    for (const done of ['requestfinished', 'requestfailed'])
      page.on(done, (request) => pending.delete(request));
    const settled = async () => {
      await page.waitForLoadState('load');
      const until = Date.now() + 30_000;
      let quietSince = Date.now();
      while (Date.now() - quietSince < 500) {
        if (Date.now() > until)
          throw new Error(`requests still open: ${[...pending].map((r) => r.url()).join(' ')}`);
        await page.waitForTimeout(100);
        if (pending.size > 0) quietSince = Date.now();
      }
    };
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const violations = new Set();
    let rendered = 0;
    const collect = async () => {
      for (const v of await page.evaluate(() => window.__csp.splice(0))) violations.add(v);
    };
    for (const route of ROUTES) {
      await page.goto(`${edge}/#${route}`);
      await settled();
      if ((await page.locator('#root *').count()) > 0) rendered++;
      await collect();
    }
    // A Radix sheet: focus trap and scroll lock (which injects a <style> element).
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    const sheet = await page.getByRole('alertdialog').or(page.getByRole('dialog')).first().isVisible();
    await collect();
    return { violations: [...violations], errors, rendered, total: ROUTES.length, sheet };
  } finally {
    await browser.close();
  }
}
