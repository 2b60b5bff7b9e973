// `npm run docs:api`: renders the API reference (Redocly) from openapi/tsumiki.yaml plus what its readers need
// beside it (openapi/lib/reference.ts): wire values of every enumeration with their meaning, a curl and an SDK
// sample for every operation made from its schema, and the error catalogue in the SDK's three languages.
// `--output <file>` (default docs/api/index.html); other arguments go to `redocly build-docs` as they are.
// `--yaml <file>` also writes the transformed document.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { parse, stringify } from 'yaml';
import { root } from './lib/packages.mjs';

/** The transform and the SDK's data it reads, bundled from source (TypeScript) into one module. */
async function loadReference() {
  const outfile = path.join(root, 'node_modules/.cache/tsumiki-api-docs/reference.mjs');
  await build({
    stdin: {
      contents: [
        "export { referenceDocument } from './openapi/lib/reference.ts';",
        "export { endpointMeta } from './packages/sdk/src/store/endpoints.ts';",
        "export { messages as ja } from './packages/sdk/src/i18n/locales/ja/messages.ts';",
        "export { messages as zhCN } from './packages/sdk/src/i18n/locales/zh-CN/messages.ts';",
        "export { messages as en } from './packages/sdk/src/i18n/locales/en/messages.ts';",
      ].join('\n'),
      resolveDir: root,
      sourcefile: 'api-docs-entry.ts',
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    logLevel: 'warning',
  });
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}

const args = process.argv.slice(2);
const take = (flag, fallback) => {
  const at = args.indexOf(flag);
  if (at === -1) return fallback;
  const [, value] = args.splice(at, 2);
  return value;
};
const output = path.resolve(root, take('--output', 'docs/api/index.html'));
const yamlOut = take('--yaml', undefined);

const reference = await loadReference();
const contract = parse(readFileSync(path.join(root, 'openapi/tsumiki.yaml'), 'utf8'));
const kinds = Object.fromEntries(Object.entries(reference.endpointMeta).map(([id, meta]) => [id, meta.kind]));
const doc = reference.referenceDocument({
  contract,
  messages: { ja: reference.ja, 'zh-CN': reference.zhCN, en: reference.en },
  kinds,
});
const text = stringify(doc, { lineWidth: 0 });
if (yamlOut) writeFileSync(path.resolve(root, yamlOut), text);

const tmp = mkdtempSync(path.join(tmpdir(), 'tsumiki-api-docs-'));
try {
  const input = path.join(tmp, 'tsumiki.yaml');
  writeFileSync(input, text);
  mkdirSync(path.dirname(output), { recursive: true });
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/redocly'),
    [
      'build-docs',
      input,
      '--config',
      path.join(root, 'openapi/redocly.yaml'),
      '--inlineBundle',
      '--output',
      output,
      ...args,
    ],
    { stdio: 'inherit', cwd: root },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
