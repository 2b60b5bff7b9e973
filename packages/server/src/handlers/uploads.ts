import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { resolveSession } from '../auth/sessions';
import type { ServerConfig } from '../config';
import type { Db, Queryable } from '../db';
import type { Clock } from '../market';
import { neutraliseImage } from '../uploads/image';
import type { Ctx, UploadedFile } from './context';
import { refuse } from './context';

/** An upload proved to be an image and rewritten without its metadata, ready to store. */
export interface CheckedUpload {
  mime: string;
  ext: string;
  data: Buffer;
}

/**
 * Proves a form's file is a whole JPEG, PNG or WebP within the size and pixel limits (src/uploads/image.ts) and
 * answers the neutralised copy; refuses `upload.required`, `upload.tooLarge` or `upload.invalidType`. Runs
 * before any transaction, so a refused second image never leaves the first one on disk.
 */
export async function checkUpload(ctx: Ctx, file: UploadedFile | undefined): Promise<CheckedUpload> {
  if (!file) refuse('upload.required');
  const verdict = await neutraliseImage(file.data, {
    maxBytes: ctx.config.uploadMaxBytes,
    maxSide: ctx.config.uploadMaxSide,
    maxPixels: ctx.config.uploadMaxPixels,
  });
  if (!verdict.ok) {
    // The reason is for the operator (which check failed); the customer gets the key. No file name logged.
    ctx.log.info({ operationId: ctx.operationId, reason: verdict.reason }, 'upload refused');
    refuse(verdict.refusal);
  }
  return { mime: verdict.mime, ext: verdict.ext, data: verdict.data };
}

/**
 * Stores a checked upload under a server-made name (a random UUID and the type's own extension; the customer's
 * file name and declared type are never used); answers its row id and the path it is served from (to its owner
 * only).
 */
export async function storeUpload(
  tx: Queryable,
  ctx: Ctx,
  accountId: number,
  upload: CheckedUpload,
  purpose: string,
): Promise<{ id: number; ref: string }> {
  const name = `${randomUUID()}.${upload.ext}`;
  await writeFile(path.join(ctx.uploadDir, name), upload.data, { flag: 'wx', mode: 0o600 });
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO uploads (account_id, stored_name, mime, size, purpose, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [accountId, name, upload.mime, upload.data.length, purpose, ctx.now],
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
