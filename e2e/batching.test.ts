import type { Page, Response } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Stack, startStack } from './stack';

let stack: Stack;
let session: { token: string; account: string };
beforeAll(async () => {
  // Thursday 10:00 in Tokyo, the clock still: both loads see the same prices.
  stack = await startStack('2026-11-19T01:00:00Z');
  const form = { account: '0901130001', password: 'Passw0rd!', repeatPassword: 'Passw0rd!', terms: '1' };
  const reg = await fetch(`${stack.baseUrl}/api/vue/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  session = ((await reg.json()) as { data: { token: string; account: string } }).data;
});
afterAll(() => stack?.close());

/**
 * A cold signed-in home: the API requests the page sent (the quote stream aside) until its rankings showed and a
 * moment after, the calls they carried, and what the page shows.
 */
async function coldHome(page: Page, batches = true) {
  await page.addInitScript(
    ([token, account]) => {
      localStorage.setItem('tokend', token as string);
      localStorage.setItem('account', account as string);
    },
    [session.token, session.account],
  );
  // The API requests (the quote stream aside) and how many calls each carried: a batch's answer has one entry
  // per call (the page's fetch bodies are streams, so the browser does not show what a request carried).
  const carried: number[] = [];
  const counting: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/api/vue/') || pathname === '/api/vue/market/stream') return;
    if (!batches && pathname === '/api/vue/batch') return;
    counting.push(
      (async () => {
        if (pathname !== '/api/vue/batch') return void carried.push(1);
        const body = (await response.json()) as { data?: unknown[] };
        carried.push(body.data?.length ?? 0);
      })(),
    );
  });
  await page.goto(`${stack.baseUrl}/#/home/home`);
  const rows = page.locator('main a[href*="code=7203"]');
  await rows.first().waitFor({ timeout: 20_000 });
  await page.waitForTimeout(1_500);
  await Promise.all(counting);
  return {
    requests: carried.length,
    calls: carried.reduce((a, b) => a + b, 0),
    main: await page.locator('main').innerText(),
  };
}

it('should load a cold signed-in home in far fewer requests, showing the same', async () => {
  const batched = await coldHome(await stack.newPage('en'));
  // The same app against a gateway that does not route /batch: every read goes alone.
  const alonePage = await stack.newPage('en');
  await alonePage.route('**/api/vue/batch', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: '{"status":0,"msg":"resource.notFound"}',
    }),
  );
  const alone = await coldHome(alonePage, false);

  expect(batched.calls).toBeGreaterThanOrEqual(8);
  expect(batched.calls).toBe(alone.calls);
  // One request for the reads fired together, give or take the few issued later on their own.
  expect(batched.requests).toBeLessThanOrEqual(Math.ceil(alone.requests / 3));
  expect(batched.main).toBe(alone.main);
  expect(stack.errors).toEqual([]);
});
