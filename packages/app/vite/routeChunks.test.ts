import { describe, expect, it } from 'vitest';
import { fewerSets, type RouteSet } from './routeChunks';

const ROUTES = ['home', 'market', 'stock', 'positions', 'records'];
const set = (routes: string[], bytes: number): RouteSet => ({ routes, ids: [routes.join('+')], bytes });

/** Each resulting chunk as `routes: modules`, sorted, to compare plans regardless of order. */
const plan = (groups: RouteSet[]) =>
  groups
    .map((g) => `${g.routes === 'all' ? 'session' : g.routes.join('+')}: ${[...g.ids].sort().join(' ')}`)
    .sort();

describe('fewerSets', () => {
  it.each([
    [
      'keeps every set when no route loads more than maxSets',
      {
        given: [set(['home', 'market'], 500), set(['positions', 'records'], 800)],
        options: { maxSets: 1, apart: [] },
        want: ['home+market: home+market', 'positions+records: positions+records'],
      },
    ],
    [
      'merges the two sets that add the fewest bytes to routes that do not use them',
      {
        given: [
          set(['home', 'market'], 5000),
          set(['home', 'market', 'stock'], 300),
          set(['market', 'records'], 4000),
        ],
        options: { maxSets: 2, apart: [] },
        // home+market with home+market+stock adds 5000 to stock; the small set into the session adds 300 to
        // positions and records: 600, the cheapest.
        want: ['home+market: home+market', 'market+records: market+records', 'session: home+market+stock'],
      },
    ],
    [
      'never gives the apart routes a set that only the others use, even when that is cheapest',
      {
        given: [
          set(['stock', 'positions'], 9000),
          set(['positions', 'records'], 100),
          set(['positions', 'market'], 9000),
        ],
        options: { maxSets: 2, apart: ['home', 'market', 'stock'] },
        // positions+records into the session (100 x 3) or with either other set would reach a quote screen.
        want: [
          'market+stock+positions: positions+market stock+positions',
          'positions+records: positions+records',
        ],
      },
    ],
    [
      'merges for each route over maxSets in turn, money-only sets among themselves',
      {
        given: [
          set(['positions', 'records'], 100),
          set(['positions'], 100),
          set(['home', 'market'], 100),
          set(['home', 'stock'], 100),
        ],
        options: { maxSets: 1, apart: ['home', 'market', 'stock'] },
        want: ['home+market+stock: home+market home+stock', 'positions+records: positions positions+records'],
      },
    ],
  ])('should %s', (_, { given, options, want }) => {
    expect(plan(fewerSets(given, ROUTES, options))).toEqual(want);
  });
});
