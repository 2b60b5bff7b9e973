// The bench's customers, in a process of their own so their work does not count as the server's: N quote
// streams, or N customers polling the quote list every 3 s. Told what to do over IPC; reports delays on request.
import http from 'node:http';

/** The wall instant of the 5 s price step a server instant falls in (prices move only on these). */
const STEP_MS = 5_000;

let config;
const delays = [];
const latencies = [];
let events = 0;
let quotes = 0;
let failures = 0;
const reasons = new Map();
const fail = (reason) => {
  failures++;
  reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
};
let bytes = 0;
const requests = new Set();
let stopping = false;
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

function headers(session, length) {
  return {
    'content-type': 'application/x-www-form-urlencoded',
    'content-length': length,
    token: session.token,
    account: session.account,
  };
}

/**
 * One streaming customer: counts each `quotes` event's delay from its tick (the instant the prices changed). A
 * connection that fails or drops is made again after a jittered, doubling wait, as the SDK does.
 */
function stream(session, onHello, attempt = 0) {
  const body = `symbols=${encodeURIComponent(config.symbols.join(','))}`;
  const req = http.request(`${config.url}/api/vue/market/stream`, {
    method: 'POST',
    agent: false,
    headers: headers(session, Buffer.byteLength(body)),
  });
  requests.add(req);
  let buffer = '';
  let hello = false;
  let snapshot = true;
  let retried = false;
  const retry = (reason) => {
    requests.delete(req);
    if (stopping || retried) return;
    retried = true;
    fail(reason);
    const wait = Math.min(30_000, 1_000 * 2 ** attempt) * (0.5 + Math.random() / 2);
    setTimeout(() => stream(session, hello ? () => {} : onHello, hello ? 0 : attempt + 1), wait);
  };
  req.on('response', (res) => {
    if (res.statusCode !== 200) {
      res.resume();
      retry(`stream ${res.statusCode}`);
      return;
    }
    res.setEncoding('utf8');
    res.on('data', (chunk) => {
      bytes += chunk.length;
      buffer += chunk;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const record = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        if (record.startsWith('event: hello')) {
          if (!hello) onHello();
          hello = true;
        } else if (record.startsWith('event: quotes')) {
          const id = /\nid: (\d+)/.exec(record)?.[1];
          // The first event after hello is the stream's snapshot, not a change.
          if (snapshot) snapshot = false;
          else if (id && record.includes('"symbol"')) {
            delays.push(Date.now() - (Number(id) - config.offsetMs));
            events++;
            quotes += record.split('"symbol"').length - 1;
          }
        } else if (record.startsWith('event: end')) fail(record.slice(record.indexOf('data: ') + 6));
      }
    });
    res.on('close', () => retry('stream closed'));
  });
  req.on('error', (error) => retry(error.code ?? error.message));
  req.end(body);
}

/**
 * One polling customer: the quote list every 3 s after the last answer, as the SDK's polling does. It counts as
 * arrived once its first request is sent: an overloaded server answers late, which is what is measured.
 */
function poll(session, onFirst) {
  const body = 'type=jpy&sort=code&order=asc&page=1&pageSize=20';
  const prices = new Map();
  let lastServer = 0;
  let first = true;
  const once = () => {
    if (stopping) return;
    const sent = Date.now();
    const req = http.request(`${config.url}/api/vue/market/list`, {
      method: 'POST',
      agent,
      headers: headers(session, Buffer.byteLength(body)),
      timeout: 30_000,
    });
    requests.add(req);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => {
        requests.delete(req);
        const received = Date.now();
        bytes += text.length;
        latencies.push(received - sent);
        try {
          const list = JSON.parse(text).data.list;
          const server = Date.parse(list[0].time);
          // A moved price moved on the latest 5 s step before this answer: the most favourable reading for polling.
          const step = Math.floor(server / STEP_MS) * STEP_MS;
          let moved = 0;
          for (const q of list) {
            if (prices.has(q.code) && prices.get(q.code) !== q.price && step > lastServer) moved++;
            prices.set(q.code, q.price);
          }
          if (moved > 0 && !first) {
            delays.push(received - (step - config.offsetMs));
            events++;
            quotes += moved;
          }
          lastServer = server;
        } catch {
          fail(`answer ${res.statusCode} ${text.slice(0, 40)}`);
        }
        first = false;
        setTimeout(once, config.pollMs);
      });
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => {
      requests.delete(req);
      if (stopping) return;
      fail(error.code ?? error.message);
      setTimeout(once, config.pollMs);
    });
    req.end(body);
  };
  setTimeout(() => {
    once();
    onFirst();
  }, Math.random() * config.pollMs);
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

process.on('message', (message) => {
  if (message.type === 'start') {
    config = message;
    let ready = 0;
    const started = Date.now();
    const done = () => ready >= config.sessions.length;
    const onReady = () => {
      ready++;
      if (done()) arrived();
    };
    let announced = false;
    const arrived = () => {
      if (announced) return;
      announced = true;
      clearInterval(progress);
      process.send({ type: 'ready', ms: Date.now() - started, connected: ready });
    };
    const progress = setInterval(() => {
      console.error(
        `  ${config.mode}: ${ready} connected, ${failures} failed after ${Math.round((Date.now() - started) / 1000)} s`,
        JSON.stringify(Object.fromEntries(reasons)),
      );
      if (done()) arrived();
    }, 10_000);
    // Connect in batches, as customers arriving over some seconds would.
    const batch = 100;
    config.sessions.forEach((session, i) => {
      setTimeout(
        () => (config.mode === 'stream' ? stream(session, onReady) : poll(session, onReady)),
        Math.floor(i / batch) * 100,
      );
    });
  } else if (message.type === 'reset') {
    delays.length = 0;
    latencies.length = 0;
    events = 0;
    quotes = 0;
    failures = 0;
    reasons.clear();
    bytes = 0;
  } else if (message.type === 'report') {
    const d = [...delays].sort((a, b) => a - b);
    const l = [...latencies].sort((a, b) => a - b);
    process.send({
      type: 'report',
      events,
      quotes,
      failures,
      reasons: Object.fromEntries(reasons),
      bytes,
      delayP50: percentile(d, 0.5),
      delayP99: percentile(d, 0.99),
      latencyP50: percentile(l, 0.5),
      latencyP99: percentile(l, 0.99),
      requests: latencies.length,
    });
  } else if (message.type === 'stop') {
    stopping = true;
    for (const req of requests) req.destroy();
    agent.destroy();
    process.exit(0);
  }
});
