import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FormValueKind } from '@tsumiki/sdk';
import fc from 'fast-check';
import { parse } from 'yaml';
import { projectRoot } from '../../src/paths';

type Json = Record<string, unknown>;

/** One form field of an operation, its schema with every `$ref` and `oneOf` of consts resolved. */
export interface Field {
  name: string;
  required: boolean;
  file: boolean;
  enum?: string[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  examples?: string[];
  /** What the field carries when its schema says (`x-refusal`): its boundaries are fuzzed on purpose. */
  kind?: FormValueKind;
}

export interface FormSpec {
  operationId: string;
  path: string;
  fields: Field[];
}

/** Every operation's form fields, read from openapi/tsumiki.yaml. */
export function loadForms(file = path.join(projectRoot(), 'openapi/tsumiki.yaml')): FormSpec[] {
  const doc = parse(readFileSync(file, 'utf8')) as Json;
  const components = doc.components as Json;
  const resolve = (node: unknown): Json => {
    let n = (node ?? {}) as Json;
    while (typeof n.$ref === 'string') {
      const [, , section, name] = n.$ref.split('/');
      const { $ref: _, ...rest } = n;
      n = { ...((components[section as string] as Json)[name as string] as Json), ...rest };
    }
    return n;
  };
  const out: FormSpec[] = [];
  for (const [p, item] of Object.entries(doc.paths as Json)) {
    const op = (item as Json).post as Json;
    const body = resolve(op.requestBody);
    const content = (body.content ?? {}) as Json;
    const media = (content['multipart/form-data'] ?? content['application/x-www-form-urlencoded']) as
      | Json
      | undefined;
    const schema = resolve(media?.schema);
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const fields: Field[] = Object.entries((schema.properties ?? {}) as Json).map(([name, raw]) => {
      const s = resolve(raw);
      const consts = (s.oneOf as { const?: string }[] | undefined)?.map((o) => o.const);
      const en =
        (s.enum as string[] | undefined) ?? (consts?.every((c) => c !== undefined) ? consts : undefined);
      return {
        name,
        required: required.has(name),
        file: s.format === 'binary',
        enum: en as string[] | undefined,
        pattern: s.pattern as string | undefined,
        format: s.format as string | undefined,
        minLength: s.minLength as number | undefined,
        maxLength: s.maxLength as number | undefined,
        examples: (s.examples as unknown[] | undefined)?.map(String),
        kind: s['x-refusal'] as FormValueKind | undefined,
      };
    });
    out.push({ operationId: String(op.operationId), path: p, fields });
  }
  return out;
}

// Values the seeded database knows, so valid forms reach past "not found" into the handlers.
const KNOWN: Record<string, string[]> = {
  code: ['7203', '6758', 'AAPL', 'NVDA', '600519', '300750'],
  id: ['1', '2', '3', '4', '5'],
  bankCardId: ['1', '2'],
  fundsPassword: ['135790'],
  account: ['0900001000', '0900001001'],
};

/** A value the contract accepts for `f` (or a file marker for binary fields). */
export function validValue(f: Field): fc.Arbitrary<string> {
  if (f.file) return fc.constant('<file>');
  if (f.enum) return fc.constantFrom(...f.enum);
  const max = Math.min(f.maxLength ?? 40, 40);
  const known = [...(KNOWN[f.name] ?? []), ...(f.examples ?? [])];
  let gen: fc.Arbitrary<string>;
  if (f.pattern) {
    const re = new RegExp(f.pattern);
    gen = fc
      .stringMatching(re)
      .filter((s) => s.length <= (f.maxLength ?? 64) && s.length >= (f.minLength ?? 0));
  } else if (f.format === 'date') {
    gen = fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  } else if (f.format === 'date-time') {
    gen = fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString());
  } else {
    gen = fc.string({
      minLength: f.minLength ?? 0,
      maxLength: Math.max(max, f.minLength ?? 0),
      unit: 'grapheme',
    });
  }
  return known.length > 0 ? fc.oneof(fc.constantFrom(...known), gen) : gen;
}

/** A valid form: every required field, each optional one half the time. */
export function validForm(spec: FormSpec): fc.Arbitrary<Record<string, string>> {
  const model: Record<string, fc.Arbitrary<string>> = {};
  for (const f of spec.fields) model[f.name] = validValue(f);
  const required = spec.fields.filter((f) => f.required).map((f) => f.name);
  return fc.record(model, { requiredKeys: required });
}

export const SCRIPT_PAYLOADS: string[] = (
  JSON.parse(
    readFileSync(
      path.join(projectRoot(), 'packages/ui/src/screens/news/SafeHtml/dompurify-fixtures.json'),
      'utf8',
    ),
  ) as { payload: string }[]
).map((f) => f.payload);

/** Hostile values: numbers that are not amounts, SQL, unicode edge cases, huge strings, script payloads. */
export const HOSTILE: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '-100',
    '-0',
    '0',
    '0.0000001',
    '1e309',
    '1E5',
    'NaN',
    'Infinity',
    '0x10',
    ' 1',
    '1,000',
    '0.1+0.2',
    '99999999999999999999999999999999',
    '',
    "' OR 1=1 --",
    '1; DROP TABLE accounts; --',
    "1' UNION SELECT password_hash FROM accounts --",
    '$1',
    '%00',
    '\u0000',
    '\u202eevil',
    '😀😀😀',
    'ｱｲｳｴｵ',
    '\ud800',
    '../../etc/passwd',
    '{"$gt":""}',
    'true',
    'null',
    'undefined',
  ),
  fc.constantFrom(...SCRIPT_PAYLOADS),
  fc.integer({ min: 1000, max: 200_000 }).map((n) => 'x'.repeat(n)),
  fc.string({ unit: 'binary', maxLength: 64 }),
);

/** How a valid form is spoiled. */
export type Spoil =
  | { kind: 'drop'; field: number }
  | { kind: 'hostile'; field: number; value: string }
  | { kind: 'duplicate'; field: number }
  | { kind: 'extra'; name: string; value: string }
  | { kind: 'json'; value: unknown };

export const SPOIL: fc.Arbitrary<Spoil> = fc.oneof(
  fc.record({ kind: fc.constant('drop' as const), field: fc.nat() }),
  fc.record({ kind: fc.constant('hostile' as const), field: fc.nat(), value: HOSTILE }),
  fc.record({ kind: fc.constant('hostile' as const), field: fc.nat(), value: HOSTILE }),
  fc.record({ kind: fc.constant('duplicate' as const), field: fc.nat() }),
  fc.record({
    kind: fc.constant('extra' as const),
    name: fc.constantFrom(
      'status',
      'balance',
      'available',
      'account_id',
      'user_id',
      'verification',
      '__proto__',
    ),
    value: fc.constantFrom('1', '999999999', '2', 'verified'),
  }),
  fc.record({
    kind: fc.constant('json' as const),
    value: fc.oneof(
      fc.jsonValue(),
      fc.dictionary(fc.string(), fc.oneof(fc.integer(), fc.boolean(), fc.array(fc.string()))),
    ),
  }),
);

/**
 * The boundaries of each kind of form value (the contract's `MoneyInput`, `PriceInput`, added credit and `Id`):
 * values just inside, which the schema lets through to the operation's own rule, and values just outside, each
 * with the key the server must answer. `ids` is the reorder list of watchlist ids.
 */
export const BOUNDARIES: Record<FormValueKind, { inside: string[]; outside: [string, string][] }> = {
  amount: {
    inside: ['0.01', '1000.5', '0500', '9999999999.99', '10000000000'],
    outside: [
      ['1000.005', 'amount.tooManyDecimals'],
      ['0.0000001', 'amount.tooManyDecimals'],
      ['0.000001', 'amount.tooManyDecimals'],
      ['10000000000.01', 'amount.aboveMaximum'],
      ['99999999999999999999', 'amount.aboveMaximum'],
      ['-1', 'amount.invalid'],
      ['1e5', 'amount.invalid'],
    ],
  },
  price: {
    inside: ['0.0001', '1234.5678', '10000000000'],
    outside: [
      ['0.00001', 'amount.tooManyDecimals'],
      ['10000000000.0001', 'amount.aboveMaximum'],
      ['99999999999999999999', 'amount.aboveMaximum'],
      ['-1', 'amount.invalid'],
    ],
  },
  credit: {
    inside: ['1', '10000000000'],
    outside: [
      ['10000000001', 'amount.aboveMaximum'],
      ['99999999999999999999', 'amount.aboveMaximum'],
      ['1.5', 'credit.notPositiveInteger'],
      ['0', 'credit.notPositiveInteger'],
    ],
  },
  id: {
    inside: ['1', '999999999999999999'],
    outside: [
      ['1000000000000000000', 'id.invalid'],
      ['99999999999999999999', 'id.invalid'],
      ['0', 'id.invalid'],
      ['007', 'id.invalid'],
      ['-1', 'id.invalid'],
    ],
  },
};
