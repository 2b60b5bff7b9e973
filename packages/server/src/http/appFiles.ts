import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { appCacheControl, appHeaders, inlineScriptHashes } from './headers';

/**
 * Serves the built app from `dist` at `/`, each file with the Cache-Control deploy/nginx.conf gives it (hashed
 * assets immutable, the brand an hour, the rest revalidated). `npm start` and the e2e stack serve it the same way.
 * A file the build compressed (`index-….js.br`, `.gz`: packages/app/vite/precompress.mjs) goes as it is to a
 * browser that accepts it, as nginx's `gzip_static` does; any other is compressed as it is sent.
 */
export async function serveAppFiles(app: FastifyInstance, dist: string): Promise<void> {
  // The app's headers on everything but the API. The build's index.html carries its boot script inline
  // (packages/app/vite/firstScreen.ts): the policy names its hash, as deploy/nginx.conf's does. Read once: a new
  // build is a new start.
  const index = path.join(dist, 'index.html');
  const headers = appHeaders(existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : []);
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/')) reply.headers(headers);
  });
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    cacheControl: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const urlPath = `/${path.relative(dist, filePath).split(path.sep).join('/')}`.replace(
        /\.(?:br|gz)$/,
        '',
      );
      reply.header('Cache-Control', appCacheControl(urlPath));
    },
  });
}
