import { describe, it } from 'vitest';
import { dbTargets } from '../helpers/db';
import { modelSettings, runModel } from './model-runner';

// The other half of the CI's 1,000 sequences (see model.test.ts).
describe.each(dbTargets())('money model, part B, on %s', (target) => {
  const settings = modelSettings(1, 2, target === 'pglite' ? 1000 : 100);
  it('keeps every invariant through random command sequences', { timeout: settings.timeout }, async () => {
    await runModel(target, 'test/reliability/model-b.test.ts', settings);
  });
});
