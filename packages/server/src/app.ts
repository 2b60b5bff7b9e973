import type { Socket } from 'node:net';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import Fastify, { LogController } from 'fastify';
import type { Hasher } from './auth/passwords';
import { createHasher } from './auth/passwords';
import type { AccountRow, SessionExtras } from './auth/sessions';
import { resolveSession } from './auth/sessions';
import { CalendarStore, calendarWarnings } from './calendar';
import type { ServerConfig } from './config';
import { DEFAULT_CONFIG } from './config';
import type { Db } from './db';
import { securePrivateDir } from './files/modes';
import { FUNDS_PASSWORD_CALLS, HANDLERS, HANDLERS_SETTLING, JOINED_READS } from './handlers';
import type { Ctx, UploadedFile } from './handlers/context';
import { Refusal } from './handlers/context';
import { serveUpload } from './handlers/uploads';
import { BATCH_OPERATION, registerBatch } from './http/batch';
import type { Contract } from './http/contract';
import { loadContract, schemaRefusal } from './http/contract';
import { FORM_MAX_BYTES, parseForm } from './http/forms';
import { API_HEADERS, COMMON_HEADERS } from './http/headers';
import { pickLanguage } from './http/language';
import { isCrossOrigin } from './http/origin';
import {
  limitKind,
  OverLimit,
  SharedCounts,
  sessionCounted,
  sessionWait,
  withinLimits,
} from './http/rateLimit';
import type { Clock, MarketData } from './market';
import { createMarket, systemClock } from './market';
import type { QuoteHub, QuoteStreamOptions } from './stream';
import { attachQuoteHub, openStream, StreamRequest } from './stream';

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
  /**
   * Whether Fastify logs a line as each request comes in and another as it completes (default false: behind
   * deploy/nginx.conf its access log has every request, and two pino lines cost more CPU than a read's own work).
   * Errors and warnings are logged either way.
   */
  logRequests?: boolean;
  /** A parsed contract (tests share one); default read from openapi/tsumiki.yaml. */
  contract?: Contract;
  /** Addresses or CIDRs of the proxies whose X-Forwarded-For names the client. Default false (the socket's). */
  trustProxy?: string | false;
  /** Answers smaller than this many bytes are sent uncompressed. Default 1024. */
  compressThreshold?: number;
  /**
   * Pacing of the quote streams (`streamQuotes`); `timers: false` leaves ticks to the caller and `wallClock`
   * replaces real time for heartbeats and lag (tests).
   */
  stream?: Partial<QuoteStreamOptions> & { timers?: boolean; wallClock?: () => number };
  /** The password hasher (tests wrap one to count checks). Default one from the config's hash settings. */
  hasher?: Hasher;
  /** The trading calendar (read from the database at build). Default a store of its own. */
  calendars?: CalendarStore;
  /**
   * Send a signed-in read's own statement in its session's (`JOINED_READS`; default true). Off, every read
   * checks its session first and then reads, as before: tests compare the two answers.
   */
  joinedReads?: boolean;
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

/** Multipart caps: the contract's largest multipart form has 3 files and 4 fields. */
const MULTIPART_LIMITS = { files: 4, fields: 30, fieldSize: FORM_MAX_BYTES, parts: 34, headerPairs: 20 };

/** Request-level refusals Node answers before Fastify routes anything: the envelope, then the socket closes. */
function clientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text, msg] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'request.timeout']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'request.tooLarge']
        : [400, 'Bad Request', 'request.invalid'];
  const body = JSON.stringify({ status: 0, msg } satisfies Envelope);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Builds the API server: one POST route per contract operation under /api/vue, the form validated against the
 * operation's own schema, every answer in the `{ status, msg, data }` envelope, 401 without a live session.
 */
export async function buildServer(
  options: BuildOptions,
): Promise<FastifyInstance & { market: MarketData; quoteHub: QuoteHub }> {
  const clock = options.clock ?? systemClock;
  const config = options.config ?? DEFAULT_CONFIG;
  const contract = options.contract ?? loadContract();
  const market = createMarket(clock, options.calendars ?? new CalendarStore());
  await market.calendars.reload(options.db);
  // Identity documents: readable by this server's user only, whatever was there before.
  securePrivateDir(options.uploadDir);
  const hasher =
    options.hasher ??
    createHasher({ cost: config.passwordCost, concurrency: config.hashConcurrency, queue: config.hashQueue });
  const logger =
    options.logger === undefined || options.logger === false
      ? false
      : { ...(typeof options.logger === 'object' ? options.logger : {}), redact: REDACT };
  const headersTimeout = Math.min(config.headersTimeoutMs, config.requestTimeoutMs);
  const app = Fastify({
    logger,
    logController: new LogController({ disableRequestLogging: !options.logRequests }),
    // JSON and form bodies; multipart bodies are capped by MULTIPART_LIMITS as they stream.
    bodyLimit: FORM_MAX_BYTES,
    trustProxy: options.trustProxy ?? false,
    // Fastify turns Node's request timeout off by default: a body that never ends would hold its socket for ever.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout,
      // Node checks the two timeouts on this interval (default 30 s), so it bounds how late a 408 comes.
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(headersTimeout / 4))),
    },
    clientErrorHandler: clientError,
  });
  // Before every route, so the JSON answers and the static app `npm start` adds later are compressed too;
  // small bodies (most refusals) are not worth the CPU. The bytes of the envelope itself are untouched.
  // Requests are never compressed by our clients: refusing to inflate them keeps zip bombs out.
  // Answers up to 256 KiB (every API answer, the longest K-line included; the app's files are streams and
  // stream) are compressed in one call on the event loop: a zlib stream per answer costs more in setup, chunks and
  // thread-pool hops than the compression itself (~0.05 ms for a quote list at brotli quality 4; a 500-bar K-line
  // cost ~5 ms of CPU streamed), and the thread pool stays free for password hashes.
  await app.register(compress, {
    threshold: options.compressThreshold ?? 1024,
    syncThreshold: 262_144,
    encodings: ['br', 'gzip', 'deflate'],
    globalDecompression: false,
    // Brotli's default 4 MiB window is set up afresh for every answer: a window of 256 KiB (the largest answer
    // compressed in one call) compresses every API answer as well, for about half the CPU of a quote list's
    // compression (only the app's files over 256 KiB lose a little). Quality 4 is the plugin's own default.
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
        [zlibConstants.BROTLI_PARAM_LGWIN]: 18,
      },
    },
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_MAX_BYTES },
    (_request, body, done) => {
      try {
        done(null, parseForm(body as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
  await app.register(multipart, { limits: { ...MULTIPART_LIMITS, fileSize: config.uploadMaxBytes } });

  // The API's own deny-all policy on /api/ answers; the app's (the one deploy/nginx.conf sends) on the rest comes
  // with the built app, from `serveAppFiles`, which knows the build's inline script.
  app.addHook('onSend', async (request, reply) => {
    reply.headers(COMMON_HEADERS);
    if (request.url.startsWith('/api/')) reply.headers(API_HEADERS);
  });

  app.setErrorHandler(async (error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    // A body refused before its session was checked (a read that checks it after the form): no live session, 401.
    const pending = admitted.get(request)?.sessionAfterBody;
    if (pending && status < 500 && !(await pending()))
      return reply.code(401).send({ status: 0, msg: 'session.expired' } satisfies Envelope);
    if (status === 413)
      return reply.code(413).send({ status: 0, msg: 'request.tooLarge' } satisfies Envelope);
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

  const quoteHub = attachQuoteHub(app, { db: options.db, market, clock, config }, options.stream);

  // A calendar about to run out is a warning, not a failure: the instance keeps serving while the operator
  // loads the next year.
  app.get('/healthz', async () => {
    await options.db.query('SELECT 1');
    const warnings = calendarWarnings(market.calendars.current, clock.now());
    return { status: 'ok', db: options.db.kind, ...(warnings.length > 0 ? { warnings } : {}) };
  });

  const overLimit = new OverLimit();
  // The calls that need no session are counted in this process and written to rate_limits once a second, in
  // one statement (src/http/rateLimit.ts): no database work per call.
  const sharedCounts = new SharedCounts(options.db);
  const syncCounts = () =>
    sharedCounts.sync(clock.now()).catch((err) => app.log.error({ err }, 'rate limit sync failed'));
  const countSync = setInterval(syncCounts, 1000);
  countSync.unref();
  app.addHook('onClose', async () => {
    clearInterval(countSync);
    await syncCounts();
  });
  // What the checks before the body found, for the handler (a request's own state, never shared).
  const admitted = new WeakMap<
    FastifyRequest,
    {
      now: Date;
      account: AccountRow | null;
      /** The request's view of the database (`Db.forRequest`): its session, its limits and its handler use it. */
      db: Db;
      /** The session, for a call that checks it once its form is read (with the form, its joined read). */
      sessionAfterBody?: (form?: Record<string, string>) => Promise<AccountRow | null>;
    }
  >();
  const header = (request: FastifyRequest, name: string) => {
    const v = request.headers[name];
    return typeof v === 'string' ? v : undefined;
  };
  const tooFrequent = (reply: FastifyReply, retryAfter?: unknown) => {
    if (typeof retryAfter === 'number' && retryAfter > 0) reply.header('Retry-After', String(retryAfter));
    return reply.send({ status: 0, msg: 'request.tooFrequent' } satisfies Envelope);
  };

  for (const op of contract.operations) {
    // The batch runs other operations through their own routes: registered on its own below.
    if (op.operationId === BATCH_OPERATION) continue;
    const handler = HANDLERS[op.operationId];
    const kind = limitKind(op.operationId, op.fileFields.length > 0, op.secured);
    /**
     * A signed-in read whose own statement goes in the session's (one round trip, `JOINED_READS`): its session
     * is checked once its form is read, as that names what to read. Only for a call with no rate limit of its
     * own and no files, so the only thing read before the session is a form of at most FORM_MAX_BYTES.
     */
    const joinedRead =
      options.joinedReads !== false && op.secured && !kind && op.fileFields.length === 0
        ? JOINED_READS[op.operationId]
        : undefined;
    // What this call's session statement reads besides the session: decided once per operation.
    const settleState = HANDLERS_SETTLING.has(op.operationId);
    const fundsLock = FUNDS_PASSWORD_CALLS.has(op.operationId);
    /** The session of `request`, with what the call counts (`count`) or reads (`joined`) in the same statement. */
    const session = (
      db: Db,
      request: FastifyRequest,
      now: Date,
      extras: Pick<SessionExtras, 'count' | 'joined'>,
    ) =>
      resolveSession(
        db,
        header(request, 'token'),
        header(request, 'account'),
        now,
        config.sessionIdleMinutes,
        { settleState, fundsLock, ...extras },
      );

    /**
     * Everything that needs only the headers, before a byte of the body is read (so a stranger's 20 MiB upload
     * is never buffered, and a refused call costs no parsing): the origin, the session, the rate limits.
     */
    const beforeBody = async (request: FastifyRequest, reply: FastifyReply) => {
      if (isCrossOrigin(request.headers, config.allowedOrigins)) {
        request.log.info({ operationId: op.operationId }, 'cross-origin post refused');
        return reply.code(403).send({ status: 0, msg: 'request.crossOrigin' } satisfies Envelope);
      }
      // Sign-in and register hash a password: with the hash queue full they are refused before any database
      // work, so a flood of them costs the server next to nothing.
      if ((kind === 'login' || kind === 'register') && hasher.full) return tooFrequent(reply);
      const now = clock.now();
      const db = options.db.forRequest?.() ?? options.db;
      // Refused at once without the headers a session needs; any other session is checked after the form.
      if (joinedRead && !request.isMultipart()) {
        const token = header(request, 'token');
        if (!token || !header(request, 'account'))
          return reply.code(401).send({ status: 0, msg: 'session.expired' } satisfies Envelope);
        admitted.set(request, {
          now,
          account: null,
          db,
          sessionAfterBody: (form) =>
            session(db, request, now, form && joinedRead ? { joined: joinedRead(form, now) } : {}),
        });
        return;
      }
      let account: AccountRow | null = null;
      // A signed-in call's limits (orders, uploads) are counted by the session's statement itself.
      const counted = op.secured
        ? sessionCounted(config.rateLimits, kind, request.ip, now, overLimit)
        : undefined;
      if (op.secured) {
        account = await session(db, request, now, counted ? { count: counted } : {});
        if (!account) return reply.code(401).send({ status: 0, msg: 'session.expired' } satisfies Envelope);
      }
      if (counted && account?.rate_hits) {
        const wait = sessionWait(counted, account.rate_hits, Number(account.id), now, overLimit);
        if (wait > 0) return tooFrequent(reply, wait);
      } else if (kind) {
        const who = { ip: request.ip, ...(account ? { accountId: Number(account.id) } : {}) };
        const wait = await withinLimits(db, config.rateLimits, kind, who, now, overLimit, sharedCounts);
        if (wait > 0) return tooFrequent(reply, wait);
      }
      admitted.set(request, { now, account, db });
    };

    const routeOptions = {
      onRequest: beforeBody,
      ...(TOKEN_ANSWERS.has(op.operationId) ? { compress: false as const } : {}),
    };
    app.post(`/api/vue${op.path}`, routeOptions, async (request: FastifyRequest, reply: FastifyReply) => {
      const entry = admitted.get(request) ?? { now: clock.now(), account: null, db: options.db };
      const { now } = entry;
      let { account } = entry;
      if (op.secured && !account && !entry.sessionAfterBody)
        return reply.code(401).send({ status: 0, msg: 'session.expired' });
      // A form refused before its session was checked: a caller with no live session hears that first, as before.
      const refuseForm = async (msg: string, code = 200) => {
        if (entry.sessionAfterBody && !(await entry.sessionAfterBody()))
          return reply.code(401).send({ status: 0, msg: 'session.expired' } satisfies Envelope);
        return reply.code(code).send({ status: 0, msg } satisfies Envelope);
      };
      const form: Record<string, string> = {};
      const files: Record<string, UploadedFile> = {};
      try {
        if (request.isMultipart()) {
          let repeated = false;
          // Parts stream in one at a time; a file past the cap stops the read (FST_REQ_FILE_TOO_LARGE).
          for await (const part of request.parts()) {
            // A field sent twice (HPP) is refused rather than guessed, file or not; the parts are still read.
            repeated ||= Object.hasOwn(files, part.fieldname) || Object.hasOwn(form, part.fieldname);
            if (part.type === 'file') {
              const data = await part.toBuffer();
              if (data.length > 0) files[part.fieldname] = { filename: part.filename, data };
            } else if (typeof part.value === 'string') form[part.fieldname] = part.value;
          }
          if (repeated) return refuseForm('request.invalid');
        } else if (request.body && typeof request.body === 'object') {
          for (const [k, v] of Object.entries(request.body as Record<string, unknown>)) {
            // A repeated field (HPP) is refused rather than guessed.
            if (typeof v !== 'string') return refuseForm('request.invalid');
            form[k] = v;
          }
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
          return refuseForm('request.tooLarge', 413);
        return refuseForm(code === 'FST_REQ_FILE_TOO_LARGE' ? 'upload.tooLarge' : 'request.invalid');
      }
      if (entry.sessionAfterBody) {
        account = await entry.sessionAfterBody(form);
        if (!account) return reply.code(401).send({ status: 0, msg: 'session.expired' } satisfies Envelope);
      }
      if (op.validate) {
        const candidate: Record<string, string> = { ...form };
        for (const f of op.fileFields) if (files[f]) candidate[f] = 'file';
        // A missing file is a business refusal with its own key, so let the handler name it.
        const valid = op.validate(candidate) || onlyMissingFiles(op.validate.errors, op.fileFields);
        if (!valid) {
          return reply.send({
            status: 0,
            msg: schemaRefusal(op, form, op.validate.errors),
          } satisfies Envelope);
        }
      }
      if (!handler) return reply.send({ status: 0, msg: 'server.error' } satisfies Envelope);
      const ctx: Ctx = {
        operationId: op.operationId,
        db: entry.db,
        market,
        clock,
        config,
        hasher,
        uploadDir: options.uploadDir,
        log: request.log,
        form,
        files,
        account,
        token: header(request, 'token'),
        now,
        lang: pickLanguage(header(request, 'accept-language')),
        ...(account?.joined !== undefined ? { joined: account.joined } : {}),
      };
      try {
        if (account?.frozen && op.operationId !== 'logout') throw new Refusal('account.frozen');
        const data = await handler(ctx);
        if (data instanceof StreamRequest) return openStream(quoteHub, data, request, reply);
        return reply.send({ status: 1, msg: 'ok', data: data ?? null } satisfies Envelope);
      } catch (error) {
        if (error instanceof Refusal) {
          if (error.msg === 'request.tooFrequent') return tooFrequent(reply, error.params?.retryAfter);
          const msg = contract.msgKeys.has(error.msg) ? error.msg : 'request.invalid';
          return reply.send({ status: 0, msg } satisfies Envelope);
        }
        request.log.error({ err: error, operationId: op.operationId }, 'handler failed');
        return reply.code(500).send({ status: 0, msg: 'server.error' } satisfies Envelope);
      }
    });
  }

  registerBatch(app, contract, config.allowedOrigins);

  app.get('/api/vue/uploads/:name', async (request, reply) =>
    serveUpload(options, clock, config, request, reply),
  );

  return Object.assign(app, { market, quoteHub }) as unknown as FastifyInstance & {
    market: MarketData;
    quoteHub: QuoteHub;
  };
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
