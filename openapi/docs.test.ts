import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { parse } from 'yaml';

const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

// docs/backend.md tells a broker's backend team how many calls to serve; it must move with the contract.
it('docs/backend.md states the number of operations the contract has', () => {
  const spec = parse(read('./tsumiki.yaml')) as { paths: Record<string, Record<string, unknown>> };
  const count = Object.values(spec.paths).flatMap((item) =>
    Object.keys(item).filter((k) => METHODS.has(k)),
  ).length;
  const stated = [...read('../docs/backend.md').matchAll(/\b(\d+) operations\b/g)].map((m) => Number(m[1]));
  expect(stated).not.toEqual([]);
  expect(stated).toEqual(stated.map(() => count));
});
