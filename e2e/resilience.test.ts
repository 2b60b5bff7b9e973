import type { Locator } from 'playwright';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { translateMessage, translateRule } from '../packages/sdk/src/index';
import { i18nOf, label } from './labels';
import { MoneyJourney, PIN, WAIT } from './moneyJourney';
import { type Fate, holdEverything, lossyNetwork, seededFate, Wire } from './network';
import { type Stack, startStack } from './stack';

/**
 * Client resilience (issue 9) in Chromium against the built app and server: a server that never answers, a
 * lossy network, going offline, and ten fast taps on the calls that move money.
 */

/** Tuesday 24 November 2026, 10:00 in Tokyo: a business day, inside the session and the money windows. */
const TUESDAY_10 = '2026-11-24T01:00:00Z';
/** The SDK's deadline for every call (createTransport's default `timeoutMs`). */
const DEADLINE_MS = 15_000;
/** What a settled call may take beyond its deadline: the browser reporting the abort, a re-render. */
const SLACK_MS = 5_000;
/** The lossy network's seed: the same seed gives every request the same fate. */
const SEED = 20261124;

const lang = 'ja';
const i18n = i18nOf(lang);
const message = (msg: string, params?: Record<string, unknown>) => translateMessage(i18n, msg, params);

let stack: Stack;
/** The customer of the hung server, offline and ten-tap cases. */
let tapper: MoneyJourney;
/** The customer on the lossy network. */
let lossy: MoneyJourney;

beforeAll(async () => {
  stack = await startStack(TUESDAY_10);
  tapper = new MoneyJourney(stack, await stack.newPage(lang), lang, '0908880001');
  lossy = new MoneyJourney(stack, await stack.newPage(lang), lang, '0908880002');
});
afterAll(() => stack?.close());

/** Rows of `table` belonging to the customer `mobile`, as the books hold them. */
async function rowsOf(table: 'orders' | 'withdrawals' | 'ipo_subscriptions', mobile: string) {
  const [row] = await stack.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} t JOIN accounts a ON a.id = t.account_id WHERE a.mobile = $1`,
    [mobile],
  );
  return Number(row?.n ?? 0);
}

async function typePin(scope: Locator) {
  for (const digit of PIN) await scope.getByRole('button', { name: digit, exact: true }).click();
}

/** The order ticket for one lot of `code` at market, the funds password typed: returns its confirm button. */
async function openBuySheet(customer: MoneyJourney, code = '9432') {
  const { page } = customer;
  await customer.go(`/quotes/info?code=${code}&type=jpy`);
  await page.getByRole('heading', { level: 1 }).filter({ hasText: code }).waitFor(WAIT);
  await page.getByRole('button', { name: label('quotes', 'buyLong', lang), exact: true }).click();
  const ticket = page.getByRole('dialog', { name: label('trade', 'title', lang) });
  const lots = ticket.getByRole('spinbutton', { name: label('trade', 'lots', lang) });
  await lots.fill('1');
  await expect.poll(() => lots.getAttribute('aria-valuenow'), WAIT).toBe('1');
  const send = ticket.getByRole('button', { name: label('trade', 'submit', lang), exact: true });
  await expect.poll(() => send.isEnabled(), WAIT).toBe(true);
  await send.click();
  const sheet = page.getByRole('alertdialog', { name: label('trade', 'confirmTitle', lang) });
  await typePin(sheet);
  return {
    sheet,
    confirm: sheet.getByRole('button', { name: label('trade', 'confirm', lang), exact: true }),
  };
}

/** /mine/withdraw with `amount` to the first card, the funds password typed: returns the sheet's confirm. */
async function openWithdrawSheet(customer: MoneyJourney, amount: string) {
  const { page } = customer;
  await customer.go('/mine/withdraw');
  await page.getByLabel(label('funds', 'amount', lang), { exact: true }).fill(amount);
  await page.getByRole('button', { name: label('funds', 'withdrawSubmit', lang), exact: true }).click();
  const sheet = page.getByRole('alertdialog');
  await typePin(sheet);
  return {
    sheet,
    confirm: sheet.getByRole('button', { name: label('funds', 'confirm', lang), exact: true }),
  };
}

/** The IPO `name` (subscribing) at its minimum: returns the confirmation sheet's confirm. */
async function openSubscribeSheet(customer: MoneyJourney, name: string) {
  const { page } = customer;
  await customer.go('/home/newShare');
  await page.getByRole('tab', { name: new RegExp(`^${label('ipo', 'phaseSubscribing', lang)}`) }).click();
  await page.getByRole('link').filter({ hasText: name }).first().click();
  await page.waitForURL(/#\/home\/newShareInfo\?id=/, WAIT);
  await page.getByRole('button', { name: label('ipo', 'subscribe', lang), exact: true }).click();
  return page
    .getByRole('alertdialog')
    .getByRole('button', { name: label('ipo', 'confirm', lang), exact: true });
}

/**
 * Ten taps on `button` in one burst, before the screen can re-render between them (no disabled state, no
 * closed sheet yet to stop the later ones): only the SDK stands between them and ten requests.
 */
async function tenTaps(button: Locator) {
  await expect.poll(() => button.isEnabled(), WAIT).toBe(true);
  await button.evaluate((element: HTMLElement) => {
    for (let tap = 0; tap < 10; tap++) element.click();
  });
}

/** Whether `locator` shows within `timeout` ms. */
function shows(locator: Locator, timeout: number): Promise<boolean> {
  return locator
    .first()
    .waitFor({ timeout })
    .then(() => true)
    .catch(() => false);
}

/** A page's busy markers: skeleton lists and loading buttons carry `aria-busy`. */
const busy = (customer: MoneyJourney) => customer.page.locator('[aria-busy="true"]');

// The journeys' steps poll (expect.poll), which only runs inside a test: the customers are made by the first one.
let ready = false;
it('should make two verified customers with a bank card, a funds password and ¥500,000', async () => {
  for (const customer of [tapper, lossy]) {
    await customer.setTime(TUESDAY_10);
    await customer.register();
    await customer.verifyIdentity();
    await customer.addBankCard();
    await customer.setFundsPassword();
    await customer.deposit('500000');
  }
  ready = true;
}, 600_000);
beforeEach((ctx) => {
  if (!ready && !ctx.task.name.startsWith('should make two')) ctx.skip();
});

describe('a server that never answers', () => {
  it('should settle every call by the SDK deadline and show the error, never an endless spinner', async () => {
    const { page } = tapper;
    const wire = new Wire(page);
    // The order ticket opens while the server answers; then it stops answering.
    const { confirm } = await openBuySheet(tapper);
    const hung = await holdEverything(page);
    const mark = wire.mark();
    const timedOut = message('network.timeout');
    try {
      await confirm.click();
      await page
        .getByText(timedOut)
        .first()
        .waitFor({ timeout: DEADLINE_MS + SLACK_MS });
      await expect.poll(() => confirm.getAttribute('aria-busy'), { timeout: SLACK_MS }).toBeNull();
      expect(wire.to('/trade/buy', mark)).toHaveLength(1);

      // Screens of reads loaded afresh (a new document, an empty cache) while nothing answers.
      for (const route of ['/quotes/info?code=9432&type=jpy', '/position/index', '/mine/withdraw']) {
        await page.goto(`${stack.baseUrl}/#${route}`);
        await page.reload();
        const error = page.getByRole('alert').filter({ hasText: timedOut });
        if (!(await shows(error, DEADLINE_MS + SLACK_MS)))
          await tapper.dump(`hung${route.replace(/\W+/g, '-')}`);
        expect(await error.count(), `${route} shows the timeout`).toBeGreaterThan(0);
        await expect
          .poll(() => busy(tapper).count(), { timeout: SLACK_MS, message: `${route} busy` })
          .toBe(0);
      }
    } finally {
      await hung.release();
    }

    // Every call the page sent has ended by its deadline, or is younger than it (a poll sent a moment ago).
    const now = Date.now();
    const calls = wire.since(mark);
    expect(calls.length).toBeGreaterThan(3);
    for (const call of calls) {
      if (call.endedAt === undefined)
        expect(now - call.sentAt, call.path).toBeLessThan(DEADLINE_MS + SLACK_MS);
      else expect(call.endedAt - call.sentAt, call.path).toBeLessThanOrEqual(DEADLINE_MS + SLACK_MS);
    }
    // Ended by the page giving up, not by an answer: the server was never reached.
    expect(calls.filter((c) => c.endedAt !== undefined && c.failure === undefined)).toEqual([]);
    expect(await rowsOf('orders', tapper.account)).toBe(0);
  }, 240_000);
});

describe('offline', () => {
  it('should show the banner, refuse a buy at once and never send it later, and refetch reads on reconnect', async () => {
    const { page } = tapper;
    const wire = new Wire(page);
    const { confirm } = await openBuySheet(tapper);
    const mark = wire.mark();
    // The open ticket is modal (the rest of the page is aria-hidden meanwhile), so look past that.
    const banner = page
      .getByRole('status', { includeHidden: true })
      .filter({ hasText: label('shell', 'offline', lang) });
    await expect(banner.count()).resolves.toBe(0);

    await page.context().setOffline(true);
    // Back online whatever happens, so a failure here does not take the next tests offline.
    onTestFinished(() => page.context().setOffline(false));
    await banner.waitFor({ timeout: 5_000 });
    await expect(banner.innerText()).resolves.toContain(label('shell', 'offlineHint', lang));
    await confirm.click();
    // Refused at once — far inside the deadline — with the network error, and not sent.
    await page.getByText(message('network.error')).first().waitFor({ timeout: 3_000 });
    expect(wire.to('/trade/buy', mark)).toEqual([]);

    const back = wire.mark();
    await page.context().setOffline(false);
    await banner.waitFor({ state: 'detached', timeout: 5_000 });
    // The ticket's user info is read once and never polled: only the reconnect refetches it.
    await expect
      .poll(() => wire.to('/user/getUserinfo', back).filter((c) => c.endedAt && !c.failure).length, WAIT)
      .toBeGreaterThan(0);
    // The quote is refetched too, and live again: its stream reopens (it polls only when there is none).
    await expect
      .poll(() => wire.to('/market/detail', back).filter((c) => c.endedAt && !c.failure).length, WAIT)
      .toBeGreaterThan(0);
    await expect.poll(() => wire.to('/market/stream', back).length, WAIT).toBeGreaterThan(0);
    // Nothing was kept to send later.
    expect(wire.to('/trade/buy', mark)).toEqual([]);
    expect(await rowsOf('orders', tapper.account)).toBe(0);
  });
});

describe('ten fast taps', () => {
  it('should send one withdrawal for ten taps on its confirm', async () => {
    const wire = new Wire(tapper.page);
    const { confirm } = await openWithdrawSheet(tapper, '30000');
    const mark = wire.mark();
    await tenTaps(confirm);
    await tapper.page.getByText(label('funds', 'withdrawDone', lang)).waitFor(WAIT);
    expect(wire.to('/user/withdraw', mark)).toHaveLength(1);
    expect(await rowsOf('withdrawals', tapper.account)).toBe(1);
  });

  it('should send one subscription for ten taps on the IPO subscribe confirm', async () => {
    const wire = new Wire(tapper.page);
    const confirm = await openSubscribeSheet(tapper, '東京地下鉄');
    const mark = wire.mark();
    await tenTaps(confirm);
    await tapper.page
      .getByText(label('ipo', 'subscribed', lang))
      .first()
      .waitFor(WAIT);
    expect(wire.to('/trade/subscribe', mark)).toHaveLength(1);
    expect(await rowsOf('ipo_subscriptions', tapper.account)).toBe(1);
  });

  it('should send one order for ten taps on the buy confirm', async () => {
    const wire = new Wire(tapper.page);
    const { confirm } = await openBuySheet(tapper);
    const mark = wire.mark();
    await tenTaps(confirm);
    await tapper.page.waitForURL(/#\/position\/index/, WAIT);
    expect(wire.to('/trade/buy', mark)).toHaveLength(1);
    expect(await rowsOf('orders', tapper.account)).toBe(1);
  });
});

describe('a lossy network (20% dropped connections, 10% 5xx, seeded)', () => {
  const readScreens: [string, (customer: MoneyJourney) => Locator][] = [
    [
      '/position/index',
      (c) =>
        c.page.getByRole('region', { name: label('positions', 'summaryHeading', lang) }).getByText(/[¥￥]\d/),
    ],
    ['/mine/withdraw', (c) => c.page.getByLabel(label('funds', 'amount', lang), { exact: true })],
    [
      '/home/newShare',
      (c) => c.page.getByRole('tab', { name: new RegExp(`^${label('ipo', 'phaseSubscribing', lang)}`) }),
    ],
    [
      '/quotes/info?code=9432&type=jpy',
      (c) => c.page.getByRole('heading', { level: 1 }).filter({ hasText: '9432' }),
    ],
    [
      '/mine/transactionRecords',
      (c) =>
        c.page
          .getByRole('region', { name: label('funds', 'recordsTitle', lang), exact: true })
          .getByRole('listitem'),
    ],
  ];

  it('should recover the reads of every screen (a screen shown at most after the customer refreshes)', async () => {
    const { page } = lossy;
    const wire = new Wire(page);
    // The first request to each path is dropped, the rest take their seeded chances: batched and early reads
    // make few requests (a screen's reads are one /batch), too few for the seed alone to be sure to hit one.
    const network = await lossyNetwork(page, (path, n) => (n === 0 ? 'drop' : seededFate(SEED, path, n)));
    const loads: Record<string, number> = {};
    try {
      for (const [route, ready] of readScreens) {
        for (loads[route] = 1; loads[route] <= 5; loads[route]++) {
          const load = wire.mark();
          await page.goto(`${stack.baseUrl}/#${route}`);
          await page.reload();
          if (await shows(ready(lossy), DEADLINE_MS + SLACK_MS)) break;
          await lossy.dump(`lossy${route.replace(/\W+/g, '-')}-${loads[route]}`);
          console.info(
            route,
            JSON.stringify(
              wire.since(load).map((c) => [c.path, c.failure ?? 'ok', (c.endedAt ?? 0) - c.sentAt]),
            ),
          );
        }
        expect(loads[route], `loads of ${route}`).toBeLessThanOrEqual(5);
      }
    } finally {
      await network.stop();
    }
    const reads = network.log.filter((entry) => entry.requestId === null);
    const failed = reads.filter((entry) => entry.fate !== 'pass');
    // The network really was lossy, and the SDK's retries carried the reads through it.
    expect(failed.length).toBeGreaterThan(0);
    expect(wire.sent.filter((c) => c.failure).length).toBeGreaterThan(0);
    console.info(
      `lossy reads: ${reads.length} requests, ${failed.length} failed (${fateCounts(failed)}); loads per screen ${JSON.stringify(loads)}`,
    );
  }, 240_000);

  it('should never do a withdrawal or a buy twice: re-submits after a lost answer are answered, not done again', async () => {
    const { page } = lossy;
    const wire = new Wire(page);
    const moneyPaths = new Set(['/user/withdraw', '/trade/buy']);
    // Every money call's first request reaches the server and its answer is lost; later ones take their chances.
    const fate = (path: string, n: number): Fate =>
      moneyPaths.has(path) && n === 0 ? 'lost-answer' : seededFate(SEED, path, n);

    /**
     * Sends with `confirm` until `done`, as a customer would: after a failure, `again` readies the sheet and
     * they confirm once more. When `again` cannot (the screen has moved on: the refreshed account shows the
     * call went through), `done` must show.
     */
    async function submitUntilDone(
      path: string,
      confirm: Locator,
      done: () => Promise<boolean>,
      again: () => Promise<void>,
    ) {
      const mark = wire.mark();
      let submits = 0;
      for (;;) {
        submits += 1;
        await confirm.click().catch(async (error: unknown) => {
          await lossy.dump(`money${path.replace(/\W+/g, '-')}-${submits}`);
          throw error;
        });
        // The call ended (this submit's one request, never a second), and the screen has caught up.
        await expect
          .poll(() => {
            const calls = wire.to(path, mark);
            return calls.length === submits && calls.at(-1)?.endedAt !== undefined;
          }, WAIT)
          .toBe(true);
        const last = wire.to(path, mark).at(-1);
        if (last?.failure === undefined && last?.status === 200) {
          // The server's answer arrived: the screen moves on.
          await expect.poll(done, WAIT).toBe(true);
          break;
        }
        // No answer (or a proxy's 5xx): the sheet stays, ready for the customer's next try — unless the
        // refreshed account already shows the call went through.
        await expect
          .poll(
            async () =>
              (await done()) || (await confirm.getAttribute('aria-busy', { timeout: 1_000 })) === null,
            WAIT,
          )
          .toBe(true);
        if ((await done()) || submits >= 8) break;
        if (
          !(await again().then(
            () => true,
            () => false,
          ))
        ) {
          await expect.poll(done, WAIT).toBe(true);
          break;
        }
      }
      expect(await done(), `${path} done`).toBe(true);
      return { submits, calls: wire.to(path, mark) };
    }

    const { sheet, confirm: confirmWithdraw } = await openWithdrawSheet(lossy, '30000');
    const network = await lossyNetwork(page, fate);
    const withdrawDone = page.getByText(label('funds', 'withdrawDone', lang));
    // The refreshed account may show the withdrawal under review first: then there is nothing to re-submit.
    const underReview = page.getByText(translateRule(i18n, 'funds.operationInProgress'));
    const withdrawal = await submitUntilDone(
      '/user/withdraw',
      confirmWithdraw,
      async () => (await withdrawDone.isVisible()) || (await underReview.isVisible()),
      // The sheet clears the funds password after each try.
      () => typePin(sheet),
    ).finally(() => network.stop());

    const { confirm: confirmBuy } = await openBuySheet(lossy);
    const network2 = await lossyNetwork(page, fate);
    const buy = await submitUntilDone(
      '/trade/buy',
      confirmBuy,
      async () => /#\/position\/index/.test(page.url()),
      async () => {},
    ).finally(() => network2.stop());

    for (const [name, sent] of [
      ['withdrawal', withdrawal],
      ['buy', buy],
    ] as const) {
      // One request per submit (never an automatic second), all under the one request id made for the first.
      expect(sent.calls, name).toHaveLength(sent.submits);
      expect(new Set(sent.calls.map((c) => c.requestId)).size, name).toBe(1);
    }
    // The buy's first answer was lost and the ticket stays open: the customer re-submitted, under the same id.
    expect(buy.submits).toBeGreaterThan(1);
    const withdrawalId = withdrawal.calls[0]?.requestId ?? null;
    const buyId = buy.calls[0]?.requestId ?? null;
    expect(network.reachedServer('/user/withdraw', withdrawalId)).toBeGreaterThan(0);
    expect(network2.reachedServer('/trade/buy', buyId)).toBeGreaterThan(0);
    // The books: exactly one withdrawal and one order, however many requests reached the server.
    expect(await rowsOf('withdrawals', lossy.account)).toBe(1);
    expect(await rowsOf('orders', lossy.account)).toBe(1);
    console.info(
      `lossy money: withdrawal ${withdrawal.submits} submits (${network.reachedServer('/user/withdraw', withdrawalId)} reached the server), buy ${buy.submits} submits (${network2.reachedServer('/trade/buy', buyId)} reached the server); one withdrawal and one order in the books`,
    );
  }, 240_000);
});

function fateCounts(entries: { fate: Fate }[]): string {
  const counts = new Map<Fate, number>();
  for (const { fate } of entries) counts.set(fate, (counts.get(fate) ?? 0) + 1);
  return [...counts].map(([fate, n]) => `${fate} ${n}`).join(', ');
}

it('should show no browser error on the way', () => {
  expect(stack.errors).toEqual([]);
});
