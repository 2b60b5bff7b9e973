import { batchPaths } from '../generated/operations';

/** The most calls one `/batch` request carries (the contract's `BatchForm`). */
export const BATCH_MAX_CALLS = 20;

/** The longest form a call may carry in a batch (the contract's `BatchCallForm`); a longer one goes alone. */
export const BATCH_FORM_MAX_CHARS = 512;

/** What came back for one call, alone or in a batch: the HTTP status it answered and its parsed body. */
export interface Exchange {
  status: number;
  body: unknown;
}

/** One read waiting for its batch. */
interface Pending {
  path: string;
  form: string;
  signal: AbortSignal;
  resolve: (exchange: Exchange) => void;
  reject: (reason: unknown) => void;
  /** Set once the call has settled (its answer came, or its caller left): the batch no longer waits for it. */
  settled: boolean;
}

export interface BatcherOptions {
  /** Sends one request, as a lone call does: `/batch` or an operation's own path. */
  send: (
    path: string,
    body: string,
    headers: Record<string, string>,
    signal: AbortSignal,
  ) => Promise<Exchange>;
  /** How long reads wait for company, in milliseconds: 0 is the calls of the same task. */
  windowMs: number;
}

export interface Batcher {
  /**
   * Queues a read: sent with the other reads queued in the same window under the same headers in one `/batch`
   * request, or alone when it stays alone. Settles with this call's own status and envelope, or rejects as a
   * lone call's fetch would (the batch's network failure, or this call's `signal`).
   */
  exchange(
    path: string,
    form: string,
    headers: Record<string, string>,
    signal: AbortSignal,
  ): Promise<Exchange>;
}

interface BatchAnswer {
  http?: unknown;
  status?: unknown;
  msg?: unknown;
  data?: unknown;
}

/** The `/batch` form of some calls: `path{i}` and `form{i}`, numbered from 0. */
export function batchBody(calls: readonly { path: string; form: string }[]): string {
  const params = new URLSearchParams();
  calls.forEach((call, i) => {
    params.append(`path${i}`, call.path);
    if (call.form !== '') params.append(`form${i}`, call.form);
  });
  return params.toString();
}

/** A server that answers `/batch` so has none: its reads go alone from then on. */
export function noBatchHere(batch: Exchange): boolean {
  return batch.status === 404 || batch.status === 405 || batch.status === 501;
}

/**
 * One call's exchange out of the batch's answer, as if that call had come alone: a batch answered with each
 * call's `{ http, status, msg, data }` gives each its own; a batch that failed as a whole at the HTTP level gives
 * every call that failure (a 502 from a proxy is each read's 502, retried as such); `undefined` when the batch was
 * refused as a whole or the server has no `/batch`, so the calls go alone.
 */
export function splitBatch(batch: Exchange, count: number): Exchange[] | undefined {
  const { status, body } = batch;
  if (noBatchHere(batch)) return undefined;
  if (status < 200 || status > 299) return Array.from({ length: count }, () => batch);
  const envelope = body as { status?: unknown; data?: unknown } | null | undefined;
  if (typeof envelope !== 'object' || envelope === null || !('status' in envelope))
    return Array.from({ length: count }, () => ({ status, body: undefined }));
  if (Number(envelope.status) !== 1) return undefined;
  const answers = Array.isArray(envelope.data) ? (envelope.data as BatchAnswer[]) : [];
  return Array.from({ length: count }, (_, i) => {
    const answer = answers[i];
    if (typeof answer !== 'object' || answer === null) return { status, body: undefined };
    const { http, ...own } = answer;
    return { status: typeof http === 'number' ? http : status, body: own };
  });
}

/**
 * Gathers the reads issued together (the same task, or `windowMs`) into one `/batch` request per set of headers,
 * at most {@link BATCH_MAX_CALLS} a request, the way tRPC's httpBatchLink and DataLoader do: on HTTP/1.1 with six
 * connections per origin a cold screen's fifteen reads are three waves of round trips, one batch is one. A lone
 * read goes as it is, and so does one whose form is longer than {@link BATCH_FORM_MAX_CHARS}. A server without
 * `/batch` (404) gets each read alone and no batch again from this transport; a batch refused as a whole is sent
 * again as lone reads.
 */
export function createBatcher(options: BatcherOptions): Batcher {
  const queues = new Map<string, { headers: Record<string, string>; calls: Pending[] }>();
  let scheduled = false;
  let unsupported = false;

  const alone = (call: Pending, headers: Record<string, string>) => {
    if (call.settled) return;
    options.send(call.path, call.form, headers, call.signal).then(
      (exchange) => settle(call, () => call.resolve(exchange)),
      (reason) => settle(call, () => call.reject(reason)),
    );
  };

  function settle(call: Pending, done: () => void) {
    if (call.settled) return;
    call.settled = true;
    done();
  }

  async function sendBatch(headers: Record<string, string>, calls: Pending[]) {
    // The batch is abandoned only when every caller has left it; one caller leaving settles that caller alone.
    const batchAbort = new AbortController();
    const leave = () => {
      if (calls.every((call) => call.settled || call.signal.aborted)) batchAbort.abort();
    };
    for (const call of calls) {
      call.signal.addEventListener(
        'abort',
        () => {
          settle(call, () => call.reject(call.signal.reason));
          leave();
        },
        { once: true },
      );
    }
    let batch: Exchange;
    try {
      batch = await options.send('/batch', batchBody(calls), headers, batchAbort.signal);
    } catch (reason) {
      for (const call of calls) settle(call, () => call.reject(reason));
      return;
    }
    const split = splitBatch(batch, calls.length);
    if (!split) {
      // A refusal of the whole batch (a backend whose list of batchable reads is shorter) costs this batch only.
      if (noBatchHere(batch)) unsupported = true;
      for (const call of calls) alone(call, headers);
      return;
    }
    calls.forEach((call, i) => {
      const exchange = split[i] as Exchange;
      settle(call, () => call.resolve(exchange));
    });
  }

  function flush() {
    scheduled = false;
    const groups = [...queues.values()];
    queues.clear();
    for (const { headers, calls } of groups) {
      const live = calls.filter((call) => !call.settled);
      if (live.length === 1 || unsupported) {
        for (const call of live) alone(call, headers);
        continue;
      }
      for (let i = 0; i < live.length; i += BATCH_MAX_CALLS) {
        const chunk = live.slice(i, i + BATCH_MAX_CALLS);
        if (chunk.length === 1) alone(chunk[0] as Pending, headers);
        else void sendBatch(headers, chunk);
      }
    }
  }

  return {
    exchange(path, form, headers, signal) {
      return new Promise<Exchange>((resolve, reject) => {
        if (signal.aborted) {
          reject(signal.reason);
          return;
        }
        const call: Pending = { path, form, signal, resolve, reject, settled: false };
        if (unsupported || form.length > BATCH_FORM_MAX_CHARS) {
          alone(call, headers);
          return;
        }
        // A caller that leaves before the batch goes is simply not sent.
        signal.addEventListener('abort', () => settle(call, () => reject(signal.reason)), { once: true });
        const key = JSON.stringify(headers);
        const queue = queues.get(key) ?? { headers, calls: [] };
        queue.calls.push(call);
        queues.set(key, queue);
        if (!scheduled) {
          scheduled = true;
          setTimeout(flush, options.windowMs);
        }
      });
    },
  };
}

/**
 * Read batching for a transport (`TransportOptions.batching`, `enableBatching`): the batcher and the reads the
 * contract lets a batch carry (its `BatchPath`).
 */
export const readBatching = { createBatcher, paths: batchPaths } as const;
