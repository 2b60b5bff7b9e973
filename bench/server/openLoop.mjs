// An open-loop load generator at a fixed rate, measured as wrk2 measures (Gil Tene's "coordinated omission"):
// request i is due at start + i / rate whatever the server did before, on connection i mod `connections`, and its
// latency runs from when it was due, not from when a busy connection could finally send it. So a server that falls
// behind the rate shows it in the tail instead of slowing the generator down, which is what a closed loop
// (autocannon's default: each connection sends the next request when the last one returns) does; there the latency
// at 50 connections is 50 / throughput by Little's law, whatever the server's latency at a given load is.
//
// autocannon's own `overallRate` is not this: it sends each connection's quota for the second back to back and
// then waits for the next second, so the load arrives in bursts at every second's start.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** The value at quantile `q` (0..1) of `sorted` (ascending), nearest rank. */
export function quantile(sorted, q) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1];
}

/**
 * Sends `rate` requests a second for `seconds` (at most `maxRequests`) over `connections` keep-alive connections
 * to `url`; `request(i)` gives request i's `{ path, headers, body }`. Resolves with the latencies (ms, from when
 * each request was due, sorted), the service times (from when it was sent), the rate achieved, the answers that
 * were not `200` with a `{"status":1` body (an answer that is compressed is not read: only its status counts),
 * the transport errors, and the worst latency of each 250 ms of the schedule (`windows`: where in the run the tail
 * is).
 */
export function openLoop({ url, rate, seconds, maxRequests, connections, request, timeoutMs = 60_000 }) {
  const total = Math.max(1, Math.min(Math.round(rate * seconds), maxRequests));
  const interval = 1000 / rate;
  const target = new URL(url);
  const agents = Array.from(
    { length: connections },
    () => new http.Agent({ keepAlive: true, maxSockets: 1 }),
  );
  const queues = Array.from({ length: connections }, () => []);
  const busy = new Array(connections).fill(false);
  const latencies = [];
  const service = [];
  const windows = new Array(Math.ceil((total * interval) / 250) + 1).fill(0);
  const refusals = new Map();
  let refused = 0;
  let errors = 0;
  let done = 0;
  let due = 0;
  let lastEnd = 0;
  const start = performance.now() + 20;

  return new Promise((resolve) => {
    const finish = () => {
      for (const agent of agents) agent.destroy();
      latencies.sort((a, b) => a - b);
      service.sort((a, b) => a - b);
      resolve({
        latencies,
        service,
        requests: done,
        rate: done / ((lastEnd - start) / 1000),
        refused,
        refusals,
        errors,
        windows,
      });
    };
    const send = (c) => {
      if (busy[c] || queues[c].length === 0) return;
      const i = queues[c].shift();
      busy[c] = true;
      const { path, headers, body } = request(i);
      const dueAt = start + i * interval;
      const sentAt = performance.now();
      const settle = (status, text) => {
        const end = performance.now();
        lastEnd = Math.max(lastEnd, end);
        latencies.push(end - dueAt);
        const w = Math.floor((i * interval) / 250);
        windows[w] = Math.max(windows[w], end - dueAt);
        service.push(end - sentAt);
        if (status !== 200 || (text.startsWith('{') && !text.startsWith('{"status":1'))) {
          refused++;
          const key = `${status} ${text.slice(0, 60)}`;
          refusals.set(key, (refusals.get(key) ?? 0) + 1);
        }
        busy[c] = false;
        if (++done === total) finish();
        else send(c);
      };
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: 'POST',
          path,
          agent: agents[c],
          timeout: timeoutMs,
          headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => {
            const encoded = res.headers['content-encoding'];
            settle(res.statusCode, encoded ? '' : Buffer.concat(chunks).toString('utf8', 0, 64));
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors++;
        settle(0, 'transport error');
      });
      req.end(body);
    };
    // Releases every request that is due, then sleeps until the next one is.
    const tick = () => {
      const now = performance.now();
      while (due < total && start + due * interval <= now) {
        const c = due % connections;
        queues[c].push(due++);
        send(c);
      }
      if (due < total) setTimeout(tick, Math.max(0, start + due * interval - performance.now()));
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });
}
