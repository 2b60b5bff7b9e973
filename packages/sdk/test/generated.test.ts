import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { generateTypes, outputUrl } from '../scripts/generate-types.mjs';

it('should keep src/generated/api.ts in step with openapi/tsumiki.yaml (run `npm run gen`)', async () => {
  const committed = await readFile(outputUrl, 'utf8');
  expect(committed === (await generateTypes()), 'src/generated/api.ts is stale: run `npm run gen`').toBe(
    true,
  );
});
