import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tokenHash } from '../auth/sessions';
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import type { Handler } from '../handlers/context';
import type { Clock, MarketData } from '../market';
import type { QuoteStreamOptions } from './hub';
import { QuoteHub, StreamRequest } from './hub';
import { liveSessionHashes } from './sessions';
import { resolveSymbols } from './ticks';

export type { QuoteHubStats, QuoteStreamOptions, StreamEndReason } from './hub';
export { DEFAULT_STREAM_OPTIONS, QuoteHub, StreamRequest } from './hub';

/** `streamQuotes`: the session is already checked; decides the symbols, the hub opens the stream. */
export const streamQuotes: Handler = async (ctx) => {
  const { known, unknown } = resolveSymbols(ctx.form.symbols ?? '');
  return new StreamRequest(tokenHash(ctx.token ?? ''), known, unknown);
};

/** Calls after which this instance's streams of an ended session are closed at once, not at the next check. */
const SESSION_ENDING_PATHS: ReadonlySet<string> = new Set([
  '/api/vue/user/logout',
  '/api/vue/user/changeLoginPassword',
]);

/**
 * The instance's quote hub, wired into the server: its streams end when the server closes (clients reconnect to
 * another instance), and a sign-out or password change here ends that session's streams at once.
 */
export function attachQuoteHub(
  app: FastifyInstance,
  deps: { db: Db; market: MarketData; clock: Clock; config: ServerConfig },
  options: Partial<QuoteStreamOptions> & { timers?: boolean; wallClock?: () => number } = {},
): QuoteHub {
  const { timers, wallClock, ...pacing } = options;
  const hub = new QuoteHub(
    {
      market: deps.market,
      clock: deps.clock,
      liveSessions: (hashes, now) => liveSessionHashes(deps.db, hashes, now, deps.config.sessionIdleMinutes),
      ...(timers === undefined ? {} : { timers }),
      ...(wallClock ? { wallClock } : {}),
      onError: (err, what) => app.log.error({ err }, `quote stream ${what} failed`),
    },
    pacing,
  );
  app.addHook('preClose', async () => hub.close('restart'));
  app.addHook('onResponse', async (request) => {
    if (SESSION_ENDING_PATHS.has(request.url)) hub.checkSessionsSoon();
  });
  return hub;
}

/** Opens the stream a handler asked for on this request's connection (taken over from Fastify). */
export function openStream(
  hub: QuoteHub,
  answer: StreamRequest,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  reply.hijack();
  const lastEventId = request.headers['last-event-id'];
  hub.open(answer, typeof lastEventId === 'string' ? lastEventId : undefined, request.raw, reply.raw);
  return reply;
}

/** Stream pacing from the environment (TSUMIKI_STREAM_*_MS); unset values keep the defaults. */
export function streamOptionsFromEnv(env: NodeJS.ProcessEnv): Partial<QuoteStreamOptions> {
  const out: Partial<QuoteStreamOptions> = {};
  const read = (name: string): number | undefined => {
    const n = Number(env[name]);
    return env[name] && Number.isInteger(n) && n > 0 ? n : undefined;
  };
  const pairs: [keyof QuoteStreamOptions, string][] = [
    ['intervalMs', 'TSUMIKI_STREAM_INTERVAL_MS'],
    ['heartbeatMs', 'TSUMIKI_STREAM_HEARTBEAT_MS'],
    ['maxLagMs', 'TSUMIKI_STREAM_MAX_LAG_MS'],
    ['sessionCheckMs', 'TSUMIKI_STREAM_SESSION_CHECK_MS'],
  ];
  for (const [key, name] of pairs) {
    const value = read(name);
    if (value !== undefined) out[key] = value;
  }
  return out;
}
