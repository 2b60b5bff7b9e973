import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The crash suite runs the built server as a separate process (to kill it): build it first, as `npm start`
 * does, whenever that suite can run (it needs a real PostgreSQL).
 */
export default function setup() {
  if (!process.env.TEST_DATABASE_URL) return;
  const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  execFileSync('npx', ['tsup'], { cwd: serverRoot, stdio: 'ignore' });
}
