import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'tsup';
import { parse } from 'yaml';

/**
 * The PGlite data directory a first `npm start` begins from (initdb and every migration done: seconds of CPU
 * saved on the first start), made once per set of migrations and PGlite version and kept in node_modules/.cache.
 */
function pgdataTemplate(outDir: string): void {
  // PGlite exports no package.json: its version is read from the directory its entry point lives in.
  const entry = createRequire(path.resolve('package.json')).resolve('@electric-sql/pglite');
  const pglite = readFileSync(path.join(entry, '../../package.json'), 'utf8');
  const hash = createHash('sha256').update(JSON.parse(pglite).version);
  for (const f of readdirSync('migrations').sort()) hash.update(f).update(readFileSync(`migrations/${f}`));
  for (const f of ['src/db/migrate.ts', 'src/db/pglite.ts']) hash.update(readFileSync(f));
  const cacheDir = path.resolve('../../node_modules/.cache/tsumiki-server');
  const cached = path.join(cacheDir, `pgdata-${hash.digest('hex').slice(0, 16)}.tar.gz`);
  if (!existsSync(cached)) {
    mkdirSync(cacheDir, { recursive: true });
    const tmp = `${cached}.${process.pid}`;
    execFileSync(process.execPath, [`${outDir}/pgdata-template.js`, tmp], { stdio: 'inherit' });
    // Renamed into place whole, so a build running beside this one never copies half a file.
    renameSync(tmp, cached);
  }
  copyFileSync(cached, `${outDir}/pgdata.tar.gz`);
}

// TSUMIKI_SERVER_OUT_DIR builds elsewhere than dist/ (the operator CLI test builds into a directory of its own,
// so a rebuild of dist/ by anyone else cannot swap the bundle under it).
const outDir = process.env.TSUMIKI_SERVER_OUT_DIR || 'dist';

export default defineConfig({
  entry: {
    main: 'src/main.ts',
    operator: 'src/cli/operator.ts',
    'pgdata-template': 'src/cli/pgdataTemplate.ts',
  },
  outDir,
  format: ['esm'],
  clean: true,
  target: 'node20',
  platform: 'node',
  // The SDK is bundled from source so the server runs without a build of the workspace.
  noExternal: ['@tsumiki/sdk'],
  esbuildOptions(options) {
    options.conditions = ['@tsumiki/source'];
  },
  // What the server reads at run time travels with the bundle: dist/ plus the production dependencies is a
  // complete deployable package (see docs/deploy.md).
  async onSuccess() {
    cpSync('migrations', `${outDir}/migrations`, { recursive: true });
    copyFileSync('../../openapi/tsumiki.yaml', `${outDir}/tsumiki.yaml`);
    // What the server reads at start: JSON parses in milliseconds, the YAML in most of a second.
    writeFileSync(
      `${outDir}/tsumiki.json`,
      JSON.stringify(parse(readFileSync('../../openapi/tsumiki.yaml', 'utf8'))),
    );
    pgdataTemplate(outDir);
  },
});
