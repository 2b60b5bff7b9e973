import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface Reply {
  status?: number;
  /** A string is sent as is; anything else as JSON; undefined sends an empty body. */
  body?: unknown;
  /** Milliseconds to wait before answering (a slow server). */
  delayMs?: number;
}

export interface TestServer {
  baseUrl: string;
  requests: SeenRequest[];
  /** The next answers, in order; the last one repeats. */
  reply(...replies: Reply[]): void;
  /** Answers by request instead: path (after /api/vue) and form fields in, reply out. */
  route(handler: (path: string, form: URLSearchParams) => Reply): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 that records what it receives and answers what the test queued.
 * Tests talk to it through the real fetch, so the transport is exercised end to end without a mocking library.
 */
export async function startTestServer(): Promise<TestServer> {
  const requests: SeenRequest[] = [];
  let queue: Reply[] = [{ body: { status: 1, msg: 'ok', data: null } }];
  let router: ((path: string, form: URLSearchParams) => Reply) | undefined;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const reply = router
        ? router((req.url ?? '').replace(/^\/api\/vue/, ''), new URLSearchParams(body.toString()))
        : ((queue.length > 1 ? queue.shift() : queue[0]) ?? {});
      const send = () => {
        if (res.destroyed) return;
        const payload =
          reply.body === undefined
            ? ''
            : typeof reply.body === 'string'
              ? reply.body
              : JSON.stringify(reply.body);
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(payload);
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api/vue/`,
    requests,
    reply: (...replies) => {
      router = undefined;
      queue = replies;
    },
    route: (handler) => {
      router = handler;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A Web Storage stand-in backed by a Map. */
export function mapStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => {
      map.set(key, value);
    },
    removeItem: (key: string) => {
      map.delete(key);
    },
  };
}
