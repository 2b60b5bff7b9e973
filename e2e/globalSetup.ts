import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Builds the app once before the journeys, as `npm start` does. */
export default function setup() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  execFileSync('npm', ['run', 'build', '-w', '@tsumiki/app'], { cwd: root, stdio: 'ignore' });
}
