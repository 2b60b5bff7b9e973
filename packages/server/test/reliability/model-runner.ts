import fc from 'fast-check';
import type { DbTarget } from '../helpers/db';
import type { Harness } from './harness';
import { openHarness } from './harness';
import type { Model, Real } from './model';
import { COMMANDS } from './model';
import { suiteCount, timeoutFor } from './scale';

/**
 * Runs, seed and path from the environment: FC_NUM_RUNS (total over `parts`; default `defaultRuns` times
 * RELIABILITY_SCALE), FC_SEED, FC_PATH. `timeout` is the test's, grown with the runs.
 */
export function modelSettings(part: number, parts: number, defaultRuns: number) {
  const total = suiteCount('FC_NUM_RUNS', defaultRuns);
  const numRuns = Math.floor(total / parts) + (part < total % parts ? 1 : 0);
  const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : (Date.now() ^ (part * 0x9e3779b1)) | 0;
  const path = process.env.FC_PATH;
  return { numRuns, total, seed, path, timeout: timeoutFor(900_000, total, defaultRuns) };
}

/**
 * Runs `numRuns` fast-check command sequences (up to 50 commands each) against one shared database, every
 * invariant checked after every command. Prints the seed and the command that replays it.
 */
export async function runModel(target: DbTarget, file: string, settings: ReturnType<typeof modelSettings>) {
  const h: Harness = await openHarness(target);
  let seq = 0;
  const started = performance.now();
  const replay = `FC_SEED=${settings.seed}${settings.path ? ` FC_PATH=${settings.path}` : ''} FC_NUM_RUNS=${settings.total} npx vitest run --project server ${file}`;
  console.log(`[model ${target}] ${settings.numRuns} sequences, seed ${settings.seed}; replay: ${replay}`);
  let commands = 0;
  try {
    await fc.assert(
      fc.asyncProperty(fc.commands(COMMANDS, { maxCommands: 50 }), async (cmds) => {
        // Funded from the start, so positions live through the forced close's days of prices.
        const { customers, ipoId } = await h.world(2, 25, 300_000);
        const real: Real = { h, customers, ipoId, seq: seq++, n: 0 };
        const model: Model = { steps: 0 };
        await fc.asyncModelRun(() => ({ model, real }), cmds);
        commands += model.steps;
        const [done] = await h.db.query<{ stops: number; later: number; cancelled: number }>(
          `SELECT count(*) FILTER (WHERE close_reason = 'stopOut')::int AS stops,
                  count(*) FILTER (WHERE filled_at > created_at)::int AS later,
                  count(*) FILTER (WHERE cancel_reason IS NOT NULL)::int AS cancelled
           FROM orders WHERE account_id = ANY($1::bigint[])`,
          [customers.map((c) => c.id)],
        );
        h.stats.stopOuts += done?.stops ?? 0;
        h.stats.laterFills += done?.later ?? 0;
        h.stats.cancelled += done?.cancelled ?? 0;
      }),
      {
        numRuns: settings.numRuns,
        seed: settings.seed,
        path: settings.path,
        endOnFailure: !process.env.FC_SHRINK,
      },
    );
  } finally {
    const s = ((performance.now() - started) / 1000).toFixed(1);
    const { stopOuts, laterFills, cancelled } = h.stats;
    const checks = `${h.stats.checks} invariant checks (${(h.stats.checkMs / 1000).toFixed(1)} s); ${stopOuts} positions stopped out, ${laterFills} limit orders filled after they were placed, ${cancelled} cancelled for the balance`;
    console.log(
      `[model ${target}] ${seq} sequences, ${commands} commands, ${checks} in ${s} s (seed ${settings.seed})`,
    );
    await h.close();
  }
}
