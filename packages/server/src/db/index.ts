import path from 'node:path';
import { pgliteTemplateFile, projectRoot } from '../paths';
import { migrate } from './migrate';
import { openPostgres } from './pg';
import { openPglite } from './pglite';
import type { Db } from './types';

export { listMigrations, migrate, splitSql } from './migrate';
export type { PostgresOptions } from './pg';
export { openPostgres } from './pg';
export type { PgliteOptions } from './pglite';
export { makePgliteTemplate, openPglite } from './pglite';
export type { Db, Queryable, Row } from './types';

/**
 * Opens the database the environment names and migrates it: PostgreSQL when `databaseUrl` is set, otherwise
 * PGlite in `dataDir` (default `<project root>/.data/pglite`).
 */
export async function openDatabase(
  options: { databaseUrl?: string; dataDir?: string; prepared?: boolean } = {},
): Promise<Db> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl, 10, { prepared: options.prepared })
    : await openPglite(options.dataDir ?? path.join(projectRoot(), '.data/pglite'), {
        template: pgliteTemplateFile(),
      });
  await migrate(db);
  return db;
}
