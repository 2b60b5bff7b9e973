// Every TypeScript sample in the repository's markdown compiles, and the ones marked `run` run (see the
// convention at the top of samples.ts). A README whose example does not compile is the first thing a broker's
// developer meets; this keeps every one of them honest.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { referenceDocument } from '../../openapi/lib/reference';
import { contractOperations, type Json } from '../../openapi/lib/schemaValues';
import { endpointMeta } from '../../packages/sdk/src/store/endpoints';
import { compileSamples, type SampleDiagnostic } from './compile';
import { startSampleServer } from './sampleServer';
import { type Sample, samplesOf } from './samples';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every tracked markdown file but changelogs and pending changesets (their text is one line of prose). */
const docs = execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && !f.startsWith('.changeset/') && !f.endsWith('CHANGELOG.md'));
const samples = samplesOf(root, docs);
const compiled = samples.filter((s) => !s.flags.includes('partial'));
const runnable = samples.filter((s) => s.flags.includes('run'));

/** The TypeScript samples the API reference shows (x-codeSamples), as samples of the contract. */
function apiSamples(): Sample[] {
  const contract = parse(readFileSync(path.join(root, 'openapi/tsumiki.yaml'), 'utf8'));
  const kinds = Object.fromEntries(Object.entries(endpointMeta).map(([id, meta]) => [id, meta.kind]));
  const doc = referenceDocument({ contract, messages: {}, kinds });
  const files = new Map(
    contractOperations(contract).map((op) => [op.operationId, op.fields.filter((f) => f.file)]),
  );
  return Object.values<Json>(doc.paths).flatMap((item, i) =>
    (item.post['x-codeSamples'] as { lang: string; label: string; source: string }[])
      .filter((sample) => sample.lang === 'TypeScript')
      .map((sample, j) => ({
        doc: `openapi/tsumiki.yaml x-codeSamples ${item.post.operationId} ${sample.label}`,
        line: i * 10 + j + 1,
        lang: 'tsx' as const,
        flags: [],
        prelude: [
          "import { createTsumiki } from '@tsumiki/sdk';",
          "import { useEndpoint, useMutation, useQuoteStream } from '@tsumiki/sdk/react';",
          'declare const sdk: ReturnType<typeof createTsumiki>;',
          ...(files.get(item.post.operationId) ?? []).map((f) => `declare const ${f.name}File: File;`),
          '',
        ].join('\n'),
        code: `${sample.source}\n`,
      })),
  );
}

let diagnostics: SampleDiagnostic[] | undefined;
/** One program for the docs' samples and the API reference's: compiled once, read by two tests. */
const compiled$ = () => {
  diagnostics ??= compileSamples(root, [...compiled, ...apiSamples()]);
  return diagnostics;
};

describe('the code samples of the markdown docs', () => {
  it('finds the samples of the READMEs and guides', () => {
    const byDoc = new Set(samples.map((s) => s.doc));
    for (const doc of ['README.md', 'packages/sdk/README.md', 'packages/ui/README.md', 'docs/white-label.md'])
      expect(byDoc.has(doc), doc).toBe(true);
    console.log(
      `doc samples: ${samples.length} in ${byDoc.size} documents, ${compiled.length} compiled, ` +
        `${runnable.length} run, ${samples.length - compiled.length} partial (${samples
          .filter((s) => s.flags.includes('partial'))
          .map((s) => `${s.doc}:${s.line}`)
          .join(', ')})`,
    );
  });

  it('only marks a sample partial or run with a known flag', () => {
    const unknown = samples.flatMap((s) =>
      s.flags.filter((f) => f !== 'partial' && f !== 'run').map((f) => `${s.doc}:${s.line} ${f}`),
    );
    expect(unknown).toEqual([]);
  });

  it('compiles every sample that is not marked partial (strict TypeScript against the packages)', () => {
    const problems = compiled$()
      .filter((d) => !d.where.startsWith('openapi/'))
      .map((d) => `${d.where} TS${d.code}: ${d.message}`);
    expect(problems).toEqual([]);
  });

  it('compiles the SDK samples of every operation in the API reference (npm run docs:api)', () => {
    expect(apiSamples().length).toBeGreaterThan(100);
    const problems = compiled$()
      .filter((d) => d.where.startsWith('openapi/'))
      .map((d) => `${d.where} TS${d.code}: ${d.message}`);
    expect(problems).toEqual([]);
  });
});

describe.runIf(runnable.length > 0)('the samples marked run', () => {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '.run');
  let server: Awaited<ReturnType<typeof startSampleServer>>;
  beforeAll(async () => {
    server = await startSampleServer();
    mkdirSync(dir, { recursive: true });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(runnable.map((s) => [`${s.doc}:${s.line}`, s] as [string, Sample]))(
    '%s runs against the reference server',
    async (_where, sample) => {
      // Written beside this test so vitest's module loader compiles it and resolves the workspace packages.
      const file = path.join(dir, `${sample.doc.replace(/\W+/g, '-')}-${sample.line}.ts`);
      writeFileSync(file, `${sample.prelude}${sample.code}export {};\n`);
      const log = await server.capture(() => import(/* @vite-ignore */ file));
      console.log(`${sample.doc}:${sample.line} printed:\n  ${log.join('\n  ')}`);
    },
  );
});
