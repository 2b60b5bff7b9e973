// Values for the contract's request forms, made from its schemas: one readable example per operation (the API
// reference's curl and SDK samples) and fast-check arbitraries of valid and invalid forms (the server's
// contract-driven test). Pure functions of the parsed contract.
import fc from 'fast-check';

// biome-ignore lint/suspicious/noExplicitAny: a parsed OpenAPI document is walked as plain JSON.
export type Json = any;

export interface FormField {
  name: string;
  schema: Json;
  required: boolean;
  /** A file part of a multipart form. */
  file: boolean;
}

export interface ContractOperation {
  operationId: string;
  path: string;
  tag: string;
  summary: string;
  /** Needs the session headers (`security` not empty). */
  secured: boolean;
  multipart: boolean;
  /** The form's fields (none when the call takes no body). */
  fields: FormField[];
  /** The named example of the request body, when the contract gives one. */
  example?: Record<string, string>;
  /** The msg keys its description says it refuses with. */
  refusals: string[];
  description: string;
}

/** Follows a local `$ref` (`#/components/schemas/X`) to what it names. */
export function deref(doc: Json, node: Json): Json {
  let current = node;
  for (let i = 0; i < 10 && current && typeof current.$ref === 'string'; i++) {
    const target = current.$ref
      .slice(2)
      .split('/')
      .reduce((n: Json, part: string) => n?.[part.replaceAll('~1', '/').replaceAll('~0', '~')], doc);
    // A $ref with siblings (a description of the field) keeps them over the target's.
    const { $ref: _ref, ...rest } = current;
    current = { ...target, ...rest };
  }
  return current;
}

/** The properties and required names of a form schema, through `allOf`. */
function formShape(doc: Json, schema: Json): { properties: Record<string, Json>; required: string[] } {
  const s = deref(doc, schema) ?? {};
  const parts = (s.allOf ?? []).map((p: Json) => formShape(doc, p));
  return {
    properties: Object.assign({}, ...parts.map((p: Json) => p.properties), s.properties ?? {}),
    required: [...parts.flatMap((p: Json) => p.required), ...(s.required ?? [])],
  };
}

const KEY = /`([a-z][A-Za-z]*\.[a-z][A-Za-z]*)`/g;

/** The keys named in the operation's "Refuses with ..." sentences. */
export function documentedRefusals(description: string): string[] {
  const keys = new Set<string>();
  for (const [sentence] of description.matchAll(/Refuses? with\s[\s\S]*?(?:\.(?=\s|$)|$)/g))
    for (const [, key] of sentence.matchAll(KEY)) if (key) keys.add(key);
  return [...keys];
}

/** Every operation of the contract with its form fields, in document order. */
export function contractOperations(doc: Json): ContractOperation[] {
  const out: ContractOperation[] = [];
  const globalSecured = Array.isArray(doc.security) && doc.security.length > 0;
  for (const [path, item] of Object.entries<Json>(doc.paths)) {
    const op = item.post;
    if (!op) continue;
    const body = deref(doc, op.requestBody);
    const content = body?.content ?? {};
    const multipart = 'multipart/form-data' in content;
    const media = content['multipart/form-data'] ?? content['application/x-www-form-urlencoded'];
    const shape = media?.schema ? formShape(doc, media.schema) : { properties: {}, required: [] };
    const fields = Object.entries(shape.properties).map(([name, schema]) => {
      const resolved = deref(doc, schema);
      return {
        name,
        schema: resolved,
        required: shape.required.includes(name),
        file: resolved?.format === 'binary',
      };
    });
    const named = Object.values<Json>(media?.examples ?? {})[0]?.value;
    const description = `${op.description ?? ''}`;
    out.push({
      operationId: op.operationId,
      path,
      tag: op.tags?.[0] ?? '',
      summary: op.summary ?? '',
      secured: op.security === undefined ? globalSecured : op.security.length > 0,
      multipart,
      fields,
      ...(named ? { example: named } : {}),
      refusals: documentedRefusals(description),
      description,
    });
  }
  return out;
}

/** The wire values a schema allows, when it is an enumeration (`enum`, `const`, or a `oneOf` of `const`s). */
export function wireValues(schema: Json): unknown[] | undefined {
  if (!schema) return undefined;
  if (Array.isArray(schema.enum)) return schema.enum;
  if (schema.const !== undefined) return [schema.const];
  if (Array.isArray(schema.oneOf) && schema.oneOf.every((m: Json) => m && m.const !== undefined))
    return schema.oneOf.map((m: Json) => m.const);
  return undefined;
}

/** Readable values for fields the contract's examples do not cover, by field name; checked against the schema. */
const BY_NAME: Record<string, string> = {
  account: '0901234567',
  mobile: '0901234567',
  password: 'correct-horse-42',
  repeatPassword: 'correct-horse-42',
  loginPassword: 'correct-horse-42',
  originalPassword: 'correct-horse-42',
  oldPassword: 'correct-horse-42',
  newPassword: 'staple-battery-7',
  fundsPassword: '135790',
  repeatFundsPassword: '135790',
  originalFundsPassword: '135790',
  newFundsPassword: '246801',
  code: '7203',
  lots: '100',
  leverage: '2',
  amount: '100000',
  price: '2850.5',
  page: '1',
  pageSize: '20',
  id: '1024',
  ids: '1024,1025',
  requestId: '2b1f7c4e-9d3a-4f61-8c2e-5a7b9e0d1f24',
  keyword: 'Toyota',
  realName: '佐藤 花子',
  idNumber: 'X1234567',
  holderName: '佐藤 花子',
  cardNumber: '9876543210',
  bankName: '三菱UFJ銀行',
  branchName: '渋谷',
  branchCode: '135',
  inviteCode: 'FRIEND42',
  terms: '1',
  privacyNotice: '1',
};

const matches = (schema: Json, value: string): boolean => {
  if (typeof schema?.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) return false;
  if (typeof schema?.minLength === 'number' && [...value].length < schema.minLength) return false;
  if (typeof schema?.maxLength === 'number' && [...value].length > schema.maxLength) return false;
  const allowed = wireValues(schema);
  return !allowed || allowed.map(String).includes(value);
};

/** One value a form field takes, as a string on the wire (a file part is the placeholder `<file>`). */
export function exampleValue(field: FormField): string {
  const { schema } = field;
  if (field.file) return '<file>';
  const candidates = [
    ...(Array.isArray(schema?.examples) ? schema.examples : []),
    schema?.example,
    schema?.default,
    ...(wireValues(schema) ?? []).slice(0, 1),
    BY_NAME[field.name],
  ].filter((v) => v !== undefined && v !== null);
  for (const candidate of candidates) if (matches(schema, String(candidate))) return String(candidate);
  const [generated] = fc.sample(validString(schema), { seed: 19, numRuns: 1 });
  if (generated === undefined) throw new Error(`no example for ${field.name}`);
  return generated;
}

/** Where one field's example depends on another (a repeat equals its password, an exchange has two sides). */
const BY_OPERATION: Record<string, Record<string, string>> = {
  changeLoginPassword: {
    oldPassword: 'correct-horse-42',
    newPassword: 'staple-battery-7',
    repeatPassword: 'staple-battery-7',
  },
  changeFundsPassword: { oldPassword: '135790', newPassword: '246801', repeatPassword: '246801' },
  exchange: { from: 'JPY', to: 'USD', amount: '100000' },
  getKLine: { period: 'day' },
  subscribeNewStock: { quantity: '100' },
  addCredit: { credit: '10000' },
};

/**
 * A complete example form for an operation: the contract's own named example, else every required field and
 * the `requestId` of a money call, each with `exampleValue` (or the operation's own, where fields depend on
 * each other).
 */
export function exampleForm(op: ContractOperation): Record<string, string> {
  if (op.example) return op.example;
  const own = BY_OPERATION[op.operationId] ?? {};
  return Object.fromEntries(
    op.fields
      .filter((f) => f.required || f.name === 'requestId')
      .map((f) => [f.name, own[f.name] ?? exampleValue(f)]),
  );
}

/** Strings a schema accepts (pattern, length, enumeration). */
export function validString(schema: Json): fc.Arbitrary<string> {
  const allowed = wireValues(schema);
  if (allowed) return fc.constantFrom(...allowed.map(String));
  const min = schema?.minLength ?? 0;
  const max = schema?.maxLength ?? 40;
  const base = schema?.pattern
    ? fc.stringMatching(new RegExp(schema.pattern, 'u'))
    : fc.string({ minLength: min, maxLength: max });
  return base.filter((s) => matches(schema, s));
}

/** Strings a schema refuses (when it constrains strings at all). */
export function invalidString(schema: Json): fc.Arbitrary<string> | undefined {
  if (
    !schema ||
    (!schema.pattern &&
      !wireValues(schema) &&
      schema.minLength === undefined &&
      schema.maxLength === undefined)
  )
    return undefined;
  const hostile = fc.constantFrom(
    '',
    '-1',
    '0.0000001',
    '1e3',
    '12345678901234567890',
    '１２３',
    ' 7 ',
    'x'.repeat(300),
    // A cap past the others (a batch's forms: 512): one string over it, or the filter below finds none.
    ...(typeof schema.maxLength === 'number' && schema.maxLength >= 300
      ? ['x'.repeat(schema.maxLength + 1)]
      : []),
  );
  return fc.oneof(hostile, fc.string({ maxLength: 30 })).filter((s) => !matches(schema, s));
}
