import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { ROUTES, SHELL_TEXTS } from '../packages/app/src/routeTable';
import { FIRST_LABEL_AREAS } from '../packages/sdk/src/i18n/labels/index';

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

const appDir = path.resolve(routesDir, '..');

/** The app modules `file` reaches (its own, static and dynamic imports within packages/app/src). */
function appModules(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, spec] of source.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
    const base = path.resolve(path.dirname(file), spec as string);
    const found = ['.tsx', '.ts', '/index.ts', '/index.tsx'].map((ext) => base + ext).find(existsSync);
    if (found) appModules(found, seen);
  }
  return seen;
}

/** The label areas the modules ask for with `useLabels`. */
const areasOf = (files: Iterable<string>) =>
  new Set(
    [...files].flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/useLabels\('(\w+)'\)/g)].map((m) => m[1]),
    ),
  );

it.each(ROUTES.filter((route) => route.texts).map((route) => [route.path, route] as const))(
  'should load every label area %s shows (its texts, the shell’s and the first part’s)',
  (routePath, route) => {
    const modules = appModules(path.join(routesDir, `${routePath}.tsx`));
    if (route.shell) appModules(path.join(appDir, 'shell/ShellLayout.tsx'), modules);
    const loaded = new Set([
      ...(route.texts ?? []),
      ...(route.shell ? SHELL_TEXTS : []),
      ...FIRST_LABEL_AREAS,
    ]);
    expect([...areasOf(modules)].filter((area) => !loaded.has(area as never))).toEqual([]);
  },
);
