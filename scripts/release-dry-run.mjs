// `npm run release`: a dry run of the release in a throwaway git worktree. It applies the
// pending changesets (`changeset version`: bumps versions, internal dependency ranges, writes CHANGELOG.md),
// packs the published packages with their new versions, and prints what `changeset publish` would publish.
// The working tree is never touched. Run after `npm run build:packages` (or pass --build). `--keep` keeps
// the copy and its tarballs; `--publish` is deliberately not offered: publishing is CI's job with a token.
// The steps live in lib/release.mjs, which CI's ship tests (scripts/ship/ship.test.ts) run too.
import { run } from './lib/packages.mjs';
import { releaseDryRun } from './lib/release.mjs';

if (process.argv.includes('--build')) run('npm', ['run', 'build:packages']);
const keep = process.argv.includes('--keep');

const { copy, pending, packages, remove } = await releaseDryRun({ echo: true });
try {
  console.log(`\npending changesets: ${pending.length} (${pending.map((c) => c.file).join(', ')})`);
  if (pending.length === 0) console.log('nothing to release');
  console.log('\nwould publish:');
  for (const { name, from, to, dependencies, changelog, pack } of packages) {
    if (!pack) {
      console.log(`  ${name} ${from} (unchanged, not published)`);
      continue;
    }
    const deps = Object.entries(dependencies)
      .filter(([dep]) => dep.startsWith('@tsumiki/'))
      .map(([dep, range]) => `${dep}@${range}`);
    console.log(
      `  ${name} ${from} -> ${to}  ${pack.filename}  (${pack.files.length} files, ` +
        `${(pack.size / 1024).toFixed(1)} kB)${deps.length ? `  depends on ${deps.join(', ')}` : ''}`,
    );
    console.log(`    npm publish ${pack.filename} --access public --tag latest`);
    if (changelog) {
      const text = changelog.split('\n').slice(0, 14).join('\n    ');
      console.log(`    CHANGELOG.md:\n    ${text}\n`);
    }
  }
} finally {
  if (keep) console.log(`kept the worktree ${copy} (git worktree remove --force it)`);
  else remove();
}
console.log('dry run: nothing was published and the working tree is unchanged');
