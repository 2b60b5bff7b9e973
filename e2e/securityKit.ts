import type { Page } from 'playwright';
import { expect } from 'vitest';
import type { Stack } from './stack';

export const PASSWORD = 'Passw0rd!';

export interface Session {
  token: string;
  account: string;
}

export interface Envelope {
  status: number;
  msg: string;
  data?: unknown;
}

/** One API call from Node as the SDK sends it: a form body, the session in the `token`/`account` headers. */
export async function api(
  baseUrl: string,
  path: string,
  form: Record<string, string> = {},
  session?: Session,
): Promise<{ status: number; headers: Headers; body: Envelope }> {
  const response = await fetch(`${baseUrl}/api/vue${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(session ? { token: session.token, account: session.account } : {}),
    },
    body: new URLSearchParams(form),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Envelope };
}

/** Opens an account through the API (the registration answer is a live session). */
export async function register(baseUrl: string, account: string): Promise<Session> {
  const answer = await api(baseUrl, '/user/register', {
    account,
    password: PASSWORD,
    repeatPassword: PASSWORD,
    terms: '1',
  });
  expect(answer.body, `registering ${account}`).toMatchObject({ status: 1 });
  const data = answer.body.data as Session;
  return { token: data.token, account: data.account };
}

/**
 * A phone-sized page like `Stack.newPage`, in a context of its own with extra options (e.g. `bypassCSP`);
 * browser errors join `stack.errors`.
 */
export async function openPage(
  stack: Stack,
  options: { bypassCSP?: boolean; language?: 'ja' | 'zh-CN' | 'en' } = {},
): Promise<Page> {
  const language = options.language ?? 'ja';
  const context = await stack.browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: language,
    bypassCSP: options.bypassCSP ?? false,
  });
  await context.addInitScript((lang) => {
    // Frames of data: URLs and sandboxed frames (the XSS control makes some) have no storage.
    try {
      window.localStorage.setItem('lang', lang);
    } catch {}
  }, language);
  await context.clock.setFixedTime(stack.clock.now());
  const page = await context.newPage();
  page.on('pageerror', (error) => stack.errors.push(`pageerror: ${error.message}`));
  return page;
}
