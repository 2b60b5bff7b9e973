import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SseParser } from '@tsumiki/sdk';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import { parse } from 'yaml';
import type { BuildOptions } from '../../src/app';
import { buildServer } from '../../src/app';
import type { ServerConfig } from '../../src/config';
import { DEFAULT_CONFIG } from '../../src/config';
import type { Db } from '../../src/db';
import type { Contract } from '../../src/http/contract';
import { loadContract } from '../../src/http/contract';
import { contractFile } from '../../src/paths';
import { syncConfigItems } from '../../src/seed';

let shared: Contract | undefined;
let streamEvent: (((event: unknown) => boolean) & { errors?: unknown }) | undefined;
/** The contract, parsed once per test file. */
export const contract = () => {
  shared ??= loadContract();
  return shared;
};

/** A clock the test moves by hand. */
export class TestClock {
  constructor(public t: Date) {}
  now = () => new Date(this.t);
  set(iso: string) {
    this.t = new Date(iso);
  }
}

/** A 1×1 PNG: a real image by content. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// biome-ignore lint/suspicious/noExplicitAny: answers are checked against the contract schema, then read freely.
export type Answer = { status: number; msg: string; data?: any };

/**
 * A server on `db` with fast password hashing (scrypt ln=12: tests only), a pinned clock and a temp upload dir.
 * Rate limits are off (a pinned clock puts every call in one window) unless `overrides` sets them; `build`
 * passes server options through (default none).
 */
export async function testServer(
  db: Db,
  clock: TestClock,
  overrides: Partial<ServerConfig> = {},
  build: Pick<BuildOptions, 'compressThreshold' | 'stream' | 'trustProxy' | 'hasher' | 'joinedReads'> = {},
) {
  const config: ServerConfig = { ...DEFAULT_CONFIG, passwordCost: 12, rateLimits: false, ...overrides };
  await syncConfigItems(db, config);
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'tsumiki-up-'));
  const app = await buildServer({
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
    db,
    clock,
    config,
    uploadDir,
    contract: contract(),
    ...build,
  });
  const ops = new Map(contract().operations.map((o) => [o.operationId, o]));
  const seen = new Set<string>();

  /**
   * Calls one operation with a form (or multipart with files) and checks the answer against the contract: a
   * success against the operation's response schema, a refusal against Failure.
   */
  async function call(
    operationId: string,
    form: Record<string, string> = {},
    session?: { token: string; account: string },
    files?: Record<string, Buffer>,
    extraHeaders: Record<string, string> = {},
  ): Promise<Answer> {
    const op = ops.get(operationId);
    if (!op) throw new Error(`no operation ${operationId}`);
    const headers: Record<string, string> = {
      ...extraHeaders,
      ...(session ? { token: session.token, account: session.account } : {}),
    };
    let payload: string | Buffer;
    if (files) {
      const boundary = '----tsumiki-test';
      const parts: Buffer[] = [];
      for (const [k, v] of Object.entries(form)) {
        parts.push(
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
        );
      }
      for (const [k, v] of Object.entries(files)) {
        parts.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="${k}.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          v,
          Buffer.from('\r\n'),
        );
      }
      parts.push(Buffer.from(`--${boundary}--\r\n`));
      payload = Buffer.concat(parts);
      headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    } else {
      payload = new URLSearchParams(form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    // A stream never ends under inject: it is read over a socket (quote-stream.test.ts checks it event by event).
    if (op.stream) return callStream(op, headers, payload);
    const res = await app.inject({
      method: 'POST',
      url: `/api/vue${op.path}`,
      headers,
      payload,
      remoteAddress: extraHeaders['x-test-ip'] ?? '127.0.0.1',
    });
    const body = res.json() as Answer;
    if (res.statusCode === 401) {
      expect(body).toEqual({ status: 0, msg: 'session.expired' });
      return body;
    }
    expect(res.statusCode, JSON.stringify(body)).toBe(200);
    if (body.status === 1) {
      const ok = op.validateResponse?.(body);
      expect(
        ok,
        `${operationId}: ${JSON.stringify(op.validateResponse?.errors)} ${JSON.stringify(body).slice(0, 400)}`,
      ).toBe(true);
      seen.add(operationId);
    } else {
      expect(contract().validateFailure(body), `${operationId} refusal ${JSON.stringify(body)}`).toBe(true);
    }
    return body;
  }

  let base: Promise<string> | undefined;

  /**
   * A stream operation over a real socket on a loopback port of its own: a refusal before the stream is the
   * envelope, checked as `call` checks it; a stream's first event must be a `hello` the contract's
   * QuoteStreamEvent describes, and answers `{ status: 1, msg: 'ok', data: hello }` before hanging up. The
   * `x-test-ip` address cannot be faked on a socket: the call comes from 127.0.0.1.
   */
  async function callStream(
    op: Contract['operations'][number],
    headers: Record<string, string>,
    payload: string | Buffer,
  ): Promise<Answer> {
    base ??= app.listen({ host: '127.0.0.1', port: 0 });
    const { 'x-test-ip': _ip, ...sent } = headers;
    const stop = new AbortController();
    const res = await fetch(`${await base}/api/vue${op.path}`, {
      method: 'POST',
      headers: sent,
      body: typeof payload === 'string' ? payload : new Uint8Array(payload),
      signal: stop.signal,
    });
    if (!String(res.headers.get('content-type')).startsWith('text/event-stream')) {
      const body = (await res.json()) as Answer;
      if (res.status === 401) {
        expect(body).toEqual({ status: 0, msg: 'session.expired' });
        return body;
      }
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(contract().validateFailure(body), `${op.operationId} refusal ${JSON.stringify(body)}`).toBe(
        true,
      );
      return body;
    }
    expect(res.status).toBe(200);
    const parser = new SseParser();
    const reader = res.body?.getReader();
    const decoder = new TextDecoder();
    let first: { event: string; data: string } | undefined;
    while (reader && !first) {
      const { value, done } = await reader.read();
      if (done) break;
      [first] = parser.push(decoder.decode(value, { stream: true }));
    }
    stop.abort();
    const event = { event: first?.event, retry: parser.retry, data: first && JSON.parse(first.data) };
    if (!streamEvent) {
      const ajv = new Ajv2020({ strict: false, allErrors: true });
      addFormats.default(ajv);
      ajv.addSchema({
        $id: 'tsumiki',
        components: (parse(readFileSync(contractFile(), 'utf8')) as { components: object }).components,
      });
      streamEvent = ajv.compile({ $ref: 'tsumiki#/components/schemas/QuoteStreamEvent' });
    }
    expect(event.event, `${op.operationId} first event`).toBe('hello');
    expect(
      streamEvent(event),
      `${JSON.stringify(event).slice(0, 300)} ${JSON.stringify(streamEvent.errors)}`,
    ).toBe(true);
    seen.add(op.operationId);
    return { status: 1, msg: 'ok', data: event.data };
  }

  return { app, call, seen, config, uploadDir };
}
