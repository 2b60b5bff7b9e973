import { makePgliteTemplate } from '../db/pglite';

// Run by the build (tsup.config.ts): `node dist/pgdata-template.js <file>` writes the PGlite data directory a
// first start begins from (src/db/pglite.ts).
const file = process.argv[2];
if (!file) {
  console.error('usage: node dist/pgdata-template.js <file.tar.gz>');
  process.exit(2);
}
await makePgliteTemplate(file);
