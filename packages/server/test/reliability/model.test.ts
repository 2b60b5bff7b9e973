import { describe, it } from 'vitest';
import { dbTargets } from '../helpers/db';
import { modelSettings, runModel } from './model-runner';

// Half of the CI's 1,000 sequences; model-b.test.ts runs the other half in parallel (2 cores).
describe.each(dbTargets())('money model, part A, on %s', (target) => {
  const settings = modelSettings(0, 2, target === 'pglite' ? 1000 : 100);
  it('keeps every invariant through random command sequences', { timeout: settings.timeout }, async () => {
    await runModel(target, 'test/reliability/model.test.ts', settings);
  });
});
