import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Contract, Operation } from './contract';
import { schemaRefusal } from './contract';
import { isCrossOrigin } from './origin';

/** The operationId of the call that carries others. */
export const BATCH_OPERATION = 'batch';

/** The most calls one batch may carry (the contract's `BatchForm` has this many `path{i}` fields). */
export const BATCH_MAX_CALLS = 20;

/**
 * The batch body's cap: 20 forms of at most 512 characters (`BatchCallForm`), each character up to 9 bytes once
 * url-encoded again, and their paths. Each call's own form is held to the 16 KiB of a lone call as it runs.
 */
export const BATCH_MAX_BYTES = 128 * 1024;

/** The request headers a call inside a batch gets from the batch: everything its own checks read. */
const PASSED_HEADERS = ['token', 'account', 'accept-language', 'origin', 'sec-fetch-site', 'host'] as const;

/** One call of a batch: its operation's path and its url-encoded form. */
export interface BatchCall {
  path: string;
  form: string;
}

/** One call's answer as it would have come alone. */
export interface BatchAnswer {
  http: number;
  status: 0 | 1;
  msg: string;
  data?: unknown;
}

type Envelope = { status: 0 | 1; msg: string; data?: unknown };

const FIELD = /^(path|form)(0|[1-9][0-9]?)$/;

/**
 * The calls of a batch form, or the key that refuses the whole batch: `batch.tooMany` past the cap,
 * `batch.invalid` for a field that is not `path{i}`/`form{i}`, a gap in the numbering or a form without its path,
 * `batch.notBatchable` for a path outside `batchable`. Pure: nothing is run before the whole batch is known good.
 */
export function readBatch(
  form: Readonly<Record<string, string>>,
  batchable: ReadonlySet<string>,
): BatchCall[] | { refusal: string } {
  const paths: string[] = [];
  const forms: string[] = [];
  let highest = -1;
  for (const [field, value] of Object.entries(form)) {
    const match = FIELD.exec(field);
    if (!match) return { refusal: 'batch.invalid' };
    const index = Number(match[2]);
    highest = Math.max(highest, index);
    (match[1] === 'path' ? paths : forms)[index] = value;
  }
  if (highest >= BATCH_MAX_CALLS) return { refusal: 'batch.tooMany' };
  if (highest < 0) return { refusal: 'batch.invalid' };
  const calls: BatchCall[] = [];
  for (let i = 0; i <= highest; i++) {
    const path = paths[i];
    if (path === undefined) return { refusal: 'batch.invalid' };
    calls.push({ path, form: forms[i] ?? '' });
  }
  if (calls.some((call) => !batchable.has(call.path))) return { refusal: 'batch.notBatchable' };
  return calls;
}

function asAnswer(http: number, body: unknown): BatchAnswer {
  const envelope = body as Partial<Envelope> | null;
  if (typeof envelope !== 'object' || envelope === null || typeof envelope.msg !== 'string')
    return { http, status: 0, msg: 'server.error' };
  const status = envelope.status === 1 ? 1 : 0;
  return status === 1
    ? { http, status, msg: envelope.msg, data: envelope.data ?? null }
    : { http, status, msg: envelope.msg };
}

/**
 * `POST /api/vue/batch`: each call goes through its own route as if it had come alone (Fastify's inject, with
 * the batch's session, language and origin headers and its client address), so its session check, rate-limit
 * bucket, form parsing and schema, handler and refusals are exactly a lone call's: batching can neither skip a
 * check nor stretch a limit. Calls run side by side and are answered in order; one's refusal leaves the others.
 */
export function registerBatch(
  app: FastifyInstance,
  contract: Contract,
  allowedOrigins: readonly string[],
): void {
  const op = contract.operations.find((o) => o.operationId === BATCH_OPERATION);
  if (!op) return;
  const batchable = batchablePaths(contract, op);

  const runCall = async (request: FastifyRequest, call: BatchCall): Promise<BatchAnswer> => {
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    for (const name of PASSED_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    try {
      const res = await app.inject({
        method: 'POST',
        url: `/api/vue${call.path}`,
        headers,
        payload: call.form,
        remoteAddress: request.ip,
      });
      let body: unknown;
      try {
        body = res.json();
      } catch {
        body = undefined;
      }
      return asAnswer(res.statusCode, body);
    } catch (err) {
      request.log.error({ err, path: call.path }, 'batched call failed');
      return { http: 500, status: 0, msg: 'server.error' };
    }
  };

  app.post(
    `/api/vue${op.path}`,
    {
      bodyLimit: BATCH_MAX_BYTES,
      onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
        if (isCrossOrigin(request.headers, allowedOrigins))
          return reply.code(403).send({ status: 0, msg: 'request.crossOrigin' } satisfies Envelope);
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const form: Record<string, string> = {};
      if (request.body && typeof request.body === 'object') {
        for (const [k, v] of Object.entries(request.body as Record<string, unknown>)) {
          // A repeated field (HPP) is refused rather than guessed, as on every call.
          if (typeof v !== 'string')
            return reply.send({ status: 0, msg: 'request.invalid' } satisfies Envelope);
          form[k] = v;
        }
      }
      const calls = readBatch(form, batchable);
      if ('refusal' in calls) return reply.send({ status: 0, msg: calls.refusal } satisfies Envelope);
      if (op.validate && !op.validate(form))
        return reply.send({ status: 0, msg: schemaRefusal(op, form, op.validate.errors) } satisfies Envelope);
      const answers = await Promise.all(calls.map((call) => runCall(request, call)));
      return reply.send({ status: 1, msg: 'ok', data: answers } satisfies Envelope);
    },
  );
}

/**
 * The paths the batch form's schema admits (`BatchPath`), read back from its compiled schema so the contract
 * stays the one list; every one must be a JSON operation without files, or the server refuses to start.
 */
function batchablePaths(contract: Contract, op: Operation): ReadonlySet<string> {
  const candidates = contract.operations.filter((o) => o.operationId !== BATCH_OPERATION);
  const admitted = new Set(
    candidates.filter((o) => op.validate?.({ path0: o.path }) === true).map((o) => o.path),
  );
  for (const path of admitted) {
    const target = candidates.find((o) => o.path === path);
    if (target?.stream || target?.multipart)
      throw new Error(`contract: ${path} is a stream or an upload and cannot be batched`);
  }
  return admitted;
}
