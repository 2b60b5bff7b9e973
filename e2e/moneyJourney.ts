import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright';
import { expect, it } from 'vitest';
import { BackOffice } from './backOffice';
import { type Lang, label, stem } from './labels';
import type { Stack } from './stack';

/** A 1x1 PNG and a 1x1 JPEG: the server sniffs the first bytes, so ID photos and proofs must be real images. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////' +
    '////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const jpeg = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: JPEG });

export const PASSWORD = 'Passw0rd!';
export const PIN = '246801';
export const WAIT = { timeout: 20_000 };

/**
 * One customer's money journey (issue 8) in the browser; the back office decides with the operator functions.
 * Amounts are whole yen strings as a customer types them.
 */
export class MoneyJourney {
  readonly office: BackOffice;

  constructor(
    private readonly stack: Stack,
    readonly page: Page,
    readonly lang: Lang,
    readonly account: string,
  ) {
    this.office = new BackOffice(stack);
    page.setDefaultTimeout(15_000);
    if (process.env.E2E_DEBUG) {
      page.on('response', (r) => {
        if (r.url().includes('/api')) console.log(r.status(), r.request().method(), r.url());
      });
    }
  }

  /** Moves the server's clock and the page's to the same instant (the app's rules read the browser's). */
  async setTime(iso: string) {
    this.stack.clock.set(iso);
    await this.page.context().clock.setFixedTime(this.stack.clock.now());
  }

  async go(route: string) {
    await this.page.goto(`${this.stack.baseUrl}/#${route}`);
  }

  /** The page's accessibility tree, written to the temp directory (to see what a failing step saw). */
  async dump(name: string) {
    const file = path.join(tmpdir(), `tsumiki-money-${name}.yaml`);
    writeFileSync(
      file,
      await this.page
        .locator('body')
        .ariaSnapshot()
        .catch((e: Error) => e.message),
    );
    return file;
  }

  /** Register, sign in if the app did not, and reach home. */
  async register() {
    const { page, lang } = this;
    await this.go('/');
    await page.waitForURL(/#\/login\/start$/);
    await page.getByRole('link', { name: label('auth', 'register', lang), exact: true }).click();
    await page.waitForURL(/#\/login\/register$/);
    await page.getByLabel(label('auth', 'account', lang), { exact: true }).fill(this.account);
    await page.getByLabel(label('auth', 'password', lang), { exact: true }).fill(PASSWORD);
    await page.getByLabel(label('auth', 'repeatPassword', lang), { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: label('auth', 'submitRegister', lang) }).click();
    await page.waitForURL(/#\/login\/(login|logon|loginAfter)|#\/home\/home/, WAIT);
    if (/#\/login\/(login|logon)$/.test(page.url())) await this.signIn();
    await page.waitForURL(/#\/home\/home$/, WAIT);
  }

  /** Sign in on the sign-in screen shown now. */
  async signIn() {
    const { page, lang } = this;
    await page.getByLabel(label('auth', 'account', lang), { exact: true }).fill(this.account);
    await page.getByLabel(label('auth', 'password', lang), { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: label('auth', 'submitLogin', lang) }).click();
    await page.waitForURL(/#\/home\/home$/, WAIT);
  }

  /** Opens `route`, signing in again first when the session has expired in the meantime. */
  async open(route: string, ready: RegExp) {
    await this.go(route);
    await this.page.waitForURL(new RegExp(`#/login/login|${ready.source}`), WAIT);
    if (/#\/login\/login/.test(this.page.url())) {
      await this.signIn();
      await this.go(route);
    }
  }

  /** Identity at /mine/verified with a PNG front and a JPEG back; the back office approves. */
  async verifyIdentity() {
    const { page, lang } = this;
    await this.go('/mine/verified');
    await page.getByLabel(label('account', 'realName', lang), { exact: true }).fill('Sato Aiko');
    await page.getByLabel(label('account', 'idNumber', lang), { exact: true }).fill('CD7654321');
    await page
      .getByLabel(label('account', 'frontPhoto', lang), { exact: true })
      .setInputFiles(png('front.png'));
    await page
      .getByLabel(label('account', 'backPhoto', lang), { exact: true })
      .setInputFiles(jpeg('back.jpg'));
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: label('account', 'submitVerification', lang) }).click();
    await page.getByText(label('account', 'underReviewText', lang)).waitFor(WAIT);
    await this.office.decideOne('verifications', this.account);
    await page.reload();
    await page.getByText(label('account', 'verifiedText', lang)).waitFor(WAIT);
  }

  /** A bank card at /mine/bankAdd (the holder is the verified name); the app returns to /mine/bank. */
  async addBankCard() {
    const { page, lang } = this;
    await this.go('/mine/bankAdd');
    const holder = page.getByLabel(label('account', 'holderName', lang), { exact: true });
    await expect.poll(() => holder.inputValue(), WAIT).not.toBe('');
    await holder.fill('Sato Aiko');
    await page.getByLabel(label('account', 'cardNumber', lang), { exact: true }).fill('1234567890123');
    await page.getByRole('combobox', { name: label('account', 'cardType', lang) }).click();
    await page.getByRole('option', { name: label('account', 'cardTypeOrdinary', lang), exact: true }).click();
    await page.getByLabel(label('account', 'bankName', lang), { exact: true }).fill('Mizuho Bank');
    await page.getByLabel(label('account', 'branchName', lang), { exact: true }).fill('Shibuya');
    await page.getByLabel(label('account', 'branchCode', lang), { exact: true }).fill('210');
    await page.getByRole('button', { name: label('account', 'saveCard', lang), exact: true }).click();
    await page.waitForURL(/#\/mine\/bank$/, WAIT);
    await page.getByText('Mizuho Bank').first().waitFor(WAIT);
  }

  /** The six-digit funds password at /mine/fundPassword, typed twice on the keypad. */
  async setFundsPassword() {
    const { page, lang } = this;
    await this.go('/mine/fundPassword');
    await page.getByLabel(label('account', 'loginPasswordForSet', lang), { exact: true }).fill(PASSWORD);
    for (let round = 0; round < 2; round++) {
      for (const digit of PIN) await page.getByRole('button', { name: digit, exact: true }).click();
    }
    await page.getByText(label('account', 'fundsSetDone', lang)).waitFor(WAIT);
  }

  /** A yen deposit with a transfer proof at /mine/deposit; the back office approves it. */
  async deposit(amount: string) {
    const { page, lang } = this;
    await this.go('/mine/deposit');
    const yen = page.getByRole('radio', { name: label('funds', 'currencyJPY', lang), exact: true });
    if (await yen.count()) await yen.click();
    await page.getByLabel(label('funds', 'amount', lang), { exact: true }).fill(amount);
    await page.getByLabel(label('funds', 'proof', lang), { exact: true }).setInputFiles(png('proof.png'));
    await page.getByRole('button', { name: label('funds', 'depositSubmit', lang) }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: label('funds', 'confirm', lang), exact: true })
      .click();
    await page.getByText(label('funds', 'depositDone', lang)).waitFor(WAIT);
    await this.office.decideOne('deposits', this.account);
  }
}

/**
 * The journey's steps as tests in order: once one fails the rest are skipped, and the failing screen is left
 * in the temp directory as a screenshot and an accessibility tree.
 */
export function steps(journey: () => MoneyJourney) {
  let failed = false;
  return (title: string, run: () => Promise<unknown> | unknown) =>
    it(title, async (ctx) => {
      if (failed) ctx.skip();
      try {
        await run();
      } catch (error) {
        failed = true;
        const name = title.replace(/\W+/g, '-');
        await journey()
          .page.screenshot({ path: path.join(tmpdir(), `tsumiki-money-${name}.png`), fullPage: true })
          .catch(() => undefined);
        await journey().dump(name);
        throw error;
      }
    });
}

export { stem };
