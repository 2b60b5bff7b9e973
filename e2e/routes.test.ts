import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { ROUTES } from '../packages/app/src/routeTable';

const routesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/app/src/routes');

it.each(ROUTES.map((route) => [route.path]))('should have a route module for %s', (routePath) => {
  expect(
    existsSync(path.join(routesDir, `${routePath}.tsx`)),
    `add packages/app/src/routes${routePath}.tsx`,
  ).toBe(true);
});

it('should register all 47 routes of spec section 2', () => {
  expect(new Set(ROUTES.map((route) => route.path)).size).toBe(47);
});
