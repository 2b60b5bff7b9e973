import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright';
import { expect, it } from 'vitest';
import { translateMessage, translateRule } from '../packages/sdk/src/index';
import type { MarketCode } from '../packages/sdk/src/rules/index';
import {
  isMarketOpen,
  MARKETS,
  nextTradingDay,
  zonedDate,
  zonedInstant,
} from '../packages/sdk/src/rules/index';
import { decide, listPending } from '../packages/server/src/operator/index';
import { countLabel, i18nOf, type Lang, label, stem } from './labels';
import type { Stack } from './stack';

/** A 1x1 PNG: the server parses the whole file, so the proof and ID photos must be real, complete images. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const PASSWORD = 'Passw0rd!';
const PIN = '135792';
const WRONG_PIN = '246801';
const WAIT = { timeout: 30_000 };
const MARKET_LABEL = { jpy: 'marketJpy', usd: 'marketUsd', cny: 'marketCny' } as const;
const PERIODS = ['timeShare', 'm5', 'm15', 'm30', 'day', 'week', 'month', 'year'] as const;

export interface JourneySpec {
  lang: Lang;
  market: MarketCode;
  /** The stock bought and sold. */
  code: string;
  /** A mobile number of the account registered. */
  account: string;
  /** Deposited in the market's currency. */
  deposit: string;
  lots: number;
}

/** The instant at `hh:mm` market time on a day, checked to be inside a trading session. */
export function sessionInstant(market: MarketCode, date: string, hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const instant = zonedInstant(date, h * 60 + m, MARKETS[market].timeZone);
  expect(isMarketOpen(market, instant), `${market} open at ${instant.toISOString()}`).toBe(true);
  return instant.toISOString();
}

/**
 * One customer's way through the product, step by step as issue 7 lists them; back-office decisions are made
 * directly with the server's operator functions on the stack's database.
 */
export class Journey {
  private summaryBefore = '';
  private panelBefore = '';
  /** The hash route of the position bought. */
  private positionRoute = '';
  private stockName = '';

  constructor(
    private readonly stack: Stack,
    readonly page: Page,
    private readonly spec: JourneySpec,
  ) {
    page.setDefaultTimeout(20_000);
  }

  private get lang() {
    return this.spec.lang;
  }

  private async go(route: string) {
    await this.page.goto(`${this.stack.baseUrl}/#${route}`, { waitUntil: 'domcontentloaded' });
  }

  private async approve(kind: 'verifications' | 'deposits') {
    const pending = await listPending(this.stack.db, kind);
    const mine = pending.filter((row) => row.mobile === this.spec.account);
    expect(mine, `one pending ${kind} of ${this.spec.account}`).toHaveLength(1);
    await decide(this.stack.db, kind, Number(mine[0]?.id), 'approve', {
      actor: 'e2e',
      now: this.stack.clock.now(),
    });
  }

  /** Register, then sign in if the app did not already, and reach home. */
  async register() {
    const { page, lang } = this;
    await this.go('/');
    await page.waitForURL(/#\/login\/start$/);
    await page.getByRole('link', { name: label('auth', 'register', lang), exact: true }).click();
    await page.waitForURL(/#\/login\/register$/);
    await page.getByLabel(label('auth', 'account', lang), { exact: true }).fill(this.spec.account);
    await page.getByLabel(label('auth', 'password', lang), { exact: true }).fill(PASSWORD);
    await page.getByLabel(label('auth', 'repeatPassword', lang), { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: label('auth', 'submitRegister', lang) }).click();
    await page.waitForURL(/#\/login\/(login|logon|loginAfter)|#\/home\/home/, WAIT);
    if (/#\/login\/(login|logon)$/.test(page.url())) await this.signIn();
    await page.waitForURL(/#\/home\/home$/, WAIT);
  }

  /** Sign in on the sign-in screen shown now, and reach `landing` (default home). */
  async signIn(landing = '/home/home') {
    const { page, lang } = this;
    await page.getByLabel(label('auth', 'account', lang), { exact: true }).fill(this.spec.account);
    await page.getByLabel(label('auth', 'password', lang), { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: label('auth', 'submitLogin', lang) }).click();
    await page.waitForURL((url) => url.hash === `#${landing}`, WAIT);
  }

  /** Submit the identity verification with two ID photos at /mine/verified; the back office approves it. */
  async verifyIdentity() {
    const { page, lang } = this;
    await this.go('/mine/verified');
    await page.getByLabel(label('account', 'realName', lang), { exact: true }).fill('Yamada Hanako');
    await page.getByLabel(label('account', 'idNumber', lang), { exact: true }).fill('AB1234567');
    await page
      .getByLabel(label('account', 'frontPhoto', lang), { exact: true })
      .setInputFiles(png('front.png'));
    await page
      .getByLabel(label('account', 'backPhoto', lang), { exact: true })
      .setInputFiles(png('back.png'));
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: label('account', 'submitVerification', lang) }).click();
    await page.getByText(label('account', 'underReviewText', lang)).waitFor(WAIT);
    await this.approve('verifications');
    await page.reload();
    await page.getByText(label('account', 'verifiedText', lang)).waitFor(WAIT);
  }

  /** Report a deposit in the market's currency with a transfer proof at /mine/deposit; the back office approves. */
  async deposit() {
    const { page, lang } = this;
    await this.go('/mine/deposit');
    // The market switch over the page picks the account, and so the currency (the market's).
    const market = MARKET_LABEL[this.spec.market];
    await page.getByRole('radio', { name: label('home', market, lang), exact: true }).click();
    await page.getByRole('radio', { name: label('home', market, lang), checked: true }).waitFor(WAIT);
    await page.getByLabel(label('funds', 'amount', lang), { exact: true }).fill(this.spec.deposit);
    await page.getByLabel(label('funds', 'proof', lang), { exact: true }).setInputFiles(png('proof.png'));
    await page.getByRole('button', { name: label('funds', 'depositSubmit', lang) }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: label('funds', 'confirm', lang), exact: true })
      .click();
    await page.getByText(label('funds', 'depositDone', lang)).waitFor(WAIT);
    await this.approve('deposits');
  }

  /** Before a trade password is set, the order ticket lists that reason and will not send. */
  async ticketRefusesWithoutFundsPassword() {
    const { page, lang } = this;
    await this.go(`/quotes/info?code=${this.spec.code}&type=${this.spec.market}`);
    await page.getByRole('button', { name: label('quotes', 'buyLong', lang), exact: true }).click();
    const ticket = page.getByRole('dialog', { name: label('trade', 'title', lang) });
    const reasons = ticket.getByRole('region', { name: label('trade', 'reasons', lang) });
    const notSet = translateRule(i18nOf(lang), 'fundsPassword.notSet');
    await reasons.getByText(notSet).waitFor(WAIT);
    await expect(
      ticket.getByRole('button', { name: label('trade', 'submit', lang), exact: true }).isDisabled(),
    ).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await ticket.waitFor({ state: 'hidden' });
  }

  /** Set the six-digit trade password at /mine/fundPassword (entered twice on the keypad). */
  async setFundsPassword() {
    const { page, lang } = this;
    await this.go('/mine/fundPassword');
    await page.getByLabel(label('account', 'loginPasswordForSet', lang), { exact: true }).fill(PASSWORD);
    for (let round = 0; round < 2; round++) {
      for (const digit of PIN) await page.getByRole('button', { name: digit, exact: true }).click();
    }
    await page.getByText(label('account', 'fundsSetDone', lang)).waitFor(WAIT);
  }

  /** The market's asset summary at the top of /position/index, as text. */
  async assetSummary(): Promise<string> {
    const { page, lang } = this;
    await this.go(`/position/index?market=${this.spec.market}`);
    const summary = page.getByRole('region', { name: label('positions', 'summaryHeading', lang) });
    await summary.getByText(label('positions', 'totalAssets', lang)).waitFor(WAIT);
    // The figures arrive from seven calls: wait until the total is no longer a placeholder.
    await expect.poll(() => summary.textContent(), WAIT).toMatch(/\d/);
    return (await summary.textContent()) ?? '';
  }

  /** The user panel's figures (opened from the header), as text; the panel shows the brand's first market. */
  async userPanelFigures(): Promise<string> {
    const { page, lang } = this;
    await this.go('/home/home');
    await page.getByRole('button', { name: label('shell', 'userPanel', lang), exact: true }).click();
    const panel = page.getByRole('dialog');
    await panel
      .getByText(label('shell', 'totalAssets', lang))
      .first()
      .waitFor(WAIT);
    await expect.poll(async () => (await panel.textContent()) ?? '', WAIT).toMatch(/\d/);
    const text = (await panel.textContent()) ?? '';
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    return text;
  }

  async rememberAssetSummary() {
    this.summaryBefore = await this.assetSummary();
    if (this.spec.market === 'jpy') this.panelBefore = await this.userPanelFigures();
  }

  /** Search the stock by code at /quotes/search and open its detail. */
  async searchStock() {
    const { page, lang } = this;
    await this.go('/quotes/search');
    await page.getByLabel(label('quotes', 'searchLabel', lang), { exact: true }).fill(this.spec.code);
    const results = page.getByRole('region', { name: label('quotes', 'results', lang) });
    await results.getByRole('link').filter({ hasText: this.spec.code }).first().click();
    await page.waitForURL(
      new RegExp(`#/quotes/info\\?code=${this.spec.code}&type=${this.spec.market}`),
      WAIT,
    );
    const heading = page.getByRole('heading', { level: 1 });
    await heading.filter({ hasText: this.spec.code }).waitFor(WAIT);
    this.stockName = ((await heading.textContent()) ?? '').replace(this.spec.code, '').trim();
  }

  /** Every chart period in turn: each draws its own canvas (named after the period), no error state. */
  async switchEveryChartPeriod() {
    const { page, lang } = this;
    const chart = page.getByRole('region', { name: label('quotes', 'chart', lang), exact: true });
    for (const period of PERIODS) {
      const periodLabel = label('quotes', period, lang);
      await chart.getByRole('tab', { name: periodLabel, exact: true }).click();
      const name = label('quotes', 'chartName', lang)
        .replace('{{name}}', this.stockName)
        .replace('{{period}}', periodLabel);
      await chart.locator(`canvas[aria-label="${name}"]`).first().waitFor(WAIT);
      await expect(chart.getByRole('alert').count()).resolves.toBe(0);
    }
  }

  /**
   * Buy long `lots` at market through the order ticket and its confirmation. The confirmation asks for the trade
   * password: a wrong one is refused by the server and said under the keypad (nothing bought), then the right
   * one sends the order and the app opens the positions.
   */
  async buy() {
    const { page, lang } = this;
    await page.getByRole('button', { name: label('quotes', 'buyLong', lang), exact: true }).click();
    const ticket = page.getByRole('dialog', { name: label('trade', 'title', lang) });
    await ticket.waitFor(WAIT);
    const lots = ticket.getByRole('spinbutton', { name: label('trade', 'lots', lang) });
    await lots.fill(String(this.spec.lots));
    await expect.poll(() => lots.getAttribute('aria-valuenow'), WAIT).toBe(String(this.spec.lots));
    const send = ticket.getByRole('button', { name: label('trade', 'submit', lang), exact: true });
    // The ticket is sendable once the user info is in: no reason listed.
    await expect.poll(() => send.isEnabled(), WAIT).toBe(true);
    await expect(ticket.getByRole('region', { name: label('trade', 'reasons', lang) }).count()).resolves.toBe(
      0,
    );
    await send.click();
    const sheet = page.getByRole('alertdialog', { name: label('trade', 'confirmTitle', lang) });
    const confirm = sheet.getByRole('button', { name: label('trade', 'confirm', lang), exact: true });
    await expect(confirm.isDisabled()).resolves.toBe(true);
    for (const digit of WRONG_PIN) await sheet.getByRole('button', { name: digit, exact: true }).click();
    await confirm.click();
    const wrong = translateMessage(i18nOf(lang), 'fundsPassword.wrong');
    await sheet.getByText(wrong, { exact: true }).waitFor(WAIT);
    const erase = sheet.getByRole('button', { name: label('trade', 'deletePin', lang), exact: true });
    for (let i = 0; i < WRONG_PIN.length; i++) await erase.click();
    for (const digit of PIN) await sheet.getByRole('button', { name: digit, exact: true }).click();
    await confirm.click();
    await page.waitForURL(/#\/position\/index/, WAIT);
  }

  private positionLink(tab: 'holding' | 'history') {
    return this.page
      .getByRole('tabpanel', {
        name: new RegExp(
          stem(label('positions', tab === 'holding' ? 'tabHolding' : 'tabHistory', this.lang)),
        ),
      })
      .getByRole('link')
      .filter({ hasText: `(${this.spec.code})` });
  }

  /** The holding appears at /position/index, and the market's asset summary differs from before the buy. */
  async seePositionAndSummaryChange() {
    // The summary may first show the figures it had (the store's cache) while the buy's refetch is on its way.
    await expect.poll(() => this.assetSummary(), WAIT).not.toBe(this.summaryBefore);
    if (this.spec.market === 'jpy') await expect(this.userPanelFigures()).resolves.not.toBe(this.panelBefore);
    await this.go(`/position/index?market=${this.spec.market}&tab=holding`);
    const row = this.positionLink('holding');
    await row.waitFor(WAIT);
    await expect(row.textContent()).resolves.toContain(
      countLabel('positions', 'quantityValue', this.lang, this.spec.lots),
    );
  }

  /** The same day the close is refused on the detail screen, with the T+1 explanation. */
  async trySellSameDay() {
    const { page, lang } = this;
    await this.positionLink('holding').click();
    await page.waitForURL(/#\/position\/info\?id=/, WAIT);
    this.positionRoute = new URL(page.url()).hash.slice(1);
    await page.getByRole('heading', { name: label('positions', 'tPlusOneHeading', lang) }).waitFor(WAIT);
    await expect(
      page.getByRole('button', { name: label('positions', 'closeAction', lang), exact: true }).isDisabled(),
    ).resolves.toBe(true);
    // The fixed words of "closable from {{date}}": after the date in ja and zh-CN, before it in en.
    await page
      .getByText(stem(label('positions', 'closeFromValue', lang)))
      .first()
      .waitFor(WAIT);
  }

  /** Moves server and browser to 10:00 market time on the market's next trading day. */
  async advanceTradingDay(): Promise<string> {
    const { market } = this.spec;
    const today = zonedDate(this.stack.clock.now(), MARKETS[market].timeZone);
    const next = nextTradingDay(market, today);
    const at = sessionInstant(market, next, '10:00');
    await this.stack.setTime(at);
    return next;
  }

  /** The next trading day the close goes through, confirmed in the sheet. */
  async sell() {
    const { page, lang } = this;
    // The app opened afresh the next day (nothing cached from yesterday).
    await this.go(this.positionRoute);
    await page.reload({ waitUntil: 'domcontentloaded' });
    const close = page.getByRole('button', { name: label('positions', 'closeAction', lang), exact: true });
    const signIn = page.getByRole('button', { name: label('auth', 'submitLogin', lang), exact: true });
    // The session has expired overnight (30 min idle, 12 h at most): the app asks to sign in again, and then
    // returns to the position.
    await close.or(signIn).first().waitFor(WAIT);
    if (await signIn.isVisible()) await this.signIn(this.positionRoute);
    await expect.poll(() => close.isEnabled(), WAIT).toBe(true);
    await expect(
      page.getByRole('heading', { name: label('positions', 'tPlusOneHeading', lang) }).count(),
    ).resolves.toBe(0);
    await close.click();
    await page
      .getByRole('alertdialog', { name: label('positions', 'closeTitle', lang) })
      .getByRole('button', { name: label('positions', 'confirmClose', lang), exact: true })
      .click();
    // The detail now shows the position closed.
    await page
      .getByRole('region', { name: /\(/ })
      .getByText(label('positions', 'stateClosed', lang), { exact: true })
      .waitFor(WAIT);
    await expect(close.count()).resolves.toBe(0);
  }

  /** The closed position is listed in the trade history tab. */
  async seeTradeHistory() {
    await this.go(`/position/index?market=${this.spec.market}&tab=history`);
    const row = this.positionLink('history');
    await row.waitFor(WAIT);
    await expect(row.textContent()).resolves.toContain(label('positions', 'stateClosed', this.lang));
  }
}

/**
 * The journey's steps as tests in order: once one fails the rest are skipped (they would only wait out their
 * timeouts), and a screenshot of the failing screen is left in the temp directory.
 */
export function steps(journey: () => Journey) {
  let failed = false;
  return (title: string, run: () => Promise<unknown> | unknown) =>
    it(title, async (ctx) => {
      if (failed) ctx.skip();
      try {
        await run();
      } catch (error) {
        failed = true;
        const file = path.join(tmpdir(), `tsumiki-e2e-${title.replace(/\W+/g, '-')}.png`);
        await journey()
          .page.screenshot({ path: file, fullPage: true })
          .catch(() => undefined);
        throw error;
      }
    });
}
