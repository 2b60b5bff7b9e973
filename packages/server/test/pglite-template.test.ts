import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations, makePgliteTemplate, migrate, openPglite } from '../src/db';

// The build's pre-initialised data directory (dist/pgdata.tar.gz): a first start on PGlite begins from it
// instead of running initdb, and must end up where initdb and the migrations would have left it.
describe('PGlite data directory template', () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'tsumiki-pgdata-template-'));
  const template = path.join(tmp, 'pgdata.tar.gz');

  beforeAll(async () => {
    await makePgliteTemplate(template);
  }, 120_000);
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('starts a new data directory with every migration applied, private, and keeps it across restarts', async () => {
    const dir = path.join(tmp, 'data');
    const db = await openPglite(dir, { template });
    const applied = await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(applied.map((r) => r.id)).toEqual(listMigrations().map((m) => m.id));
    await migrate(db);
    await db.query("INSERT INTO config_items (name, value) VALUES ('template.test', 'kept')");
    await db.close();
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const loose = readdirSync(dir, { recursive: true, withFileTypes: true }).filter(
      (e) => (statSync(path.join(e.parentPath, e.name)).mode & 0o777) !== (e.isDirectory() ? 0o700 : 0o600),
    );
    expect(loose).toEqual([]);

    // A directory that holds a database is opened as it is, never overwritten by the template.
    const again = await openPglite(dir, { template });
    const [row] = await again.query<{ value: string }>(
      "SELECT value FROM config_items WHERE name = 'template.test'",
    );
    expect(row?.value).toBe('kept');
    await again.close();
  }, 120_000);

  it('runs initdb when the template cannot be read (a missing one: every start from source)', async () => {
    const broken = path.join(tmp, 'broken.tar.gz');
    writeFileSync(broken, 'not gzip');
    const db = await openPglite(path.join(tmp, 'broken'), { template: broken });
    expect(await db.query("SELECT to_regclass('public.schema_migrations') AS t")).toEqual([{ t: null }]);
    await migrate(db);
    expect((await db.query('SELECT id FROM schema_migrations')).length).toBe(listMigrations().length);
    await db.close();
  }, 120_000);
});
