import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { transform } from 'esbuild';
import type { InlineConfig, Plugin, ResolvedConfig } from 'vite';
import { staticChunks } from './chunkGraph';
import { withNodeBuild } from './nodeBuild';

/** What the Node build of `src/firstScreen.tsx` exports. */
interface FirstScreenModule {
  renderFirstScreen(language: string): Promise<string>;
  renderShellScreen(language: string, path: string): Promise<string>;
  firstScreenLanguages: readonly string[];
  firstScreenPossible: boolean;
  firstScreenBoot: {
    defaultLanguage: string;
    darkTheme: boolean;
    languageKey: string;
    tokenKey: string;
    accountKey: string;
    earlyReadsKey: string;
  };
  firstScreenRoutes: {
    routes: readonly { path: string; shell: boolean; texts?: readonly string[] }[];
    shellTexts: readonly string[];
    theme: string;
  };
}

/** What the boot script preloads for a route: its files, and per language the files of its texts. */
export interface RoutePreloads {
  /** Every file named below, once: `./assets/…`. */
  files: string[];
  /** Route path → indexes into `files` of its code and stylesheets, then per language those of its texts. */
  routes: Record<string, { code: number[]; texts: Record<string, number[]> }>;
  /** What every route loads before its first render: the brand's theme, and per language the first texts. */
  every: { code: number[]; texts: Record<string, number[]> };
}

/** The chunks of the browser build, as the boot script's preloads need them. */
interface BuiltChunk {
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: readonly string[];
  css: readonly string[];
  modules: readonly string[];
}

/** The attribute the boot script sets on `<html>` (the language shown) and each prerendered copy carries. */
const SHOWN = 'data-first-screen';

/**
 * React's server renderer puts a `<link rel="preload" as="image">` before the markup of every render that shows
 * an image: each of the 24 copies (3 welcomes, 21 frames) began with one for the logo. The copies' own `<img>`
 * already ask for it as the parser reaches them, so the links only repeated it.
 */
function withoutImagePreloads(html: string): string {
  return html.replace(/<link rel="preload" as="image"[^>]*>/g, '');
}

/** The id of the boot script's data: a JSON block in the head, which no policy runs as a script. */
const BOOT_DATA = 'tsumiki-boot';

/** What the boot script reads from its data block: everything a build or a brand decides. */
interface BootData {
  boot: FirstScreenModule['firstScreenBoot'];
  languages: readonly string[];
  /** The app's entry and the chunks it imports (the build took them out of index.html). */
  entry: string;
  preload: readonly string[];
  /** The main routes whose signed-in frame is prerendered, and the stylesheets the frames need. */
  shellPaths: readonly string[];
  shellCss: readonly string[];
  routes: RoutePreloads;
  /** The start screen's own stylesheets. */
  welcomeCss: readonly string[];
}

/**
 * The classic script that runs before the first paint, inline at the top of the head. It shows the prerendered
 * welcome in the stored language when the URL is one the app opens the start screen on (`/`, `/login/start`)
 * and the phone is not in a dark mode the brand follows; otherwise nothing is shown and the app paints as before.
 * It also loads the app (its entry and the entry's imports, which the build took out of index.html): at once
 * when nothing is shown, after the welcome's first paint when it is, so on a slow network the welcome's
 * stylesheets do not share the line with the app's script. The welcome's links work without the script (plain
 * `#/…` links the app reads when it starts).
 *
 * Inline, because as a file of its own it was a round trip (two on a new HTTP/1.1 connection) before anything
 * could paint or the app's files be asked for. The code is the same for every build and brand, what changes is
 * in the JSON block {@link BOOT_DATA} before it, so its hash in the policy (the reference server reads it from
 * index.html: `inlineScriptHashes`) changes only with this source. deploy/nginx.conf carries that hash, and
 * e2e/security.test.ts fails when the two differ.
 */
const BOOT_SOURCE = `(function () {
  var d = document;
  var B = JSON.parse(d.getElementById(${JSON.stringify(BOOT_DATA)}).textContent);
  var R = B.routes;
  var ls = null;
  try { ls = window.localStorage; } catch (e) {}
  function stored(key) {
    try { return ls && ls.getItem(key); } catch (e) { return null; }
  }
  function link(rel, href, as) {
    var l = d.createElement('link');
    l.rel = rel;
    if (as) l.as = as;
    // A frame's stylesheet holds the first paint as the head's do.
    if (rel === 'stylesheet') l.setAttribute('blocking', 'render');
    l.crossOrigin = '';
    l.href = href;
    d.head.appendChild(l);
  }
  function start() {
    var s = d.createElement('script');
    s.type = 'module';
    s.crossOrigin = '';
    s.src = B.entry;
    d.head.appendChild(s);
  }
  function load() {
    [B.entry].concat(B.preload).forEach(function (href) {
      link('modulepreload', href);
    });
    // The route's own files and texts, beside the entry's rather than after it has run.
    var r = R.routes[path] || { code: [], texts: {} };
    r.code.concat(r.texts[lang] || [], R.every.code, R.every.texts[lang] || []).forEach(function (i) {
      var href = R.files[i];
      if (/\\.css$/.test(href)) link('preload', href, 'style');
      else link('modulepreload', href);
    });
    // The reads this route made when the app last started on it, sent now with the stored session (after the
    // files: on six connections the code is the longer wait); the app takes their answers when it makes the
    // same reads (src/earlyReads.ts).
    try {
      var reads = token && JSON.parse(stored(B.boot.earlyReadsKey) || '{}')[route];
      if (reads && reads.length && window.fetch) {
        var account = stored(B.boot.accountKey) || '';
        window.__tsumikiEarly = reads.map(function (read) {
          var early = { url: read.url, body: read.body, token: token, account: account, language: lang, at: Date.now() };
          early.response = fetch(read.url, {
            method: 'POST',
            headers: { token: token, account: account, 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': lang },
            body: read.body
          });
          // Taken or not, its failure must not reach the console as unhandled: the app then asks again.
          early.response.catch(function () {});
          return early;
        });
      }
    } catch (e) {}
    // The entry looks for #root: run it once the body is parsed.
    if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', start);
    else start();
  }
  // The route with its query (what the app remembers reads under), and its path.
  var route = location.hash.replace(/^#/, '') || '/';
  var path = route.split(/[?#]/)[0] || '/';
  var token = stored(B.boot.tokenKey);
  var lang = stored(B.boot.languageKey);
  if (B.languages.indexOf(lang) < 0) lang = B.boot.defaultLanguage;
  var dark = B.boot.darkTheme && window.matchMedia('(prefers-color-scheme: dark)').matches;
  function show(id) {
    d.documentElement.setAttribute(${JSON.stringify(SHOWN)}, id);
    d.documentElement.lang = lang;
  }
  if (dark) return load();
  if (path === '/' || path === '/login/start') {
    // The start screen's own stylesheets, linked only when it shows (a signed-in route never needs them).
    B.welcomeCss.forEach(function (href) {
      link('stylesheet', href);
    });
    show(lang);
    return requestAnimationFrame(function () { setTimeout(load, 0); });
  }
  // A signed-in cold start on a main route: its frame (header, bottom menu) paints from HTML and its own
  // stylesheets while the app downloads.
  if (token && B.shellPaths.indexOf(path) >= 0) {
    B.shellCss.forEach(function (href) {
      link('stylesheet', href);
    });
    show(lang + ' ' + path);
  }
  load();
  // The main thread waits for the app's files now: load ICU's date and zone data in a task of its own, which the
  // first reading of a market's clock (the rules' time zones) and the first date on screen would otherwise pay
  // inside the task that shows the route (~10 ms on a phone, ~50 at Lighthouse's 4x CPU).
  if (token && window.Intl) {
    setTimeout(function () {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Tokyo', hour: 'numeric' }).format(0);
        new Intl.DateTimeFormat(lang, { month: 'numeric', day: 'numeric' }).format(0);
      } catch (e) {}
    }, 0);
  }
})();
`;

/** The boot script as index.html carries it: {@link BOOT_SOURCE} minified (every first visit downloads it). */
async function bootScript(): Promise<string> {
  return (await transform(BOOT_SOURCE, { minify: true, target: 'es2015' })).code.trim();
}

/** The data block the boot script reads: JSON, with every `<` escaped so no text in it can close the element. */
function bootDataBlock(data: BootData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${BOOT_DATA}">${json}</script>`;
}

/** Every class name used in `html`. */
function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, list] of html.matchAll(/class="([^"]*)"/g))
    for (const name of (list ?? '').split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/** `zh-CN` → `ZhCN`, `home` → `Home`, `dayTrade` → `DayTrade`: how the SDK's generated label modules are named. */
export const pascal = (name: string) =>
  name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/**
 * What the boot script preloads for each of `paths` (issue 17): without it a route's files were found only once
 * the entry had run (the route's chunks), and its texts only once those had run, two round trips after the
 * entry's. For each route: its chunk and the chunks and stylesheets it imports, the shell's and the store's when
 * it has the shell, and per language the text chunks the route loads (`base` and its areas, or every text) —
 * leaving out what the entry itself brings.
 */
export function routePreloads(
  chunks: readonly BuiltChunk[],
  root: string,
  screen: FirstScreenModule['firstScreenRoutes'],
  languages: readonly string[],
  paths: readonly string[],
  /** Files index.html already links (its stylesheets): never preloaded again. */
  inHead: ReadonlySet<string> = new Set(),
): RoutePreloads {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  /** Adds to `into` the files `start` runs with: its chunks and their stylesheets. */
  const closure = (start: BuiltChunk | undefined, into: Set<string>) => {
    for (const c of staticChunks(byFile, start)) {
      into.add(c.fileName);
      for (const css of c.css) into.add(css);
    }
    return into;
  };
  const withModule = (id: string) => {
    const chunk = chunks.find((c) => c.facadeModuleId === id || c.modules.includes(id));
    if (!chunk) throw new Error(`first screen: no chunk has ${path.relative(root, id)}`);
    return chunk;
  };
  // The chunk a module is the facade of or, merged into a group of the chunk plan, is part of.
  const facade = (suffix: string) =>
    chunks.find((c) => c.facadeModuleId?.endsWith(suffix)) ??
    chunks.find((c) => c.modules.some((id) => id.endsWith(suffix)));
  const entry = closure(
    chunks.find((c) => c.isEntry),
    new Set(),
  );
  const files: string[] = [];
  const index = (file: string) => {
    const at = files.indexOf(`./${file}`);
    return at >= 0 ? at : files.push(`./${file}`) - 1;
  };
  const indexes = (set: Set<string>) => [...set].filter((f) => !entry.has(f) && !inHead.has(f)).map(index);
  const textsOf = (parts: (language: string) => string[]) => {
    const texts: Record<string, number[]> = {};
    for (const language of languages) {
      const own = new Set<string>();
      for (const part of parts(language)) closure(facade(part), own);
      texts[language] = indexes(own);
    }
    return texts;
  };
  const every = {
    code: indexes(closure(facade(`/themes/${screen.theme}.css.ts`), new Set())),
    texts: textsOf((language) => [`/locales/${language}/first.ts`]),
  };
  const routes: RoutePreloads['routes'] = {};
  for (const routePath of paths) {
    const route = screen.routes.find((r) => r.path === routePath);
    if (!route) throw new Error(`first screen: ${routePath} is not an enabled route`);
    const code = closure(withModule(path.join(root, `src/routes${routePath}.tsx`)), new Set());
    if (route.shell) {
      closure(withModule(path.join(root, 'src/shell/ShellLayout.tsx')), code);
      closure(withModule(path.join(root, 'src/store.ts')), code);
    }
    const areas = route.texts ? [...screen.shellTexts, ...route.texts] : undefined;
    const texts = textsOf((language) =>
      areas
        ? [
            `/locales/${language}/base.ts`,
            ...areas.map((area) => `/generated/labels${pascal(language)}${pascal(area)}.ts`),
          ]
        : [`/locales/${language}/rest.ts`],
    );
    routes[routePath] = { code: indexes(code), texts };
  }
  return { files, routes, every };
}

/**
 * Prerenders the start screen into index.html at build time (issue 17: the sign-in page paints from HTML and
 * CSS). After the browser build, `src/firstScreen.tsx` is built for Node with the same plugins (so the class
 * names are the ones the stylesheets define) and rendered once per language the brand offers; the copies go into
 * `#root`, hidden unless the boot script shows one, with the stylesheets that define their classes linked in
 * the head. The app's first render replaces them with the same screen. A brand whose colours come from tokens
 * or runtime JSON is not prerendered (its colours are not known before the script runs).
 */
export function firstScreen(
  nodeBuild: () => InlineConfig,
  options: {
    /** The routes the boot script preloads the files and texts of (the app's most visited, `/home/home`…). */
    preloadRoutes?: readonly string[];
    /**
     * Runs on the build's output directory once this plugin has written index.html, the build's last write
     * (closeBundle hooks run side by side, so a plugin of its own could not wait for it).
     */
    afterWrite?: (outDir: string) => void | Promise<void>;
  } = {},
): Plugin {
  let config: ResolvedConfig;
  let chunks: BuiltChunk[] = [];
  return {
    name: 'tsumiki:first-screen',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    // After Vite's own generateBundle work (it drops the JS chunks that only carried CSS): the files as written.
    writeBundle(_, bundle) {
      chunks = Object.values(bundle).flatMap((out) =>
        out.type === 'chunk'
          ? [
              {
                fileName: out.fileName,
                facadeModuleId: out.facadeModuleId,
                isEntry: out.isEntry,
                imports: out.imports,
                css: [...(out.viteMetadata?.importedCss ?? [])],
                modules: Object.keys(out.modules),
              },
            ]
          : [],
      );
    },
    async closeBundle(error?: Error) {
      if (error) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      await writeFirstScreen(outDir);
      await options.afterWrite?.(outDir);
    },
  };

  async function writeFirstScreen(outDir: string) {
    await withNodeBuild<FirstScreenModule, void>(
      nodeBuild(),
      config,
      'src/firstScreen.tsx',
      async (screen) => {
        if (!screen.firstScreenPossible) return;

        const copies: string[] = [];
        for (const language of screen.firstScreenLanguages) {
          const html = withoutImagePreloads(await screen.renderFirstScreen(language));
          copies.push(`<div ${SHOWN}="${language}">${html}</div>`);
        }
        const used = classesOf(copies.join(''));
        // The signed-in frame of each main route, shown on a signed-in cold start there.
        const shellPaths = (options.preloadRoutes ?? []).filter(
          (p) => screen.firstScreenRoutes.routes.find((r) => r.path === p)?.shell,
        );
        const shells: string[] = [];
        const shellIds: string[] = [];
        for (const language of screen.firstScreenLanguages)
          for (const shellPath of shellPaths) {
            const id = `${language} ${shellPath}`;
            shellIds.push(id);
            const html = withoutImagePreloads(await screen.renderShellScreen(language, shellPath));
            shells.push(`<div ${SHOWN}="${id}">${html}</div>`);
          }
        const assets = path.join(outDir, 'assets');
        const indexPath = path.join(outDir, 'index.html');
        let index = readFileSync(indexPath, 'utf8');
        const linked = new Set(
          [...index.matchAll(/href="\.\/assets\/([^"]+\.css)"/g)].map((m) => m[1] ?? ''),
        );
        // The stylesheets that define a class the screen uses, beyond those index.html links already (the
        // start route's chunk, the brand's theme): render-blocking, like the entry's, and the app's own later.
        // The app's entry and its preloads move from index.html into the boot script.
        const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
        const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
        const entry = index.match(entryTag)?.[1];
        if (!entry) throw new Error('index.html has no module script');
        const preload = [...index.matchAll(preloadTag)].map((m) => m[1] ?? '');
        index = index.replace(entryTag, '').replace(preloadTag, '');
        const definingAny = (classes: Set<string>, skip: ReadonlySet<string>) =>
          readdirSync(assets)
            .filter((file) => file.endsWith('.css') && !skip.has(file))
            .filter((file) => {
              const css = readFileSync(path.join(assets, file), 'utf8');
              return [...classes].some((name) => new RegExp(`\\.${name}(?![\\w-])`).test(css));
            })
            .sort();
        // What both the start screen and the frames use (the theme, the layout) is linked in the head, where the
        // browser finds it at once; each one's own is linked by the boot script when it shows that copy
        // (render-blocking then), so a signed-in route does not download the welcome's, nor the start screen
        // wait for the frames'.
        const startCss = definingAny(used, linked);
        const frameCss = definingAny(classesOf(shells.join('')), linked);
        const shared = startCss.filter((file) => frameCss.includes(file));
        const more = startCss.filter((file) => !shared.includes(file));
        const shellCss = frameCss.filter((file) => !shared.includes(file));
        const data: BootData = {
          boot: screen.firstScreenBoot,
          languages: screen.firstScreenLanguages,
          entry,
          preload,
          shellPaths,
          shellCss: shellCss.map((file) => `./assets/${file}`),
          routes: routePreloads(
            chunks,
            config.root,
            screen.firstScreenRoutes,
            screen.firstScreenLanguages,
            options.preloadRoutes ?? [],
            new Set([...linked, ...shared].map((file) => `assets/${file}`)),
          ),
          welcomeCss: more.map((file) => `./assets/${file}`),
        };
        // Hidden unless the boot script names the copy's language; the copy's wrapper has no box, and `#root`
        // takes the height the kit's base layer gives it when the provider is its child. Inline: as a file it was
        // one more request before the first paint, holding one of a phone's six HTTP/1.1 connections. The policy's
        // style-src allows inline styles (Radix's scroll lock injects one); it could not name these rules by hash
        // instead, since a hash beside 'unsafe-inline' turns 'unsafe-inline' off.
        const rules = `#root>[${SHOWN}]{display:none}${[...screen.firstScreenLanguages, ...shellIds]
          .map((l) => `html[${SHOWN}="${l}"] #root>[${SHOWN}="${l}"]`)
          .join(',')}{display:contents}html[${SHOWN}] #root{height:100%}`;
        const head = [
          `<style>${rules}</style>`,
          ...shared.map((file) => `<link rel="stylesheet" crossorigin href="./assets/${file}">`),
        ].join('\n    ');
        index = index
          // First in the head: it decides before anything paints, and an inline script after a stylesheet would wait
          // for that stylesheet before it runs.
          .replace(
            '</title>',
            `</title>\n    ${bootDataBlock(data)}\n    <script>${await bootScript()}</script>`,
          )
          .replace('</head>', `    ${head}\n  </head>`)
          .replace('<div id="root"></div>', `<div id="root">${[...copies, ...shells].join('')}</div>`);
        if (!index.includes(`${SHOWN}="`)) throw new Error('index.html has no <div id="root"></div>');
        writeFileSync(indexPath, index);
      },
    );
  }
}
