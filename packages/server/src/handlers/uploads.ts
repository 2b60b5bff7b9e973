import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { resolveSession } from '../auth/sessions';
import type { ServerConfig } from '../config';
import type { Db, Queryable } from '../db';
import type { Clock } from '../market';
import type { Ctx, UploadedFile } from './context';
import { refuse } from './context';

const TYPES = [
  { mime: 'image/jpeg', ext: 'jpg', test: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: 'image/png',
    ext: 'png',
    test: (b: Buffer) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    mime: 'image/webp',
    ext: 'webp',
    test: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The image type of `data` judged by its first bytes (never by name or declared type), or undefined. */
export function sniffImage(data: Buffer): { mime: string; ext: string } | undefined {
  return TYPES.find((t) => data.length >= 12 && t.test(data));
}

/**
 * Stores an uploaded image under a server-made name after checking its content and size; answers its row id
 * and the path it is served from (to its owner only).
 */
export async function storeUpload(
  tx: Queryable,
  ctx: Ctx,
  accountId: number,
  file: UploadedFile | undefined,
  purpose: string,
): Promise<{ id: number; ref: string }> {
  if (!file) refuse('upload.required');
  if (file.data.length > ctx.config.uploadMaxBytes) refuse('upload.tooLarge');
  const type = sniffImage(file.data);
  if (!type) refuse('upload.invalidType');
  const name = `${randomUUID()}.${type.ext}`;
  await writeFile(path.join(ctx.uploadDir, name), file.data, { flag: 'wx' });
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO uploads (account_id, stored_name, mime, size, purpose, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [accountId, name, type.mime, file.data.length, purpose, ctx.now],
  );
  return { id: Number(row?.id), ref: uploadRef(name) };
}

export const uploadRef = (storedName: string) => `/api/vue/uploads/${storedName}`;

/** GET /api/vue/uploads/:name — the file to its owner (token and account headers), 404 to anyone else. */
export async function serveUpload(
  options: { db: Db; uploadDir: string },
  clock: Clock,
  config: ServerConfig,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const name = (request.params as { name?: string }).name ?? '';
  const header = (n: string) =>
    typeof request.headers[n] === 'string' ? (request.headers[n] as string) : undefined;
  const account = await resolveSession(
    options.db,
    header('token'),
    header('account'),
    clock.now(),
    config.sessionIdleMinutes,
  );
  if (!account) return reply.code(401).send({ status: 0, msg: 'session.expired' });
  // The name is checked before it reaches SQL: a NUL byte in it would make PostgreSQL throw (a 500).
  const wellFormed = /^[0-9a-f-]{36}\.(jpg|png|webp)$/.test(name);
  const [row] = wellFormed
    ? await options.db.query<{ mime: string }>(
        'SELECT mime FROM uploads WHERE stored_name = $1 AND account_id = $2',
        [name, account.id],
      )
    : [];
  if (!row) {
    return reply.code(404).send({ status: 0, msg: 'resource.notFound' });
  }
  const data = await readFile(path.join(options.uploadDir, name));
  return reply
    .header('Content-Type', row.mime)
    .header('Content-Disposition', 'inline; filename="image"')
    .send(data);
}
