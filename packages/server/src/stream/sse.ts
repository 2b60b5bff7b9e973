/**
 * One Server-Sent Events record: `event:`, optional `id:` and `retry:`, and the data as one line of JSON.
 * JSON.stringify never writes a raw newline, so the data always fits the single `data:` line the contract names.
 */
export function sseEvent(
  event: string,
  data: unknown,
  options: { id?: string; retry?: number } = {},
): string {
  let text = `event: ${event}\n`;
  if (options.id !== undefined) text += `id: ${options.id}\n`;
  if (options.retry !== undefined) text += `retry: ${options.retry}\n`;
  return `${text}data: ${JSON.stringify(data)}\n\n`;
}

/** A `quotes` event from tick JSON already serialised once per symbol (the fan-out never stringifies twice). */
export function quotesEvent(tickMs: number, parts: readonly string[]): string {
  const time = new Date(tickMs).toISOString();
  return `event: quotes\nid: ${tickMs}\ndata: {"time":"${time}","quotes":[${parts.join(',')}]}\n\n`;
}
