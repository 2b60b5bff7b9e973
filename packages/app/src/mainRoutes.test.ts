import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mainRouteModules } from './mainRoutes';
import { moreRouteModules } from './moreRoutes';

const routesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'routes');
const routeFiles = readdirSync(routesDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => `./routes/${file.split(path.sep).join('/')}`)
  .sort();

describe('route loaders', () => {
  it('should find every route module in exactly one of the entry and the moreRoutes chunk', () => {
    const main = Object.keys(mainRouteModules);
    const more = Object.keys(moreRouteModules);
    expect(main.filter((file) => more.includes(file))).toEqual([]);
    expect([...main, ...more].sort()).toEqual(routeFiles);
  });

  it.each([
    './routes/home/home.tsx',
    './routes/home/index.tsx',
    './routes/quotes/info.tsx',
    './routes/position/index.tsx',
    './routes/login/start.tsx',
    './routes/login/logon.tsx',
  ])('should keep the loader of %s in the entry', (file) => {
    expect(Object.keys(mainRouteModules)).toContain(file);
  });
});
