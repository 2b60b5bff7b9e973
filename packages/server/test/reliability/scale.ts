/**
 * The size of a reliability suite: its own variable when set (FC_NUM_RUNS, FUZZ_RUNS, CRASH_ROUNDS, BANK_OPS),
 * else the CI count times RELIABILITY_SCALE (default 1; `npm run test:soak` sets 10). At least 1.
 */
export function suiteCount(variable: string, ci: number): number {
  const own = process.env[variable];
  if (own) return Number(own);
  const scale = Number(process.env.RELIABILITY_SCALE || 1);
  return Math.max(1, Math.round(ci * (Number.isFinite(scale) && scale > 0 ? scale : 1)));
}

/** A test's timeout, `ms` for the CI count, stretched in proportion when the suite runs `count` instead. */
export function timeoutFor(ms: number, count: number, ci: number): number {
  return Math.max(ms, Math.ceil((ms * count) / ci));
}
