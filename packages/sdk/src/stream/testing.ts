// Test seams for the quote stream: a clock of hand-moved timers and a fetch whose streams the test writes.
import type { StreamTimers } from './quoteStream';

/** Timers that fire only when the test moves time. */
export class ManualTimers implements StreamTimers {
  now = 0;
  #queue: { at: number; seq: number; fn: () => void }[] = [];
  #seq = 0;

  setTimeout(fn: () => void, ms: number): unknown {
    const entry = { at: this.now + Math.max(0, ms), seq: this.#seq++, fn };
    this.#queue.push(entry);
    return entry;
  }

  clearTimeout(handle: unknown): void {
    this.#queue = this.#queue.filter((e) => e !== handle);
  }

  /** Moves time by `ms`, firing what falls due in order (and what those schedule within the window). */
  advance(ms: number): void {
    const end = this.now + ms;
    for (;;) {
      this.#queue.sort((a, b) => a.at - b.at || a.seq - b.seq);
      const next = this.#queue[0];
      if (!next || next.at > end) break;
      this.#queue.shift();
      this.now = next.at;
      next.fn();
    }
    this.now = end;
  }

  pending(): number {
    return this.#queue.length;
  }
}

/** One stream answer the test writes to, event by event. */
export class EventStream {
  readonly response: Response;
  #controller!: ReadableStreamDefaultController<Uint8Array>;
  #encoder = new TextEncoder();
  closed = false;

  constructor(signal: AbortSignal) {
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        this.#controller = controller;
      },
      cancel: () => {
        this.closed = true;
      },
    });
    // As a real fetch does: aborting the request errors its body.
    signal.addEventListener('abort', () => {
      if (this.closed) return;
      this.closed = true;
      this.#controller.error(new DOMException('aborted', 'AbortError'));
    });
    this.response = new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
  }

  /** Writes raw text. */
  write(text: string): void {
    if (!this.closed) this.#controller.enqueue(this.#encoder.encode(text));
  }

  send(event: string, data: unknown, id?: string): void {
    this.write(`event: ${event}\n${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`);
  }

  hello(symbols: string[], retry = 2000): void {
    this.write(`retry: ${retry}\n`);
    this.send('hello', { interval: 1000, heartbeat: 15000, symbols, unknown: [], resumed: false });
  }

  /** Ends the answer as a server closing the connection. */
  end(): void {
    if (this.closed) return;
    this.closed = true;
    this.#controller.close();
  }
}

export interface SeenStreamRequest {
  headers: Headers;
  symbols: string[];
  stream: EventStream;
}

/**
 * A fetch for the stream: each request gets what `answer` returns — by default a fresh EventStream the test
 * writes to; `requests` keeps them in order.
 */
export function streamFetch(
  answer?: (request: Request, stream: EventStream) => Response | Promise<Response>,
) {
  const requests: SeenStreamRequest[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const form = new URLSearchParams(await request.text());
    const stream = new EventStream(request.signal);
    requests.push({ headers: request.headers, symbols: (form.get('symbols') ?? '').split(','), stream });
    return answer ? answer(request, stream) : stream.response;
  };
  return { fetch, requests };
}

/** Lets pending promise callbacks (the stream reader) run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}
