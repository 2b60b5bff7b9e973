import path from 'node:path';
import { build, type InlineConfig, type Plugin, type Rolldown } from 'vite';
import { staticChunks } from './chunkGraph';

export interface RouteChunkOptions {
  /** The first screen's route module: what it shares with other routes becomes one chunk, `welcome`. */
  welcome: string;
  /** What every signed-in route loads beside its own module (the shell, the store). */
  session: readonly string[];
  /**
   * The routes customers open most (the bottom tabs, stock detail), each by a short name: what `shareMost` of
   * them share goes in `session`; what two or more but fewer share, in a chunk for each set of routes that shares
   * it (`with-home_market`: what home and the market list share). A route given as several files is its module
   * and the modules its first view imports lazily without being asked (stock detail's charts, after the quote
   * has painted): what those share with other routes is planned as that route's.
   */
  sessionRoutes: Readonly<Record<string, string | readonly string[]>>;
  /** How many of `sessionRoutes` must share a module for it to go in `session`. */
  shareMost: number;
  /** How many chunks of shared sets a main route loads at most (sets are merged, or go in `session`, until so). */
  maxSets: number;
  /**
   * Routes that load nothing shared only by the others (the quote screens: nothing of the money screens): no
   * merge gives one of them a set none of them uses.
   */
  apart: readonly string[];
  /**
   * Modules loaded by a dynamic import that every route awaits before its first render (the brand's theme: one
   * of several, chosen at build time): they go in `core` with the entry's, so no route requests them on their
   * own (a script of a few bytes and a stylesheet, two round trips on a phone), and their CSS joins the entry's.
   */
  withEntry?: (at: { root: string; mode: string }) => Promise<readonly string[]>;
}

/** `with-<routes>`: what those routes (and no other of `sessionRoutes`) share, after merging (fewerSets). */
type GroupName = 'core' | 'welcome' | 'session' | `with-${string}`;

/** A `codeSplitting` group whose modules are known once the plan has been made. */
interface Group {
  name: string | ((id: string) => string | null);
  test: (id: string) => boolean;
  priority: number;
  includeDependenciesRecursively: false;
}

/**
 * Fewer, larger chunks where a first visit goes (issue 17). Left to itself the bundler makes a chunk of every set
 * of modules that the same dynamic imports share, so a signed-in route downloaded about 60 files: each a round
 * trip of its own on a phone's HTTP/1.1 connections (Lighthouse's slow 4G: 150 ms, six at a time), and about
 * 10 kB of import and export lists between them. A few groups replace most of them:
 *
 * - `core`: every module the entry runs with (the entry itself stays a file of a few bytes importing it);
 * - `welcome`: what the first screen's route shares with other routes (the start screen downloads the entry, its
 *   route chunk, this and its texts);
 * - `session`: the shell, the store, and what most of the main routes share (`shareMost`);
 * - `with-<routes>`: what fewer main routes share, a chunk per set of routes, so home does not download the
 *   rules that positions and the records page share. Sets are merged (or go in `session`) until no main route
 *   loads more than `maxSets` of them, each time the merge that adds the fewest bytes to routes that do not use
 *   them, and never one that brings the money screens' code to a quote screen (`apart`).
 *
 * Which modules a route really uses is known only after tree-shaking (a barrel such as `@tsumiki/ui` imports
 * every component, whatever the route takes from it), so the plugin first builds the app in memory with the
 * bundler's own chunks and reads, for each dynamic entry, the modules it loads; the groups are decided from that,
 * and the real build applies them. The entry keeps its modules; a module one route alone uses stays in that
 * route's chunk; whatever else several routes share is left to the bundler, as before.
 */
export function routeChunks(
  planConfig: () => InlineConfig,
  options: RouteChunkOptions,
): { plugin: Plugin; groups: Group[] } {
  const assigned = new Map<string, GroupName>();
  const group = (name: GroupName, priority: number): Group => ({
    name,
    test: (id) => assigned.get(id) === name,
    priority,
    // The plan's sets already hold what their modules import, except what the entry or `welcome` holds: those
    // stay where they are (taking them in would make the entry import this chunk).
    includeDependenciesRecursively: false,
  });
  // One chunk for each set of routes (a `name` function makes a group of each name it returns).
  const routeSets: Group = {
    name: (id) => assigned.get(id) ?? null,
    test: (id) => assigned.get(id)?.startsWith('with-') ?? false,
    priority: 0,
    includeDependenciesRecursively: false,
  };
  const plugin: Plugin = {
    name: 'tsumiki:route-chunks',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    async configResolved(config) {
      const base = planConfig();
      // The chunks as the bundler made them, before Vite drops those that hold only stylesheets: a `.css.ts`
      // module whose classes others compose (the kit's touch target, its screens' layout) is such a chunk, and
      // left out of the plan it would be a stylesheet of its own, one more request in the head.
      let chunks: Rolldown.OutputChunk[] = [];
      const seeAll: Plugin = {
        name: 'tsumiki:route-chunks-plan',
        generateBundle: {
          order: 'pre',
          handler(_, bundle) {
            chunks = Object.values(bundle).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
          },
        },
      };
      await build({
        ...base,
        plugins: [...(base.plugins ?? []), seeAll],
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'silent',
        build: { ...base.build, write: false, emptyOutDir: false, copyPublicDir: false },
      });
      plan(chunks, config.root, options, (await options.withEntry?.(config)) ?? [], assigned);
    },
  };
  // Welcome first: what the start screen needs never goes into the signed-in chunk.
  return { plugin, groups: [group('core', 3), group('welcome', 2), group('session', 1), routeSets] };
}

/** Decides each module's group from the chunks the bundler made on its own. */
function plan(
  chunks: readonly Rolldown.OutputChunk[],
  root: string,
  options: RouteChunkOptions,
  withEntry: readonly string[],
  assigned: Map<string, GroupName>,
): void {
  assigned.clear();
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  // The chunk each module is in (a dynamic entry's own, or a chunk the bundler made of shared modules).
  const byModule = new Map<string, Rolldown.OutputChunk>();
  for (const c of chunks) for (const id of Object.keys(c.modules)) byModule.set(id, c);
  /** The modules a chunk runs with: its own and those of every chunk it imports statically. */
  const loads = (chunk: Rolldown.OutputChunk) =>
    new Set(staticChunks(byFile, chunk).flatMap((c) => Object.keys(c.modules)));
  const chunkOf = (file: string) => {
    const c = byModule.get(path.resolve(root, file));
    if (!c) throw new Error(`routeChunks: no chunk has ${file}`);
    return c;
  };
  const entryChunk = chunks.find((c) => c.isEntry);
  if (!entryChunk) throw new Error('routeChunks: the build has no entry chunk');
  const entry = loads(entryChunk);
  const welcomeChunk = chunkOf(options.welcome);
  const welcome = loads(welcomeChunk);
  const elsewhere = new Set<string>();
  for (const c of chunks)
    if (c.isDynamicEntry && c !== welcomeChunk) for (const id of loads(c)) elsewhere.add(id);
  // What the entry runs with, in one chunk: left to itself the bundler splits off each module the entry shares
  // with a dynamic import (React's JSX runtime, the class-name helper, the transport…), five more files.
  for (const id of entry) assigned.set(id, 'core');
  for (const file of withEntry) for (const id of loads(chunkOf(file))) assigned.set(id, 'core');
  // A stylesheet the first screen shares with other routes goes with the entry's (the head links that one): in
  // `welcome` it would make every signed-in route download the welcome chunk and its stylesheet for it.
  const styles = (id: string) => /\.css\.ts(?:\.vanilla\.css)?$/.test(id);
  for (const id of welcome)
    if (!entry.has(id) && elsewhere.has(id)) assigned.set(id, styles(id) ? 'core' : 'welcome');

  const free = (id: string) => !entry.has(id) && !assigned.has(id);
  for (const file of options.session)
    for (const id of loads(chunkOf(file))) if (free(id)) assigned.set(id, 'session');
  // What several main routes share: most of them (`shareMost`) in `session`; fewer, grouped by the routes that
  // share it, so home does not load the money screens' rules that positions and the records page share.
  const users = new Map<string, string[]>();
  for (const [name, files] of Object.entries(options.sessionRoutes)) {
    const routeChunks = [files].flat().map(chunkOf);
    const own = new Set(routeChunks.map((c) => c.facadeModuleId));
    const used = new Set(routeChunks.flatMap((c) => [...loads(c)]));
    for (const id of used) if (!own.has(id) && free(id)) users.set(id, [...(users.get(id) ?? []), name]);
  }
  const size = (id: string) => byModule.get(id)?.modules[id]?.renderedLength ?? 0;
  const sets = new Map<string, RouteSet>();
  for (const [id, names] of users) {
    if (names.length < 2) continue;
    // Stylesheets go with the session: a set's own would be one more small file for each route of the set.
    if (names.length >= options.shareMost || id.endsWith('.css')) assigned.set(id, 'session');
    else {
      const key = names.join('_');
      const set = sets.get(key) ?? { routes: names, ids: [], bytes: 0 };
      set.ids.push(id);
      set.bytes += size(id);
      sets.set(key, set);
    }
  }
  for (const set of fewerSets([...sets.values()], Object.keys(options.sessionRoutes), options)) {
    const name: GroupName = set.routes === 'all' ? 'session' : `with-${set.routes.join('_')}`;
    for (const id of set.ids) assigned.set(id, name);
  }
}

/** Modules that the same main routes share, and their size (bytes as rendered). */
export interface RouteSet {
  /** In the order of `sessionRoutes`; `all` once merged into the session. */
  routes: string[] | 'all';
  ids: string[];
  bytes: number;
}

/**
 * Merges sets until no route loads more than `maxSets` of them (a file each: a round trip on a phone), each time
 * the merge that adds the fewest bytes to routes that did not need them: two sets of that route, or one of them
 * into the session (which every route loads).
 */
export function fewerSets(
  sets: RouteSet[],
  routes: readonly string[],
  { maxSets, apart }: Pick<RouteChunkOptions, 'maxSets' | 'apart'>,
): RouteSet[] {
  const of = (set: RouteSet) => (set.routes === 'all' ? routes : set.routes);
  const reachesApart = (set: RouteSet) => of(set).some((r) => apart.includes(r));
  // Whether `to` may hold `set`: not when it would bring a set the apart routes do not use to one of them.
  const may = (set: RouteSet, to: readonly string[]) =>
    reachesApart(set) || !to.some((r) => apart.includes(r));
  const extra = (set: RouteSet, into: readonly string[]) =>
    set.bytes * into.filter((r) => !of(set).includes(r)).length;
  const cheapest = (mine: RouteSet[]) => {
    let best: { cost: number; from: RouteSet[]; to: RouteSet } | undefined;
    for (const [i, a] of mine.entries()) {
      const toSession: RouteSet = { routes: 'all', ids: a.ids, bytes: a.bytes };
      const candidates: [number, RouteSet[], RouteSet][] = may(a, routes)
        ? [[extra(a, routes), [a], toSession]]
        : [];
      for (const b of mine.slice(i + 1)) {
        const union = routes.filter((r) => of(a).includes(r) || of(b).includes(r));
        if (!may(a, union) || !may(b, union)) continue;
        candidates.push([
          extra(a, union) + extra(b, union),
          [a, b],
          { routes: union, ids: [...a.ids, ...b.ids], bytes: a.bytes + b.bytes },
        ]);
      }
      for (const [cost, from, to] of candidates) if (!best || cost < best.cost) best = { cost, from, to };
    }
    return best;
  };
  let groups = sets;
  for (;;) {
    let best: ReturnType<typeof cheapest>;
    for (const route of routes) {
      const mine = groups.filter((g) => g.routes !== 'all' && of(g).includes(route));
      if (mine.length > maxSets) best = cheapest(mine);
      if (best) break;
    }
    if (!best) return groups;
    const { from, to } = best;
    // A merged set joins one with the same routes, if there is one.
    const same = groups.find(
      (g) =>
        !from.includes(g) &&
        to.routes !== 'all' &&
        g.routes !== 'all' &&
        g.routes.join() === to.routes.join(),
    );
    groups = groups.filter((g) => !from.includes(g) && g !== same);
    groups.push(same ? { ...to, ids: [...to.ids, ...same.ids], bytes: to.bytes + same.bytes } : to);
  }
}
