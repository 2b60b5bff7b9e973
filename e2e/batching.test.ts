import type { Page, Request } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { operationPaths } from './network';
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
 * moment after, the operations they carried, and the rows the rankings show.
 */
async function coldHome(page: Page, batches = true) {
  await page.addInitScript(
    ([token, account]) => {
      localStorage.setItem('tokend', token as string);
      localStorage.setItem('account', account as string);
    },
    [session.token, session.account],
  );
  const requests: Request[] = [];
  page.on('request', (request) => {
    const paths = operationPaths(request);
    // Without batches, the one `/batch` the gateway turned away is not counted: its reads went again alone.
    if (!batches && request.url().endsWith('/api/vue/batch')) return;
    if (paths.length > 0 && !paths.includes('/market/stream')) requests.push(request);
  });
  await page.goto(`${stack.baseUrl}/#/home/home`);
  const rows = page.locator('main a[href*="code=7203"]');
  await rows.first().waitFor({ timeout: 20_000 });
  await page.waitForTimeout(1_500);
  return {
    requests: requests.length,
    operations: requests.flatMap(operationPaths).sort(),
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

  expect(batched.operations.length).toBeGreaterThanOrEqual(8);
  expect(batched.operations).toEqual(alone.operations);
  // One request for the reads fired together, give or take the few issued later on their own.
  expect(batched.requests).toBeLessThanOrEqual(Math.ceil(alone.requests / 3));
  expect(batched.main).toBe(alone.main);
  expect(stack.errors).toEqual([]);
});
