// `npm run release`: a dry run of the release in a throwaway git worktree. It applies the
// pending changesets (`changeset version`: bumps versions, internal dependency ranges, writes CHANGELOG.md),
// packs the published packages with their new versions, and prints what `changeset publish` would publish.
// The working tree is never touched. Run after `npm run build:packages` (or pass --build). `--keep` keeps
// the copy and its tarballs; `--publish` is deliberately not offered: publishing is CI's job with a token.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PUBLISHED, pack, readJson, root, run } from './lib/packages.mjs';

if (process.argv.includes('--build')) run('npm', ['run', 'build:packages']);
for (const { name, dir } of PUBLISHED) {
  if (!existsSync(path.join(dir, 'dist')))
    throw new Error(`${name} is not built: run npm run build:packages`);
}

// A detached git worktree of HEAD: changesets reads the real history for its changelog links, and the
// working tree (with everyone's uncommitted edits) is never touched. Pending changesets and the builds come
// from the working tree, so a changeset written but not yet committed is part of the dry run.
const copy = path.join(mkdtempSync(path.join(tmpdir(), 'tsumiki-release-')), 'tree');
const git = (...args) =>
  execFileSync('flock', ['/tmp/git.lock', 'git', ...args], { cwd: root, stdio: 'ignore' });
git('worktree', 'add', '--detach', copy, 'HEAD');
process.on('exit', () => {
  if (!process.argv.includes('--keep')) git('worktree', 'remove', '--force', copy);
});
rmSync(path.join(copy, '.changeset'), { recursive: true, force: true });
cpSync(path.join(root, '.changeset'), path.join(copy, '.changeset'), { recursive: true });
// Changesets resolves its changelog generator from the tree: borrow the workspace's node_modules.
symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
for (const { dir } of PUBLISHED) {
  cpSync(path.join(dir, 'dist'), path.join(copy, path.relative(root, dir), 'dist'), { recursive: true });
}

const before = Object.fromEntries(
  PUBLISHED.map(({ name, dir }) => [name, readJson(path.join(dir, 'package.json'))]),
);
const pending = execFileSync('ls', [path.join(copy, '.changeset')], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => f.endsWith('.md') && f !== 'README.md');
console.log(`pending changesets: ${pending.length} (${pending.join(', ')})\n`);
if (pending.length === 0) console.log('nothing to release');

execFileSync(path.join(root, 'node_modules/.bin/changeset'), ['version'], { cwd: copy, stdio: 'inherit' });

const out = path.join(copy, 'tarballs');
mkdirSync(out);
console.log('\nwould publish:');
for (const { name, dir } of PUBLISHED) {
  const copied = path.join(copy, path.relative(root, dir));
  const after = readJson(path.join(copied, 'package.json'));
  const from = before[name].version;
  if (after.version === from) {
    console.log(`  ${name} ${from} (unchanged, not published)`);
    continue;
  }
  const report = pack(copied, out);
  const deps = Object.entries(after.dependencies ?? {})
    .filter(([dep]) => dep.startsWith('@tsumiki/'))
    .map(([dep, range]) => `${dep}@${range}`);
  console.log(
    `  ${name} ${from} -> ${after.version}  ${report.filename}  (${report.files.length} files, ` +
      `${(report.size / 1024).toFixed(1)} kB)${deps.length ? `  depends on ${deps.join(', ')}` : ''}`,
  );
  console.log(`    npm publish ${report.filename} --access public --tag latest`);
  const changelog = path.join(copied, 'CHANGELOG.md');
  if (existsSync(changelog)) {
    const text = readFileSync(changelog, 'utf8').split('\n').slice(0, 14).join('\n    ');
    console.log(`    CHANGELOG.md:\n    ${text}\n`);
  }
}

if (process.argv.includes('--keep'))
  console.log(`kept the worktree ${copy} (git worktree remove --force it)`);
console.log('dry run: nothing was published and the working tree is unchanged');
