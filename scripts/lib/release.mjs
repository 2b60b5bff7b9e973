// The release dry run of `npm run release` (scripts/release-dry-run.mjs), importable so CI's ship tests
// (scripts/ship/ship.test.ts) check what it produces: versions, changelogs, tarballs.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exec } from './exec.mjs';
import { PUBLISHED, pack, readJson, root } from './packages.mjs';

/**
 * The pending changesets of a `.changeset` folder: file name, the bump per package from the front matter,
 * and the summary (the text after it).
 */
export function readChangesets(dir = path.join(root, '.changeset')) {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md') && f !== 'README.md')
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(dir, file), 'utf8');
      const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
      if (!match) throw new Error(`.changeset/${file} has no front matter`);
      const bumps = {};
      for (const line of match[1].split('\n')) {
        const entry = /^\s*['"]?([^'":]+)['"]?\s*:\s*(major|minor|patch)\s*$/.exec(line);
        if (entry) bumps[entry[1]] = entry[2];
      }
      return { file, bumps, summary: match[2].trim() };
    });
}

// Serialised with the other scripts that touch the shared repository's worktree list.
const git = (...args) =>
  execFileSync('flock', ['/tmp/git.lock', 'git', ...args], { cwd: root, stdio: 'ignore' });

/**
 * `changeset version` in a detached git worktree of HEAD with the working tree's pending changesets and dist
 * folders (so a changeset written but not committed is part of it), then `npm pack` of every bumped package.
 * The working tree is never touched. Needs the packages built. Returns what happened per package and
 * `remove()`, which deletes the worktree (call it when done).
 */
export async function releaseDryRun({ echo = false } = {}) {
  for (const { name, dir } of PUBLISHED) {
    if (!existsSync(path.join(dir, 'dist')))
      throw new Error(`${name} is not built: run npm run build:packages`);
  }
  const copy = path.join(mkdtempSync(path.join(tmpdir(), 'tsumiki-release-')), 'tree');
  git('worktree', 'add', '--detach', copy, 'HEAD');
  const remove = () => {
    if (!existsSync(copy)) return;
    git('worktree', 'remove', '--force', copy);
    rmSync(path.dirname(copy), { recursive: true, force: true });
  };
  try {
    rmSync(path.join(copy, '.changeset'), { recursive: true, force: true });
    cpSync(path.join(root, '.changeset'), path.join(copy, '.changeset'), { recursive: true });
    // Changesets resolves its changelog generator from the tree: borrow the workspace's node_modules.
    symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    for (const { dir } of PUBLISHED) {
      cpSync(path.join(dir, 'dist'), path.join(copy, path.relative(root, dir), 'dist'), { recursive: true });
    }
    const pending = readChangesets(path.join(copy, '.changeset'));
    const before = Object.fromEntries(
      PUBLISHED.map(({ name, dir }) => [
        name,
        readJson(path.join(copy, path.relative(root, dir), 'package.json')),
      ]),
    );
    await exec(path.join(root, 'node_modules/.bin/changeset'), ['version'], { cwd: copy, echo });

    const tarballs = path.join(copy, 'tarballs');
    mkdirSync(tarballs);
    const packages = PUBLISHED.map(({ name, dir }) => {
      const copied = path.join(copy, path.relative(root, dir));
      const after = readJson(path.join(copied, 'package.json'));
      const changelogFile = path.join(copied, 'CHANGELOG.md');
      return {
        name,
        from: before[name].version,
        to: after.version,
        dependencies: after.dependencies ?? {},
        peerDependencies: after.peerDependencies ?? {},
        peerRangesBefore: before[name].peerDependencies ?? {},
        changelog: existsSync(changelogFile) ? readFileSync(changelogFile, 'utf8') : '',
        pack: after.version === before[name].version ? undefined : pack(copied, tarballs),
      };
    });
    return { copy, pending, packages, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/**
 * Whether `version` (x.y.z) satisfies a caret range or a union of them (`^0.1.0 || ^1.0.0`), with npm's
 * rules: `^0.0.z` fixes the patch, `^0.y.z` the minor, `^x.y.z` the major.
 */
export function satisfiesCaret(version, range) {
  const parse = (v) => v.split('.').map(Number);
  const [major, minor, patch] = parse(version);
  return range.split('||').some((part) => {
    const match = /^\s*\^(\d+\.\d+\.\d+)\s*$/.exec(part);
    if (!match) throw new Error(`not a caret range: ${part}`);
    const [M, m, p] = parse(match[1]);
    const atLeast = major > M || (major === M && (minor > m || (minor === m && patch >= p)));
    if (!atLeast) return false;
    if (M > 0) return major === M;
    if (m > 0) return major === 0 && minor === m;
    return major === 0 && minor === 0 && patch === p;
  });
}
