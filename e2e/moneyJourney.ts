import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright';
import { expect, it } from 'vitest';
import type { Decimal } from '../packages/sdk/src/rules/money';
import { decimal } from '../packages/sdk/src/rules/money';
import { BackOffice } from './backOffice';
import { type Lang, label } from './labels';
import type { Stack } from './stack';

/**
 * A 1x1 PNG and a 1x1 JPEG: the server parses the whole file (up to the JPEG's end-of-image marker), so ID
 * photos and proofs must be real, complete images.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAASABIAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEB' +
    'AQEBAQEBAQEBAQH/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AP//Z',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const jpeg = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: JPEG });

export const PASSWORD = 'Passw0rd!';
export const PIN = '246801';
export const WAIT = { timeout: 20_000 };

/** One row of the fund records as the screen shows it. */
export interface FundRecord {
  type: string;
  /** The row's whole text as shown (type, time, order number, description, amounts). */
  text: string;
  amount: Decimal;
  balanceAfter: Decimal | null;
}

/** A displayed amount ("-￥1,234.50", "+￥10") as a decimal. */
export function amountOf(text: string): Decimal {
  const digits = text.replace(/[^\d.+-]/g, '');
  expect(digits, `an amount in "${text}"`).toMatch(/^[+-]?\d+(\.\d+)?$/);
  return decimal(digits.replace(/^\+/, ''));
}

/** A name that begins with `text` (a label followed by a count or a value). */
export function startsWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/**
 * One customer's money journey (issue 8) in the browser; the back office decides with the operator functions.
 * Amounts are whole yen strings as a customer types them.
 */
export class MoneyJourney {
  readonly office: BackOffice;
  /** The back office acted since the app last loaded: the next screen is loaded afresh. */
  private stale = false;

  constructor(
    private readonly stack: Stack,
    readonly page: Page,
    readonly lang: Lang,
    readonly account: string,
  ) {
    this.office = new BackOffice(stack, () => {
      this.stale = true;
    });
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
    this.stale = true;
  }

  async go(route: string) {
    await this.page.goto(`${this.stack.baseUrl}/#${route}`);
    // A goto that changes only the hash stays in the same document (and its cache): reload after the back office.
    if (this.stale) await this.page.reload();
    this.stale = false;
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

  /** Sign in on the sign-in screen shown now, and leave the sign-in screens. */
  async signIn() {
    const { page, lang } = this;
    await page.getByLabel(label('auth', 'account', lang), { exact: true }).fill(this.account);
    await page.getByLabel(label('auth', 'password', lang), { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: label('auth', 'submitLogin', lang) }).click();
    // Home, or back to the page that asked to sign in (the app keeps it as `redirect`).
    await page.waitForURL((url) => !url.hash.startsWith('#/login/'), WAIT);
  }

  /**
   * Opens `route` and waits for `ready` on it; when the session has expired in the meantime (a night passed)
   * the app asks to sign in first, and the route is opened again after.
   */
  async open(route: string, ready: Locator) {
    const signIn = this.page.getByRole('button', {
      name: label('auth', 'submitLogin', this.lang),
      exact: true,
    });
    await this.go(route);
    await signIn.or(ready).first().waitFor(WAIT);
    if (await signIn.isVisible()) {
      await this.signIn();
      await this.go(route);
      await ready.first().waitFor(WAIT);
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
    await page
      .getByRole('combobox', { name: label('account', 'cardType', lang) })
      .selectOption({ label: label('account', 'cardTypeOrdinary', lang) });
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

  /** A confirmation sheet's confirm button (the sheets are alert dialogs). */
  private async confirmSheet(name: string) {
    await this.page.getByRole('alertdialog').getByRole('button', { name, exact: true }).click();
  }

  /** Types the funds password on the keypad shown now. */
  private async typePin() {
    for (const digit of PIN) await this.page.getByRole('button', { name: digit, exact: true }).click();
  }

  /** From /home/newShare (subscribing tab) to the IPO `name`, subscribed at its minimum without paying now. */
  async subscribeNewShare(name: string) {
    const { page, lang } = this;
    await this.go('/home/newShare');
    // The tab's name carries its count: "申込受付中 (1)".
    await page.getByRole('tab', { name: startsWith(label('ipo', 'phaseSubscribing', lang)) }).click();
    await page.getByRole('link').filter({ hasText: name }).first().click();
    await page.waitForURL(/#\/home\/newShareInfo\?id=/, WAIT);
    await page.getByRole('button', { name: label('ipo', 'subscribe', lang), exact: true }).click();
    await this.confirmSheet(label('ipo', 'confirm', lang));
    await page
      .getByText(label('ipo', 'subscribed', lang))
      .first()
      .waitFor(WAIT);
  }

  /** The won IPO paid at /mine/newShareOrder ("need to pay" → paid). */
  async payNewShare(name: string) {
    const { page, lang } = this;
    await this.go('/mine/newShareOrder');
    await page
      .getByText(label('ipo', 'statusNeedToPay', lang))
      .first()
      .waitFor(WAIT);
    await page.getByRole('button', { name: `${label('ipo', 'pay', lang)} ${name}`, exact: true }).click();
    await this.confirmSheet(label('ipo', 'confirm', lang));
    await page
      .getByText(label('ipo', 'paid', lang))
      .first()
      .waitFor(WAIT);
  }

  /** From /home/follow to the product `name` at /home/qcList?id=, bought for `amount` with the funds password. */
  async joinCopyTrading(name: string, amount: string) {
    const { page, lang } = this;
    await this.go('/home/follow');
    await page.getByRole('link').filter({ hasText: name }).first().click();
    await page.waitForURL(/#\/home\/qcList\?id=/, WAIT);
    await page.getByLabel(label('follow', 'amountLabel', lang), { exact: true }).fill(amount);
    await page.getByLabel(label('follow', 'fundsPassword', lang), { exact: true }).fill(PIN);
    await page.getByRole('button', { name: label('follow', 'buy', lang), exact: true }).click();
    await this.confirmSheet(label('follow', 'confirm', lang));
    await page
      .getByText(label('follow', 'bought', lang))
      .first()
      .waitFor(WAIT);
  }

  /** From /home/large to the block trade `name` (/home/largeInfo), applied for at its minimum (/home/largerOrder). */
  async applyBlockTrade(name: string) {
    const { page, lang } = this;
    await this.go('/home/large');
    await page.getByRole('link').filter({ hasText: name }).first().click();
    await page.waitForURL(/#\/home\/largeInfo\?id=/, WAIT);
    await page.getByRole('link', { name: label('block', 'applyNow', lang), exact: true }).click();
    await page.waitForURL(/#\/home\/largerOrder\?id=/, WAIT);
    await page.getByLabel(label('block', 'fundsPassword', lang), { exact: true }).fill(PIN);
    await page.getByRole('button', { name: label('block', 'apply', lang), exact: true }).click();
    await this.confirmSheet(label('block', 'confirm', lang));
    await page
      .getByText(label('block', 'applied', lang))
      .first()
      .waitFor(WAIT);
  }

  /** A loan of `amount` applied for at /mine/loan; the back office approves it. */
  async takeLoan(amount: string) {
    const { page, lang } = this;
    await this.go('/mine/loan');
    await page.getByLabel(label('loans', 'amount', lang), { exact: true }).fill(amount);
    await page.getByRole('button', { name: label('loans', 'applySubmit', lang), exact: true }).click();
    await this.confirmSheet(label('loans', 'applySubmit', lang));
    await page
      .getByText(label('loans', 'applyDone', lang))
      .first()
      .waitFor(WAIT);
    await this.office.decideOne('loans', this.account);
  }

  /** The approved loan repaid at /mine/loanOrder (the amount starts at the loan, the least accepted). */
  async repayLoan() {
    const { page, lang } = this;
    await this.go('/mine/loanOrder');
    await page
      .getByText(label('loans', 'stateApproved', lang))
      .first()
      .waitFor(WAIT);
    await page.getByRole('button', { name: label('loans', 'repay', lang), exact: true }).click();
    await this.typePin();
    await this.confirmSheet(label('loans', 'repay', lang));
    await page
      .getByText(label('loans', 'stateRepaid', lang))
      .first()
      .waitFor(WAIT);
  }

  /**
   * One lot of `code` bought long at market from the order ticket on /quotes/info, confirmed with the funds
   * password; the app opens positions.
   */
  async buyStock(code: string) {
    const { page, lang } = this;
    await this.go(`/quotes/info?code=${code}&type=jpy`);
    await page.getByRole('heading', { level: 1 }).filter({ hasText: code }).waitFor(WAIT);
    await page.getByRole('button', { name: label('quotes', 'buyLong', lang), exact: true }).click();
    const ticket = page.getByRole('dialog', { name: label('trade', 'title', lang) });
    const lots = ticket.getByRole('spinbutton', { name: label('trade', 'lots', lang) });
    await lots.fill('1');
    await expect.poll(() => lots.getAttribute('aria-valuenow'), WAIT).toBe('1');
    const send = ticket.getByRole('button', { name: label('trade', 'submit', lang), exact: true });
    await expect.poll(() => send.isEnabled(), WAIT).toBe(true);
    await send.click();
    // The order is sent with the funds password typed on the confirmation sheet's keypad.
    const sheet = page.getByRole('alertdialog', { name: label('trade', 'confirmTitle', lang) });
    for (const digit of PIN) await sheet.getByRole('button', { name: digit, exact: true }).click();
    await sheet.getByRole('button', { name: label('trade', 'confirm', lang), exact: true }).click();
    await page.waitForURL(/#\/position\/index/, WAIT);
  }

  /**
   * /mine/withdraw while a position is open: the reason is listed under "cannot send" with the way out (a link
   * to the positions), and the send button is disabled.
   */
  async withdrawRefusedWhileOpen(reasonText: string) {
    const { page, lang } = this;
    await this.go('/mine/withdraw');
    const reasons = page.getByRole('region', { name: label('funds', 'cannotSendHeading', lang) });
    await reasons.getByText(reasonText, { exact: true }).waitFor(WAIT);
    const way = reasons.getByRole('link', {
      name: label('funds', 'actionClosePositions', lang),
      exact: true,
    });
    await expect(way.count()).resolves.toBe(1);
    await page.getByLabel(label('funds', 'amount', lang), { exact: true }).fill('30000');
    const send = page.getByRole('button', { name: label('funds', 'withdrawSubmit', lang), exact: true });
    await expect(send.isDisabled()).resolves.toBe(true);
    // The way out leads to the open position.
    await way.click();
    await page.waitForURL(/#\/position\//, WAIT);
  }

  /** The open position of `code` closed from /position/info (signing in again after a night). */
  async closePosition(code: string) {
    const { page, lang } = this;
    const row = page
      .getByRole('tabpanel', { name: startsWith(label('positions', 'tabHolding', lang)) })
      .getByRole('link')
      .filter({ hasText: `(${code})` });
    await this.open('/position/index?market=jpy&tab=holding', row);
    await row.click();
    await page.waitForURL(/#\/position\/info\?id=/, WAIT);
    const close = page.getByRole('button', { name: label('positions', 'closeAction', lang), exact: true });
    await expect.poll(() => close.isEnabled(), WAIT).toBe(true);
    await close.click();
    await page
      .getByRole('alertdialog', { name: label('positions', 'closeTitle', lang) })
      .getByRole('button', { name: label('positions', 'confirmClose', lang), exact: true })
      .click();
    await page
      .getByText(label('positions', 'stateClosed', lang), { exact: true })
      .first()
      .waitFor(WAIT);
  }

  /** `amount` withdrawn at /mine/withdraw to the first card with the funds password; the back office approves. */
  async withdraw(amount: string) {
    const { page, lang } = this;
    await this.go('/mine/withdraw');
    await page.getByLabel(label('funds', 'amount', lang), { exact: true }).fill(amount);
    await expect(
      page.getByRole('region', { name: label('funds', 'cannotSendHeading', lang) }).count(),
    ).resolves.toBe(0);
    await page.getByRole('button', { name: label('funds', 'withdrawSubmit', lang), exact: true }).click();
    await this.typePin();
    await this.confirmSheet(label('funds', 'confirm', lang));
    await page.getByText(label('funds', 'withdrawDone', lang)).waitFor(WAIT);
    await this.office.decideOne('withdrawals', this.account);
  }

  /**
   * The fund records at /mine/transactionRecords in the default range (six months), newest first, "load more"
   * followed: each row's type as shown, its signed amount and the available balance after it.
   */
  async fundRecords(): Promise<FundRecord[]> {
    const { page, lang } = this;
    await this.go('/mine/transactionRecords');
    const region = page.getByRole('region', { name: label('funds', 'recordsTitle', lang), exact: true });
    const rows = region.getByRole('list').getByRole('listitem');
    await rows.first().waitFor(WAIT);
    const more = page.getByRole('button', { name: label('funds', 'loadMore', lang), exact: true });
    while (await more.isVisible()) {
      const n = await rows.count();
      await more.click();
      await expect.poll(() => rows.count(), WAIT).toBeGreaterThan(n);
    }
    const after = label('funds', 'balanceAfter', lang);
    return (await rows.allInnerTexts()).map((text) => {
      const lines = text.split('\n').map((l) => l.trim());
      const amount = lines.find((l) => /^[+-]\D*\d/.test(l));
      const balance = lines.find((l) => l.startsWith(after));
      return {
        type: lines[0] ?? '',
        text,
        amount: amountOf(amount ?? ''),
        balanceAfter: balance ? amountOf(balance.slice(after.length)) : null,
      };
    });
  }

  /** The yen asset summary at the top of /position/index: the figure shown under each label. */
  async assetSummary(): Promise<Record<'total' | 'available' | 'frozen' | 'debt', Decimal>> {
    const { page, lang } = this;
    await this.go('/position/index?market=jpy');
    const summary = page.getByRole('region', { name: label('positions', 'summaryHeading', lang) });
    await summary.getByText(label('positions', 'totalAssets', lang)).waitFor(WAIT);
    // The figures come from seven calls: wait until none is a placeholder.
    await expect
      .poll(async () => (await summary.innerText()).match(/\d/g)?.length ?? 0, WAIT)
      .toBeGreaterThan(20);
    const lines = (await summary.innerText()).split('\n').map((l) => l.trim());
    const after = (key: 'totalAssets' | 'available' | 'frozen' | 'totalDebt') =>
      amountOf(lines[lines.indexOf(label('positions', key, lang)) + 1] ?? '');
    return {
      total: after('totalAssets'),
      available: after('available'),
      frozen: after('frozen'),
      debt: after('totalDebt'),
    };
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
