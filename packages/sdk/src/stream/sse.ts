/** One dispatched Server-Sent Events message. */
export interface SseMessage {
  /** The `event:` name; `message` when the record named none. */
  event: string;
  /** The `data:` lines, joined with newlines. */
  data: string;
  /** The stream's last event id once this message is dispatched (ids persist across messages). */
  lastEventId: string;
}

/**
 * An incremental parser of the `text/event-stream` format as the HTML standard defines it (the algorithm an
 * `EventSource` runs): chunks may split lines anywhere, lines end in LF, CR or CRLF, `:` starts a comment, a
 * record with an `id:` but no data still moves the last event id, `retry:` takes digits only and an id holding
 * NUL is ignored. Push decoded text; complete messages come back.
 */
export class SseParser {
  /** The last event id seen (what a reconnect sends as `Last-Event-ID`). */
  lastEventId = '';
  /** The reconnection time the stream asked for with `retry:`, if it did. */
  retry: number | undefined;
  #buffer = '';
  #afterCr = false;
  #bomChecked = false;
  #event = '';
  #data: string[] = [];
  #id: string | undefined;

  /** Feeds decoded text; returns the messages it completed, in order. */
  push(text: string): SseMessage[] {
    let chunk = text;
    if (!this.#bomChecked && chunk.length > 0) {
      this.#bomChecked = true;
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
    }
    // A CR that ended the last chunk already ended its line; an LF right after it belongs to it.
    if (this.#afterCr && chunk.startsWith('\n')) chunk = chunk.slice(1);
    this.#afterCr = false;
    const out: SseMessage[] = [];
    let text2 = this.#buffer + chunk;
    let start = 0;
    for (let i = 0; i < text2.length; i++) {
      const c = text2.charCodeAt(i);
      if (c !== 10 && c !== 13) continue;
      this.#line(text2.slice(start, i), out);
      if (c === 13) {
        if (i + 1 === text2.length) this.#afterCr = true;
        else if (text2.charCodeAt(i + 1) === 10) i++;
      }
      start = i + 1;
    }
    text2 = text2.slice(start);
    this.#buffer = text2;
    return out;
  }

  #line(line: string, out: SseMessage[]): void {
    if (line === '') {
      this.#dispatch(out);
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.#event = value;
    else if (field === 'data') this.#data.push(value);
    else if (field === 'id') {
      if (!value.includes('\u0000')) this.#id = value;
    } else if (field === 'retry' && /^[0-9]+$/.test(value)) this.retry = Number(value);
  }

  #dispatch(out: SseMessage[]): void {
    if (this.#id !== undefined) this.lastEventId = this.#id;
    this.#id = undefined;
    const event = this.#event;
    const data = this.#data;
    this.#event = '';
    this.#data = [];
    if (data.length === 0) return;
    out.push({ event: event || 'message', data: data.join('\n'), lastEventId: this.lastEventId });
  }
}
