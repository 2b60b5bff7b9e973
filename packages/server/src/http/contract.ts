import { readFileSync } from 'node:fs';
import type { FormValueKind } from '@tsumiki/sdk';
import { formValueRefusal } from '@tsumiki/sdk';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { contractFile } from '../paths';

type Json = Record<string, unknown>;

/** One operation of the contract as the server needs it. */
export interface Operation {
  operationId: string;
  path: string;
  secured: boolean;
  multipart: boolean;
  /** Names of the binary (file) fields of a multipart form. */
  fileFields: string[];
  /** Validates the form (strings; files replaced by a placeholder string). Absent when the call takes none. */
  validate?: ValidateFunction;
  /** Validates a success answer: `{ status: 1, msg, data }` (compiled on first read). */
  readonly validateResponse?: ValidateFunction;
  /** Answers Server-Sent Events (`text/event-stream`) on success; a refusal is the JSON envelope. */
  stream: boolean;
  /** The form fields whose schema names the kind of value they carry (`x-refusal`: amount, price, credit, id). */
  fieldKinds: Readonly<Record<string, FormValueKind>>;
  /** The form's fields in schema order with the key each answers when it fails its schema (`x-msg`). */
  fieldMsgs: [field: string, msg: string | undefined][];
}

export interface Contract {
  operations: Operation[];
  msgKeys: ReadonlySet<string>;
  /** Validates a refusal (`Failure`). */
  validateFailure: ValidateFunction;
}

const ref = (r: unknown): string | undefined => (r as { $ref?: string } | undefined)?.$ref;

/**
 * Reads the contract (default `contractFile()`: openapi/tsumiki.yaml, or the build's JSON copy in dist/, which
 * parses in milliseconds where the YAML takes most of a second) and compiles every request schema with Ajv. A
 * response schema is compiled the first time its `validateResponse` is read (tests and tools; the server never
 * validates its own answers), so a start does not pay for them.
 */
export function loadContract(file = contractFile()): Contract {
  const text = readFileSync(file, 'utf8');
  const doc = (file.endsWith('.json') ? JSON.parse(text) : parse(text)) as Json;
  const components = doc.components as Json;
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: false });
  addFormats.default(ajv);
  ajv.addFormat('password', true);
  ajv.addFormat('binary', true);
  ajv.addSchema({ $id: 'tsumiki', components });
  const resolve = (node: unknown, section: string): Json | undefined => {
    const r = ref(node);
    if (!r) return node as Json | undefined;
    const name = r.split('/').pop() ?? '';
    return (components[section] as Json)[name] as Json;
  };
  const schemaRef = (s: unknown) => ({ $ref: `tsumiki#${(ref(s) ?? '').slice(1)}` });
  const operations: Operation[] = [];
  const globalSecured = Array.isArray(doc.security) && doc.security.length > 0;
  for (const [p, item] of Object.entries(doc.paths as Json)) {
    const op = (item as Json).post as Json;
    const body = resolve(op.requestBody, 'requestBodies');
    const content = (body?.content ?? {}) as Json;
    const multipart = 'multipart/form-data' in content;
    const media = (content['multipart/form-data'] ?? content['application/x-www-form-urlencoded']) as
      | Json
      | undefined;
    let validate: ValidateFunction | undefined;
    const fileFields: string[] = [];
    const fieldKinds: Record<string, FormValueKind> = {};
    const fieldMsgs: Operation['fieldMsgs'] = [];
    if (media?.schema) {
      const schema = ref(media.schema) ? resolve(media.schema, 'schemas') : (media.schema as Json);
      for (const [name, prop] of Object.entries((schema?.properties ?? {}) as Json)) {
        if (ref(prop)?.endsWith('/ImageUpload')) fileFields.push(name);
        const kind = ((prop as Json)['x-refusal'] ?? resolve(prop, 'schemas')?.['x-refusal']) as
          | FormValueKind
          | undefined;
        if (kind) fieldKinds[name] = kind;
        const own = (prop as Json)['x-msg'];
        fieldMsgs.push([name, typeof own === 'string' ? own : undefined]);
      }
      validate = ajv.compile(ref(media.schema) ? schemaRef(media.schema) : (media.schema as Json));
    }
    const ok = resolve((op.responses as Json)['200'], 'responses');
    const stream = 'text/event-stream' in ((ok?.content as Json | undefined) ?? {});
    // A stream's JSON answer is only its refusal: there is no success envelope to check.
    const okSchema = stream
      ? undefined
      : ((ok?.content as Json)?.['application/json'] as Json | undefined)?.schema;
    const security = op.security as unknown[] | undefined;
    let validateResponse: ValidateFunction | undefined;
    operations.push({
      operationId: String(op.operationId),
      path: p,
      secured: security === undefined ? globalSecured : security.length > 0,
      multipart,
      fileFields,
      validate,
      stream,
      get validateResponse() {
        if (okSchema) validateResponse ??= ajv.compile(schemaSuccessOnly(okSchema, schemaRef));
        return validateResponse;
      },
      fieldKinds,
      fieldMsgs,
    });
  }
  const msgKeys = new Set(((components.schemas as Json).MsgKey as { enum: string[] }).enum);
  const validateFailure = ajv.compile({ $ref: 'tsumiki#/components/schemas/Failure' });
  return { operations, msgKeys, validateFailure };
}

/**
 * The refusal of a form the operation's schema turned down. The first field in schema order that failed (or is
 * missing) decides: an amount, price, credit or id field (`x-refusal`) answers the key its value calls for
 * (`amount.tooManyDecimals`, `amount.aboveMaximum`, `id.invalid`...: the SDK's `formValueRefusal`), so an
 * out-of-range number is told apart from a broken form and never reaches the database; any other field answers
 * its own `x-msg`; else `request.invalid` — the contract's convention.
 */
export function schemaRefusal(
  op: Pick<Operation, 'fieldMsgs' | 'fieldKinds'>,
  form: Readonly<Record<string, string>>,
  errors: readonly { instancePath: string; params: Record<string, unknown> }[] | null | undefined,
): string {
  const failed = new Set(
    (errors ?? []).map((e) =>
      e.instancePath === '' ? String(e.params.missingProperty ?? '') : e.instancePath.split('/')[1],
    ),
  );
  const first = op.fieldMsgs.find(([field]) => failed.has(field));
  if (!first) return 'request.invalid';
  const [field, msg] = first;
  const kind = op.fieldKinds[field];
  const value = form[field];
  if (kind && value !== undefined) return formValueRefusal(kind, value);
  return msg ?? 'request.invalid';
}

/** A 200 answer is `oneOf: [XResult, Failure]` or a plain ref; keep the success branch. */
function schemaSuccessOnly(schema: unknown, toRef: (s: unknown) => Json): Json {
  const one = (schema as { oneOf?: unknown[] }).oneOf;
  if (one) {
    const success = one.find((s) => !ref(s)?.endsWith('/Failure'));
    return toRef(success);
  }
  return ref(schema) ? toRef(schema) : (schema as Json);
}
