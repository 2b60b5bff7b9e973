import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test-deploy.mjs');

/** Runs `npm run test:deploy` (scripts/deploy/test-deploy.mjs) and keeps everything it printed. */
function runDeployment(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

// The reference deployment (docs/deploy.md): build, two instances behind nginx on one PostgreSQL, the journey
// with one instance stopped half-way, the money invariants. Its checks are printed; any FAIL fails this test.
it('runs the reference deployment end to end with every check passing', async () => {
  const { code, output: full } = await runDeployment();
  // The end of the log names what failed (and the kept temp folder with every log).
  const output = full.split('\n').slice(-150).join('\n');
  const failed = full.split('\n').filter((line) => /^\s*FAIL\b|^FAILED:/.test(line));
  expect(failed, output).toEqual([]);
  expect(code, output).toBe(0);
  expect(full).toMatch(/test:deploy PASS: (\d+)\/\1 checks passed/);
});
