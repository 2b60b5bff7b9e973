import { afterAll, beforeAll, expect, it } from 'vitest';
import { measureRoute, ROUTES, routeBudgets, signUp } from '../bench/size/routes.mjs';
import { type Stack, startStack } from './stack';

// Bytes are stable, so the size budgets of issue 17 are checked here on every run; `npm run bench:size` prints
// the same figures beside a bare React page.
let stack: Stack;
let session: { token: string; account: string };
beforeAll(async () => {
  stack = await startStack('2026-11-24T01:30:00Z');
  session = await signUp(stack.baseUrl, '0907770001');
});
afterAll(() => stack?.close());

const budgets = routeBudgets();

it.each(ROUTES.map((route) => [route.name, route] as const))(
  'should transfer no more than its budget of gzip JS and CSS, in no more files, for %s',
  async (name, route) => {
    const measured = await measureRoute(
      stack.browser,
      stack.baseUrl,
      route,
      route.signedIn ? session : undefined,
    );
    const budget = budgets[name]?.budget;
    expect(budget, `bench/size/budgets.json names no budget for ${name}`).toBeGreaterThan(0);
    expect(
      measured.gzip,
      `${name}: ${measured.files.map((f) => `${f.file} ${f.gzip}`).join(', ')}`,
    ).toBeLessThanOrEqual(budget ?? 0);
    // Each file is a round trip on a phone's HTTP/1.1 connections, and takes a share of its bandwidth while it
    // waits: a stylesheet split off on its own shows here although its bytes do not.
    const files = budgets[name]?.files;
    expect(files, `bench/size/budgets.json names no file budget for ${name}`).toBeGreaterThan(0);
    expect(measured.files.length, measured.files.map((f) => f.file).join(', ')).toBeLessThanOrEqual(
      files ?? 0,
    );
  },
);
