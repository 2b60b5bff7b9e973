import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { generateOperations, generateTypes, operationsUrl, outputUrl } from '../scripts/generate-types.mjs';

it.each([
  ['src/generated/api.ts', outputUrl, generateTypes],
  ['src/generated/operations.ts', operationsUrl, generateOperations],
])('should keep %s in step with openapi/tsumiki.yaml (run `npm run gen`)', async (name, url, generate) => {
  const committed = await readFile(url, 'utf8');
  expect(committed === (await generate()), `${name} is stale: run \`npm run gen\``).toBe(true);
});
