import { mkdirSync } from 'node:fs';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import Fastify from 'fastify';
import { resolveSession } from './auth/sessions';
import type { ServerConfig } from './config';
import { DEFAULT_CONFIG } from './config';
import type { Db } from './db';
import { HANDLERS } from './handlers';
import type { Ctx, UploadedFile } from './handlers/context';
import { Refusal } from './handlers/context';
import { serveUpload } from './handlers/uploads';
import type { Contract } from './http/contract';
import { loadContract, schemaRefusal } from './http/contract';
import { API_HEADERS, APP_HEADERS, COMMON_HEADERS } from './http/headers';
import { pickLanguage } from './http/language';
import { limitKind, withinLimits } from './http/rateLimit';
import type { Clock, MarketData } from './market';
import { createMarket, systemClock } from './market';

export interface BuildOptions {
  db: Db;
  /** Default the wall clock. */
  clock?: Clock;
  /** Default DEFAULT_CONFIG. */
  config?: ServerConfig;
  /** Where uploads are stored (created if missing). */
  uploadDir: string;
  /** Fastify logger options, or false (default) for none. Secrets are redacted either way. */
  logger?: FastifyServerOptions['logger'];
  /** A parsed contract (tests share one); default read from openapi/tsumiki.yaml. */
  contract?: Contract;
  /** Addresses or CIDRs of the proxies whose X-Forwarded-For names the client. Default false (the socket's). */
  trustProxy?: string | false;
  /** Answers smaller than this many bytes are sent uncompressed. Default 1024. */
  compressThreshold?: number;
}

/**
 * Operations whose answer carries a session token: never compressed (BREACH). Their answers also reflect the
 * `account` the caller typed, so compressed lengths would leak the token byte by byte to a chosen-input attacker.
 */
export const TOKEN_ANSWERS: ReadonlySet<string> = new Set(['login', 'register']);

/** Header and body paths that never reach a log line. */
export const REDACT = [
  'req.headers.token',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body',
  '*.password',
  '*.fundsPassword',
  '*.idNumber',
  '*.token',
];

type Envelope = { status: 0 | 1; msg: string; data?: unknown };

/**
 * Builds the API server: one POST route per contract operation under /api/vue, the form validated against the
 * operation's own schema, every answer in the `{ status, msg, data }` envelope, 401 without a live session.
 */
export async function buildServer(options: BuildOptions): Promise<FastifyInstance & { market: MarketData }> {
  const clock = options.clock ?? systemClock;
  const config = options.config ?? DEFAULT_CONFIG;
  const contract = options.contract ?? loadContract();
  const market = createMarket(clock);
  mkdirSync(options.uploadDir, { recursive: true });
  const logger =
    options.logger === undefined || options.logger === false
      ? false
      : { ...(typeof options.logger === 'object' ? options.logger : {}), redact: REDACT };
  const app = Fastify({ logger, bodyLimit: 1024 * 1024, trustProxy: options.trustProxy ?? false });
  // Before every route, so the JSON answers and the static app `npm start` adds later are compressed too;
  // small bodies (most refusals) are not worth the CPU. The bytes of the envelope itself are untouched.
  // Requests are never compressed by our clients: refusing to inflate them keeps zip bombs out.
  await app.register(compress, {
    threshold: options.compressThreshold ?? 1024,
    encodings: ['br', 'gzip', 'deflate'],
    globalDecompression: false,
  });
  await app.register(formbody);
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 4, fields: 30, fieldSize: 64 * 1024 },
  });

  // The API's own deny-all policy on /api/ answers; the app's (the one deploy/nginx.conf sends) on the rest,
  // which `npm start` fills with the built app.
  app.addHook('onSend', async (request, reply) => {
    reply.headers(COMMON_HEADERS);
    reply.headers(request.url.startsWith('/api/') ? API_HEADERS : APP_HEADERS);
  });

  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status < 500) {
      const code = (error as { code?: string }).code;
      const msg = code === 'FST_REQ_FILE_TOO_LARGE' ? 'upload.tooLarge' : 'request.invalid';
      return reply.code(200).send({ status: 0, msg } satisfies Envelope);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ status: 0, msg: 'server.error' } satisfies Envelope);
  });

  // An unknown /api/ path (or a known one under another method) answers the envelope with a catalogued key and
  // the 404 the SDK maps to `toasts-cleared`; anything else keeps Fastify's plain 404 (the static app's misses).
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.code(404).send({ status: 0, msg: 'resource.notFound' } satisfies Envelope);
    }
    return reply.code(404).send({
      message: `Route ${request.method}:${request.url} not found`,
      error: 'Not Found',
      statusCode: 404,
    });
  });

  app.get('/healthz', async () => {
    await options.db.query('SELECT 1');
    return { status: 'ok', db: options.db.kind };
  });

  for (const op of contract.operations) {
    const handler = HANDLERS[op.operationId];
    const routeOptions = TOKEN_ANSWERS.has(op.operationId) ? { compress: false as const } : {};
    app.post(`/api/vue${op.path}`, routeOptions, async (request: FastifyRequest, reply: FastifyReply) => {
      const now = clock.now();
      const form: Record<string, string> = {};
      const files: Record<string, UploadedFile> = {};
      try {
        if (request.isMultipart()) {
          let repeated = false;
          for await (const part of request.parts()) {
            // A field sent twice (HPP) is refused rather than guessed, file or not; the parts are still read.
            repeated ||= Object.hasOwn(files, part.fieldname) || Object.hasOwn(form, part.fieldname);
            if (part.type === 'file') {
              const data = await part.toBuffer();
              if (data.length > 0) files[part.fieldname] = { filename: part.filename, data };
            } else if (typeof part.value === 'string') form[part.fieldname] = part.value;
          }
          if (repeated) return reply.send({ status: 0, msg: 'request.invalid' } satisfies Envelope);
        } else if (request.body && typeof request.body === 'object') {
          for (const [k, v] of Object.entries(request.body as Record<string, unknown>)) {
            // A repeated field (HPP) is refused rather than guessed.
            if (typeof v !== 'string')
              return reply.send({ status: 0, msg: 'request.invalid' } satisfies Envelope);
            form[k] = v;
          }
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        const msg = code === 'FST_REQ_FILE_TOO_LARGE' ? 'upload.tooLarge' : 'request.invalid';
        return reply.send({ status: 0, msg } satisfies Envelope);
      }
      const header = (name: string) => {
        const v = request.headers[name];
        return typeof v === 'string' ? v : undefined;
      };
      const token = header('token');
      let account = null;
      if (op.secured) {
        account = await resolveSession(options.db, token, header('account'), now, config.sessionIdleMinutes);
        if (!account) return reply.code(401).send({ status: 0, msg: 'session.expired' } satisfies Envelope);
      }
      const kind = limitKind(op.operationId, op.fileFields.length > 0);
      if (kind) {
        const who = { ip: request.ip, ...(account ? { accountId: Number(account.id) } : {}) };
        if (!(await withinLimits(options.db, config.rateLimits, kind, who, now)))
          return reply.send({ status: 0, msg: 'request.tooFrequent' } satisfies Envelope);
      }
      if (op.validate) {
        const candidate: Record<string, string> = { ...form };
        for (const f of op.fileFields) if (files[f]) candidate[f] = 'file';
        // A missing file is a business refusal with its own key, so let the handler name it.
        const valid = op.validate(candidate) || onlyMissingFiles(op.validate.errors, op.fileFields);
        if (!valid)
          return reply.send({ status: 0, msg: schemaRefusal(op, op.validate.errors) } satisfies Envelope);
      }
      if (!handler) return reply.send({ status: 0, msg: 'server.error' } satisfies Envelope);
      const ctx: Ctx = {
        operationId: op.operationId,
        db: options.db,
        market,
        clock,
        config,
        uploadDir: options.uploadDir,
        log: request.log,
        form,
        files,
        account,
        token,
        now,
        lang: pickLanguage(header('accept-language')),
      };
      try {
        if (account?.frozen && op.operationId !== 'logout') throw new Refusal('account.frozen');
        const data = await handler(ctx);
        return reply.send({ status: 1, msg: 'ok', data: data ?? null } satisfies Envelope);
      } catch (error) {
        if (error instanceof Refusal) {
          const msg = contract.msgKeys.has(error.msg) ? error.msg : 'request.invalid';
          return reply.send({ status: 0, msg } satisfies Envelope);
        }
        request.log.error({ err: error, operationId: op.operationId }, 'handler failed');
        return reply.code(500).send({ status: 0, msg: 'server.error' } satisfies Envelope);
      }
    });
  }

  app.get('/api/vue/uploads/:name', async (request, reply) =>
    serveUpload(options, clock, config, request, reply),
  );

  return Object.assign(app, { market }) as unknown as FastifyInstance & { market: MarketData };
}

function onlyMissingFiles(
  errors: { keyword: string; params: Record<string, unknown> }[] | null | undefined,
  fileFields: string[],
): boolean {
  if (!errors || errors.length === 0 || fileFields.length === 0) return false;
  return errors.every(
    (e) => e.keyword === 'required' && fileFields.includes(String(e.params.missingProperty)),
  );
}
