// The store's own chunk: Redux Toolkit, RTK Query and every endpoint, loaded by the first route that reads it;
// with it the loader of routes that show only some label areas (a chunk of its own would split the start
// screen's chunks: it shares nothing else with them).
import { endpointMeta, operationTable } from '@tsumiki/sdk';

export { loadTexts, withStore } from '@tsumiki/sdk';

/**
 * Whether a POST to a URL under `baseUrl` is a read: an operation the store caches as a query. Only those may be
 * remembered for the boot script to send early (earlyReads.ts); nothing that moves money or a session.
 */
export function readCheck(baseUrl: string): (url: string) => boolean {
  const reads = new Set(
    Object.entries(operationTable)
      .filter(([id]) => endpointMeta[id as keyof typeof endpointMeta]?.kind === 'query')
      .map(([, op]) => `${baseUrl}${op.path}`),
  );
  return (url) => reads.has(url);
}
