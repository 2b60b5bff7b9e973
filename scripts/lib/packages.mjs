import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The published packages, in dependency order (ui depends on sdk). */
export const PUBLISHED = [
  { name: '@tsumiki/sdk', dir: path.join(root, 'packages/sdk') },
  { name: '@tsumiki/ui', dir: path.join(root, 'packages/ui') },
];

export function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Runs a command, inheriting stdio; throws with the command line when it fails. */
export function run(command, args, options = {}) {
  execFileSync(command, args, { stdio: 'inherit', cwd: root, ...options });
}

/**
 * `npm pack` of one package directory. With `destination` the tarball is written there; without it nothing is
 * written (`--dry-run`). Returns npm's JSON report: `{ filename, files: [{ path, size }], size, unpackedSize }`.
 */
export function pack(dir, destination) {
  const args = ['pack', '--json', '--ignore-scripts'];
  if (destination) args.push('--pack-destination', destination);
  else args.push('--dry-run');
  const out = execFileSync('npm', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const report = JSON.parse(out)[0];
  return destination ? { ...report, tarball: path.join(destination, report.filename) } : report;
}
