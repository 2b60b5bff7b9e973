// Issue 17: the reads a route made when the app last started on it are sent again by the boot script in
// index.html, beside the app's files, and the app takes their answers instead of asking again
// (packages/app/src/earlyReads.ts, packages/app/vite/firstScreen.ts).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Stack, startStack } from './stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack('2026-11-24T01:30:00Z');
});
afterAll(() => stack?.close());

async function register(account: string) {
  const form = { account, password: 'Passw0rd!', repeatPassword: 'Passw0rd!', terms: '1' };
  const answer = await fetch(`${stack.baseUrl}/api/vue/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return ((await answer.json()) as { data: { token: string; account: string } }).data;
}

it('should send a route’s remembered reads before the app runs, and not ask for them twice', async () => {
  const session = await register('0901130001');
  const page = await stack.newPage('en');
  await page.addInitScript(
    ([token, account]) => {
      if (!localStorage.getItem('tokend')) {
        localStorage.setItem('tokend', token as string);
        localStorage.setItem('account', account as string);
      }
    },
    [session.token, session.account],
  );
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') calls.push(new URL(request.url()).pathname);
  });
  const ready = page.locator('main a[href^="#/quotes/info?code="]').first();

  // The first start on home asks for its reads itself, and remembers them.
  await page.goto(`${stack.baseUrl}/#/home/home`);
  await ready.waitFor();
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('tsumiki.earlyReads') ?? '{}')['/home/home']),
    )
    .toBeDefined();
  const remembered = (await page.evaluate(
    () => JSON.parse(localStorage.getItem('tsumiki.earlyReads') ?? '{}')['/home/home'],
  )) as { url: string; body: string }[];
  const paths = remembered.map((read) => new URL(read.url).pathname);
  expect(paths).toContain('/api/vue/market/rankings');
  expect(paths).toContain('/api/vue/user/getUserinfo');
  // Nothing but reads, and never the session.
  expect(paths.every((p) => !/\/(buy|sell|withdraw|deposit|login|logout|register)$/.test(p))).toBe(true);
  expect(JSON.stringify(remembered)).not.toContain(session.token);

  // The next cold start: with every app script held back, the boot script alone sends them.
  await page.route(/\/assets\/(?!first-screen-).+\.js$/, (route) => route.abort());
  calls.length = 0;
  await page.reload();
  await expect.poll(() => calls.filter((p) => p.startsWith('/api/vue/')).length).toBe(remembered.length);
  await page.unroute(/\/assets\/(?!first-screen-).+\.js$/);

  // With the app: the page shows its data, and each remembered read went out once.
  calls.length = 0;
  await page.reload();
  await ready.waitFor();
  await page.waitForTimeout(500);
  const counts = new Map<string, number>();
  for (const p of calls) counts.set(p, (counts.get(p) ?? 0) + 1);
  for (const read of new Set(paths))
    expect(counts.get(read), read).toBe(paths.filter((p) => p === read).length);
  await page.context().close();
});
