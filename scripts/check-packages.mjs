// Checks what `npm pack` would publish for @tsumiki/sdk and @tsumiki/ui (run after `npm run build`):
// the file list holds no tests, stories, screenshots, source maps or sources; every export target is in it;
// the ui ships one full stylesheet and its split into base.css and one file per theme; no file leaks a build
// machine path or a secret-looking string; the SDK's entries reach no language's texts statically (each
// language is a chunk loaded when chosen); the manifest promises what the declaration files need
// (scripts/lib/manifest.mjs: every package a .d.ts imports is a dependency or a peer, untyped dependencies bring
// their @types, ranges rather than exact pins, license, repository, homepage and bugs) and a LICENSE file ships.
// Then runs publint (strict) and attw (ESM-only profile) on each package. `--no-lint` skips the last two;
// `--list` prints every file of each tarball.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { manifestProblems } from './lib/manifest.mjs';
import { PUBLISHED, pack, readJson, root } from './lib/packages.mjs';

/** Paths that must never be published, with the reason printed when one is. */
const FORBIDDEN = [
  [/\.(test|spec)\.[cm]?[jt]sx?$|\.test-d\.ts$/, 'a test'],
  [/\.stories\.[jt]sx?$/, 'a story'],
  [/\.map$/, 'a source map (would publish our sources and paths)'],
  [/^src\//, 'a source file (consumers get dist; the @tsumiki/source condition is for the workspace)'],
  [/__screenshots__|\.png$/, 'a screenshot'],
  [/(^|\/)\.env|\.pem$|\.key$/, 'a secret-looking file'],
  [/tsbuildinfo$|(^|\/)fixtures\//, 'a build or test artefact'],
];

/** Contents that must never be published: build machine paths and credential-looking strings. */
const LEAKS = [
  [new RegExp(root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), 'an absolute path of this checkout'],
  [/file:\/\/\//, 'a file URL of the build machine'],
  [/sourceMappingURL=/, 'a source map reference'],
  [/-----BEGIN [A-Z ]*PRIVATE KEY-----/, 'a private key'],
];

function exportTargets(value, key = '') {
  if (key === '@tsumiki/source') return [];
  if (typeof value === 'string') return [value.replace(/^\.\//, '')];
  return Object.entries(value ?? {}).flatMap(([k, v]) => exportTargets(v, k));
}

/** Every module a built module imports statically (`from "./x.js"`, `import "./x.js"`), itself included. */
function staticClosure(file, seen = new Set()) {
  if (seen.has(file) || !existsSync(file)) return seen;
  seen.add(file);
  for (const m of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    staticClosure(path.resolve(path.dirname(file), m[1]), seen);
  }
  return seen;
}

/**
 * Texts that must stay out of an SDK entry's static graph: each language's messages, rule texts and labels load
 * on demand (`loadBuiltInLocale`), so an app downloads only the chosen one. Only `./locales*` may hold them.
 */
const TEXT_MODULE = /[\\/](i18n[\\/]locales[\\/]|generated[\\/]labels(Ja|ZhCN|En)(First|Rest)\.js$)/;
const TEXT_MARKS = ['ホーム', '"shell.tabHome"'];

const problems = [];
for (const { name, dir } of PUBLISHED) {
  const manifest = readJson(path.join(dir, 'package.json'));
  const report = pack(dir);
  const files = report.files.map((f) => f.path);
  const where = (msg) => problems.push(`${name}: ${msg}`);
  for (const file of files) {
    for (const [pattern, why] of FORBIDDEN) if (pattern.test(file)) where(`${file} is ${why}`);
    if (/\.(js|css|d\.ts|json)$/.test(file)) {
      const text = readFileSync(path.join(dir, file), 'utf8');
      for (const [pattern, why] of LEAKS) if (pattern.test(text)) where(`${file} contains ${why}`);
    }
  }
  for (const target of exportTargets(manifest.exports)) {
    // A wildcard target (`./dist/themes/*.css`) must match at least one file.
    const [head, tail] = target.split('*');
    const found =
      tail === undefined ? files.includes(target) : files.some((f) => f.startsWith(head) && f.endsWith(tail));
    if (!found) where(`export target ${target} is not in the package (built?)`);
  }
  if (name === '@tsumiki/sdk') {
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      if (subpath.startsWith('./locales') || typeof target !== 'object' || !target.import) continue;
      for (const file of staticClosure(path.join(dir, target.import))) {
        const text = readFileSync(file, 'utf8');
        if (TEXT_MODULE.test(file) || TEXT_MARKS.some((mark) => text.includes(mark)))
          where(`${subpath} reaches ${path.relative(dir, file)}, which holds a language's texts, statically`);
      }
    }
  }
  if (!files.includes('LICENSE')) where('no LICENSE file in the package');
  else if (
    readFileSync(path.join(dir, 'LICENSE'), 'utf8') !== readFileSync(path.join(root, 'LICENSE'), 'utf8')
  )
    where('LICENSE differs from the repository LICENSE');
  const declarations = Object.fromEntries(
    files.filter((f) => f.endsWith('.d.ts')).map((f) => [f, readFileSync(path.join(dir, f), 'utf8')]),
  );
  if (Object.keys(declarations).length === 0) where('no declaration files (built?)');
  const installedDir = (dep) =>
    [path.join(dir, 'node_modules', dep), path.join(root, 'node_modules', dep)].find((d) =>
      existsSync(path.join(d, 'package.json')),
    );
  for (const problem of manifestProblems(manifest, declarations, installedDir)) where(problem);
  if (name === '@tsumiki/ui') {
    // style.css (everything), or base.css with one theme per brand: nothing else, no half of the styles.
    const css = files.filter((f) => f.endsWith('.css')).sort();
    const want = [
      'dist/base.css',
      'dist/style.css',
      ...['dark', 'light', 'murasaki'].map((t) => `dist/themes/${t}.css`),
    ];
    if (css.join() !== want.join())
      where(`expected the stylesheets ${want.join(', ')}, found ${css.join(', ')}`);
    const style = readFileSync(path.join(dir, 'dist/style.css'), 'utf8');
    const base = readFileSync(path.join(dir, 'dist/base.css'), 'utf8');
    if (base.includes('tsumiki-theme-')) where('dist/base.css holds a theme');
    for (const t of ['dark', 'light', 'murasaki'])
      if (!style.includes(readFileSync(path.join(dir, `dist/themes/${t}.css`), 'utf8')))
        where(`dist/style.css lacks the ${t} theme`);
  }
  const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
  console.log(
    `${name}: ${files.length} files, ${kb(report.size)} packed, ${kb(report.unpackedSize)} unpacked`,
  );
  if (process.argv.includes('--list')) {
    for (const f of report.files) console.log(`  ${String(f.size).padStart(8)}  ${f.path}`);
  }
}

if (!process.argv.includes('--no-lint')) {
  for (const { name, dir } of PUBLISHED) {
    const tools = [
      ['publint', ['--strict', dir]],
      [
        'attw',
        [
          ...['--pack', dir, '--profile', 'esm-only', '--format', 'ascii'],
          ...['--exclude-entrypoints', './style.css', './base.css', './themes/*.css'],
        ],
      ],
    ];
    for (const [tool, args] of tools) {
      const result = spawnSync(path.join(root, 'node_modules/.bin', tool), args, {
        encoding: 'utf8',
        cwd: root,
      });
      const output = `${result.stdout}${result.stderr}`.trim();
      console.log(`\n$ ${tool} ${args.join(' ')}\n${output}`);
      if (result.status !== 0) problems.push(`${name}: ${tool} failed (exit ${result.status})`);
    }
  }
}

if (problems.length > 0) {
  console.error(`\n${problems.length} packaging problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`\npackages OK: contents${process.argv.includes('--no-lint') ? '' : ', publint and attw'}`);
