import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Stack, startStack } from './stack';

let stack: Stack;
beforeAll(async () => {
  // A Tuesday morning in Tokyo, the clock running on: prices move every few seconds.
  stack = await startStack('2026-11-24T01:30:00Z', { movingClock: true });
});
afterAll(() => stack?.close());

it('should change prices on the quote list as they move, without a reload or a poll', async () => {
  const form = { account: '0901120001', password: 'Passw0rd!', repeatPassword: 'Passw0rd!', terms: '1' };
  const reg = await fetch(`${stack.baseUrl}/api/vue/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  const session = ((await reg.json()) as { data: { token: string; account: string } }).data;
  const page = await stack.newPage('en');
  await page.addInitScript(
    ([token, account]) => {
      localStorage.setItem('tokend', token as string);
      localStorage.setItem('account', account as string);
    },
    [session.token, session.account],
  );
  const calls: string[] = [];
  page.on('request', (request) => calls.push(new URL(request.url()).pathname));
  await page.goto(`${stack.baseUrl}/#/home/index?type=jpy`);
  const rows = page.locator('main li a');
  await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(10);
  const before = await rows.allInnerTexts();
  // What the list's screen asked for as it loaded (alone or in a batch): nothing of it is asked again.
  const loaded = calls.length;
  await page.evaluate(() => {
    (window as { notReloaded?: boolean }).notReloaded = true;
  });
  await expect
    .poll(async () => (await rows.allInnerTexts()).join('|') !== before.join('|'), { timeout: 20_000 })
    .toBe(true);
  // A moved price flashed in the market's colour; the page is the same page; the list was not asked again.
  await expect.poll(() => page.locator('main [data-flash]').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  expect(calls.slice(0, loaded).some((p) => p === '/api/vue/market/list' || p === '/api/vue/batch')).toBe(
    true,
  );
  expect(calls.slice(loaded).filter((p) => p === '/api/vue/market/list' || p === '/api/vue/batch')).toEqual(
    [],
  );
  expect(calls.filter((p) => p === '/api/vue/market/stream').length).toBeGreaterThanOrEqual(1);
  // The stock's own page: its last price moves too, its detail asked for once.
  await page.evaluate(() => {
    window.location.hash = '#/quotes/info?code=8035&type=jpy';
  });
  const header = page.locator('main header');
  await expect.poll(() => header.innerText(), { timeout: 20_000 }).toMatch(/8035/);
  const first = await header.innerText();
  const shown = calls.length;
  await expect.poll(() => header.innerText(), { timeout: 20_000 }).not.toBe(first);
  expect(calls.slice(shown).filter((p) => p === '/api/vue/market/detail' || p === '/api/vue/batch')).toEqual(
    [],
  );
  expect(stack.errors).toEqual([]);
  await page.context().close();
});
