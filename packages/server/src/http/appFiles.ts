import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { appCacheControl } from './headers';

/**
 * Serves the built app from `dist` at `/`, each file with the Cache-Control deploy/nginx.conf gives it (hashed
 * assets immutable, the rest revalidated). `npm start` and the e2e stack serve it the same way.
 */
export async function serveAppFiles(app: FastifyInstance, dist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const urlPath = `/${path.relative(dist, filePath).split(path.sep).join('/')}`;
      reply.header('Cache-Control', appCacheControl(urlPath));
    },
  });
}
