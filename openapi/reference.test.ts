// The API reference's additions (lib/reference.ts, rendered by `npm run docs:api`): every operation has a curl
// and SDK samples whose form the server accepts, every enumeration shows its wire values, and the error
// catalogue has every msg key in three languages. The samples' TypeScript is compiled in scripts/docs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { messages as en } from '../packages/sdk/src/i18n/locales/en/messages';
import { messages as ja } from '../packages/sdk/src/i18n/locales/ja/messages';
import { messages as zhCN } from '../packages/sdk/src/i18n/locales/zh-CN/messages';
import { endpointMeta } from '../packages/sdk/src/store/endpoints';
import { loadContract } from '../packages/server/src/http/contract';
import { codeSamples, referenceDocument } from './lib/reference';
import { contractOperations, exampleForm, type Json, wireValues } from './lib/schemaValues';

const contractUrl = new URL('./tsumiki.yaml', import.meta.url);
const contract = parse(readFileSync(contractUrl, 'utf8'));
const kinds = Object.fromEntries(Object.entries(endpointMeta).map(([id, meta]) => [id, meta.kind]));
const doc = referenceDocument({ contract, messages: { ja, 'zh-CN': zhCN, en }, kinds });
const operations = contractOperations(contract);
const server = loadContract(contractUrl.pathname);

describe('the API reference', () => {
  it('has every operation of the contract, each with a curl, an SDK and a React sample', () => {
    const samples = Object.values<Json>(doc.paths).map((item) => [
      item.post.operationId,
      item.post['x-codeSamples']?.map((s: Json) => s.label),
    ]);
    expect(samples).toHaveLength(operations.length);
    for (const [id, labels] of samples) expect([id, labels]).toEqual([id, ['curl', 'SDK', 'SDK (React)']]);
  });

  it.each(operations.map((op) => [op.operationId, op] as const))(
    '%s: the sample form is one the server accepts',
    (_id, op) => {
      const form = exampleForm(op);
      const validate = server.operations.find((o) => o.operationId === op.operationId)?.validate;
      if (!validate) {
        expect(op.fields).toEqual([]);
        return;
      }
      const candidate = Object.fromEntries(
        Object.entries(form).map(([k, v]) => [k, op.fields.find((f) => f.name === k)?.file ? 'file' : v]),
      );
      expect([validate(candidate), validate.errors ?? []]).toEqual([true, []]);
      // Every field of the sample is in every sample: curl sends them all, the SDK all but the requestId.
      const [curl, sdk] = codeSamples(op, kinds[op.operationId] ?? 'mutation');
      for (const name of Object.keys(form)) {
        expect(curl?.source).toContain(`${name}=`);
        if (name !== 'requestId') expect(sdk?.source).toContain(`${name}:`);
      }
    },
  );

  it('shows the wire value of every enumeration beside its meaning', () => {
    const left: string[] = [];
    const walk = (node: Json, where: string) => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node.oneOf) && node.oneOf.length > 1 && wireValues(node)) left.push(where);
      if (Array.isArray(node.enum) && node['x-enumDescriptions']) {
        for (const value of node.enum) expect(node.description, where).toContain(`| \`${value}\` |`);
      }
      for (const [k, v] of Object.entries(node)) walk(v, `${where}/${k}`);
    };
    walk(doc, '#');
    expect(left).toEqual([]);
    expect(doc.components.schemas.MarketCode.enum).toEqual(['jpy', 'usd', 'cny']);
    expect(doc.components.schemas.MarketCode.description).toContain('| `jpy` | **Tokyo**');
  });

  it('has an error catalogue with every msg key in Japanese, Chinese and English', () => {
    const tag = doc.tags.find((t: Json) => t.name === 'errors');
    expect(tag['x-traitTag']).toBe(true);
    const keys: string[] = contract.components.schemas.MsgKey.enum;
    const rows = new Map(
      (tag.description as string)
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .map((line) => [/`([^`]+)`/.exec(line)?.[1], line.split(' | ').slice(1)] as const),
    );
    expect([...rows.keys()]).toEqual(keys);
    for (const key of keys) {
      const texts = rows.get(key) ?? [];
      expect(texts, key).toHaveLength(3);
      expect(
        texts.every((t) => t.replace(/\s*\|$/, '').trim() !== ''),
        key,
      ).toBe(true);
    }
    expect(tag.description).toContain(`| ${ja['balance.insufficient']} | ${zhCN['balance.insufficient']} |`);
  });

  it('leaves the contract itself as written', () => {
    expect(parse(readFileSync(contractUrl, 'utf8'))).toEqual(contract);
    expect(contract.components.schemas.MarketCode.oneOf).toHaveLength(3);
  });
});

describe('the keys form fields name for their own refusal (x-msg)', () => {
  const named = operations.flatMap((op) =>
    op.fields.flatMap((f) => {
      const key = (f.schema as Json)?.['x-msg'];
      return typeof key === 'string' ? [[`${op.operationId}.${f.name}`, key, op.refusals] as const] : [];
    }),
  );
  it('are catalogued msg keys, each among the refusals of the operation whose form has the field', () => {
    expect(named.length).toBeGreaterThan(20);
    const keys: string[] = contract.components.schemas.MsgKey.enum;
    for (const [where, key, refusals] of named) {
      expect([where, keys.includes(key)]).toEqual([where, true]);
      expect([where, refusals.includes(key)]).toEqual([where, true]);
    }
  });
});
