import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright';
import { inject } from 'vitest';
import { buildServer } from '../packages/server/src/app';
import { DEFAULT_CONFIG } from '../packages/server/src/config';
import type { Db } from '../packages/server/src/db';
import { migrate, openPglite } from '../packages/server/src/db';
import { serveAppFiles } from '../packages/server/src/http/appFiles';
import { seedOnce, syncConfigItems } from '../packages/server/src/seed';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APP_DIST = path.join(root, 'packages/app/dist');

/**
 * The server's clock, moved by the journey ("advance a trading day"). A moving clock runs on from where it is
 * set, as the wall clock does (live prices need time to pass); a still one stays put.
 */
export class StackClock {
  #setAt = Date.now();
  constructor(
    private t: Date,
    private moving = false,
  ) {}
  now = () => new Date(this.t.getTime() + (this.moving ? Date.now() - this.#setAt : 0));
  set(iso: string) {
    this.t = new Date(iso);
    this.#setAt = Date.now();
  }
}

export interface Stack {
  baseUrl: string;
  db: Db;
  clock: StackClock;
  browser: Browser;
  /** A phone-sized page (390x844) whose browser errors are collected in `errors`. */
  newPage(language?: 'ja' | 'zh-CN' | 'en'): Promise<Page>;
  errors: string[];
  /**
   * Moves the server's clock and every open page's clock to the same instant (the app's rules — T+1, trading
   * hours — read the browser's clock, the server its own; a journey needs both on the same day).
   */
  setTime(iso: string): Promise<void>;
  close(): Promise<void>;
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The product as `npm start` runs it — the reference server on a fresh embedded database serving the built
 * app and the API on one port — with a pinned clock (or one that runs on, `movingClock`), plus a headless
 * Debian Chromium to drive it.
 */
export async function startStack(startAt: string, options: { movingClock?: boolean } = {}): Promise<Stack> {
  const clock = new StackClock(new Date(startAt), options.movingClock);
  const db = await openPglite();
  await migrate(db);
  // Cheaper password hashing than production (2^12 instead of 2^17): the journeys register several accounts.
  const config = { ...DEFAULT_CONFIG, passwordCost: 12 };
  await syncConfigItems(db, config);
  await seedOnce(db, clock.now());
  const app = await buildServer({
    db,
    clock,
    config,
    uploadDir: mkdtempSync(path.join(tmpdir(), 'tsumiki-e2e-')),
  });
  // The run's own build (globalSetup), else the package's dist.
  await serveAppFiles(app, inject('appDist') ?? APP_DIST);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const errors: string[] = [];
  const contexts = new Set<BrowserContext>();
  return {
    baseUrl,
    db,
    clock,
    browser,
    errors,
    async newPage(language = 'ja') {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        locale: language,
      });
      // The app starts in the stored language: choose it before the first script runs.
      await context.addInitScript((lang) => window.localStorage.setItem('lang', lang), language);
      // The page's clock stands where the server's does (timers still run), so both agree on the trading day.
      await context.clock.setFixedTime(clock.now());
      contexts.add(context);
      context.on('close', () => contexts.delete(context));
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      return page;
    },
    async setTime(iso: string) {
      clock.set(iso);
      await Promise.all([...contexts].map((c) => c.clock.setFixedTime(clock.now())));
    },
    async close() {
      await browser.close();
      await app.close();
      await db.close();
    },
  };
}
