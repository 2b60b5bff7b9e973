import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeRedirect } from '../packages/app/src/routes/login/redirect';
import { type Lang, label } from './labels';
import { type Stack, startStack } from './stack';

let stack: Stack;
beforeAll(async () => {
  // A Tuesday morning in Tokyo, during the morning session.
  stack = await startStack('2026-11-24T01:30:00Z');
});
afterAll(() => stack?.close());

const accounts: Record<Lang, string> = { ja: '0901110001', 'zh-CN': '0901110002', en: '0901110003' };

describe.each(['ja', 'zh-CN', 'en'] as const)('signing up and in, in %s', (lang) => {
  it('should register a new account, sign in and reach home', async () => {
    const page = await stack.newPage(lang);
    await page.goto(`${stack.baseUrl}/`);
    // `/` redirects to the start screen.
    await page.waitForURL(/#\/login\/start$/);
    await page.getByRole('link', { name: label('auth', 'register', lang), exact: true }).click();
    await page.waitForURL(/#\/login\/register$/);

    await page.getByLabel(label('auth', 'account', lang), { exact: true }).fill(accounts[lang]);
    await page.getByLabel(label('auth', 'password', lang), { exact: true }).fill('Passw0rd!');
    await page.getByLabel(label('auth', 'repeatPassword', lang), { exact: true }).fill('Passw0rd!');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: label('auth', 'submitRegister', lang) }).click();

    // After registering the customer signs in (or is signed in) and lands on home through loginAfter.
    await page.waitForURL(/#\/login\/(login|logon|loginAfter)|#\/home\/home/, { timeout: 20_000 });
    if (/#\/login\/(login|logon)$/.test(page.url())) {
      await page.getByLabel(label('auth', 'account', lang), { exact: true }).fill(accounts[lang]);
      await page.getByLabel(label('auth', 'password', lang), { exact: true }).fill('Passw0rd!');
      await page.getByRole('button', { name: label('auth', 'submitLogin', lang) }).click();
    }
    await page.waitForURL(/#\/home\/home$/, { timeout: 20_000 });
    await expect(page.evaluate(() => localStorage.getItem('account'))).resolves.toBe(accounts[lang]);
    await page.context().close();
  });

  it('should refuse a wrong password with the translated message and stay on sign-in', async () => {
    const page = await stack.newPage(lang);
    await page.goto(`${stack.baseUrl}/#/login/login`);
    await page.getByLabel(label('auth', 'account', lang), { exact: true }).fill(accounts[lang]);
    await page.getByLabel(label('auth', 'password', lang), { exact: true }).fill('WrongPass1');
    await page.getByRole('button', { name: label('auth', 'submitLogin', lang) }).click();
    const wrong = {
      ja: 'アカウントまたはパスワードが正しくありません',
      'zh-CN': '账号或密码错误',
      en: 'Wrong account or password',
    };
    await expect(page.getByText(wrong[lang]).first().waitFor({ timeout: 10_000 })).resolves.toBeUndefined();
    expect(page.url()).toMatch(/#\/login\/login$/);
    await page.context().close();
  });
});

it('should keep the header and an open user panel mounted while the shell changes page', async () => {
  const lang = 'ja';
  const page = await stack.newPage(lang);
  await page.goto(`${stack.baseUrl}/#/login/login`);
  await page.getByLabel(label('auth', 'account', lang), { exact: true }).fill(accounts[lang]);
  await page.getByLabel(label('auth', 'password', lang), { exact: true }).fill('Passw0rd!');
  await page.getByRole('button', { name: label('auth', 'submitLogin', lang) }).click();
  await page.waitForURL(/#\/home\/home$/, { timeout: 20_000 });
  const opener = page.getByRole('button', { name: label('shell', 'userPanel', lang), exact: true });
  await opener.evaluate((node) => node.setAttribute('data-before-navigation', ''));
  // A customer who opens the panel while the next page is still loading keeps it open.
  await opener.click();
  await page.evaluate(() => {
    window.location.hash = '#/position/index';
  });
  await page.waitForURL(/#\/position\/index$/);
  // The new page has rendered behind the panel (its route module loaded), and the panel is still open.
  await page
    .getByRole('region', { name: label('positions', 'summaryHeading', lang), includeHidden: true })
    .waitFor({ state: 'attached', timeout: 10_000 });
  const panel = page.getByRole('dialog');
  // Still open: its content shows (waited for, since the panel's own code and reads may still be arriving on a
  // busy machine; a panel that had closed would not show it again).
  await panel
    .getByText(label('shell', 'totalAssets', lang))
    .first()
    .waitFor({ state: 'visible', timeout: 5_000 });
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });
  // The header is the same element: the shell was not mounted again for the new page.
  await expect(opener.getAttribute('data-before-navigation')).resolves.toBe('');
  await page.context().close();
});

describe('the redirect after signing in', () => {
  it.each<[string, { given: string | null; want: string | null }]>([
    [
      'a page of the app, search kept',
      { given: '/position/index?tab=history', want: '/position/index?tab=history' },
    ],
    ['none', { given: null, want: null }],
    ['an external URL', { given: 'https://evil.example/home/home', want: null }],
    ['a protocol-relative URL', { given: '//evil.example/home/home', want: null }],
    ['a backslash that browsers read as a slash', { given: '/\\evil.example/home/home', want: null }],
    ['a tab inside the slashes', { given: '/\t/evil.example', want: null }],
    ['a javascript: URL', { given: 'javascript:alert(1)', want: null }],
    ['a path that is no route', { given: '/admin', want: null }],
    ['a sign-in page (no loop)', { given: '/login/login', want: null }],
    ['a dot-segment escape to a non-route', { given: '/home/../admin', want: null }],
  ])('%s', (_title, { given, want }) => {
    expect(safeRedirect(given)).toBe(want);
  });

  const signIn = async (page: Page, lang: Lang) => {
    await page.getByLabel(label('auth', 'account', lang), { exact: true }).fill(accounts[lang]);
    await page.getByLabel(label('auth', 'password', lang), { exact: true }).fill('Passw0rd!');
    await page.getByRole('button', { name: label('auth', 'submitLogin', lang) }).click();
  };

  it('should return a customer whose session lapsed to the page they were on', async () => {
    const lang = 'ja';
    const page = await stack.newPage(lang);
    await page.goto(`${stack.baseUrl}/#/login/login`);
    await signIn(page, lang);
    await page.waitForURL(/#\/home\/home$/, { timeout: 20_000 });
    await page.evaluate(() => {
      window.location.hash = '#/position/index?tab=history';
    });
    await page
      .getByRole('region', { name: label('positions', 'summaryHeading', lang) })
      .waitFor({ timeout: 10_000 });
    // The server no longer knows the session: the next call is refused with 401.
    await page.evaluate(() => localStorage.setItem('tokend', 'lapsed-session-token'));
    await page.evaluate(() => {
      window.location.hash = '#/quotes/self';
    });
    await page.waitForURL(/#\/login\/login\?redirect=%2Fquotes%2Fself$/, { timeout: 20_000 });
    await signIn(page, lang);
    await page.waitForURL(/#\/quotes\/self$/, { timeout: 20_000 });
    await page.context().close();
  });

  it.each([
    ['a page of the app', '/position/index?tab=history', /#\/position\/index\?tab=history$/],
    ['an external URL (ignored)', 'https://evil.example/', /#\/home\/home$/],
    ['a protocol-relative URL (ignored)', '//evil.example/home/home', /#\/home\/home$/],
  ])('should sign in with %s as the redirect', async (_title, redirect, want) => {
    const lang = 'ja';
    const page = await stack.newPage(lang);
    await page.goto(`${stack.baseUrl}/#/login/login?redirect=${encodeURIComponent(redirect)}`);
    await signIn(page, lang);
    await page.waitForURL(want, { timeout: 20_000 });
    expect(new URL(page.url()).origin).toBe(stack.baseUrl);
    await page.context().close();
  });
});

it('should let the customer pick the market of the user panel, and /mine/index and /position/index follow it', async () => {
  const lang = 'ja';
  const page = await stack.newPage(lang);
  await page.goto(`${stack.baseUrl}/#/login/login`);
  await page.getByLabel(label('auth', 'account', lang), { exact: true }).fill(accounts[lang]);
  await page.getByLabel(label('auth', 'password', lang), { exact: true }).fill('Passw0rd!');
  await page.getByRole('button', { name: label('auth', 'submitLogin', lang) }).click();
  await page.waitForURL(/#\/home\/home$/, { timeout: 20_000 });
  await page.getByRole('button', { name: label('shell', 'userPanel', lang), exact: true }).click();
  const panel = page.getByRole('dialog');
  const usd = panel.getByRole('radio', { name: label('home', 'marketUsd', lang), exact: true });
  await expect(
    panel.getByRole('radio', { name: label('home', 'marketJpy', lang), exact: true }).isChecked(),
  ).resolves.toBe(true);
  await usd.click();
  // The summary is now in dollars.
  await expect.poll(async () => (await panel.textContent()) ?? '', { timeout: 10_000 }).toContain('$');
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });
  await page.evaluate(() => {
    window.location.hash = '#/mine/index';
  });
  await expect
    .poll(
      () => page.getByRole('radio', { name: label('home', 'marketUsd', lang), exact: true }).isChecked(),
      {
        timeout: 10_000,
      },
    )
    .toBe(true);
  await page.evaluate(() => {
    window.location.hash = '#/position/index';
  });
  const positionsUsd = page.getByRole('radio', {
    name: label('positions', 'marketUsd', lang),
    exact: true,
  });
  await expect.poll(() => positionsUsd.isChecked(), { timeout: 10_000 }).toBe(true);
  await page.context().close();
});

it('should show no browser error on the way', () => {
  expect(stack.errors).toEqual([]);
});
