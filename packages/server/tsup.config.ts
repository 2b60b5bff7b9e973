import { copyFileSync, cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

// TSUMIKI_SERVER_OUT_DIR builds elsewhere than dist/ (the operator CLI test builds into a directory of its own,
// so a rebuild of dist/ by anyone else cannot swap the bundle under it).
const outDir = process.env.TSUMIKI_SERVER_OUT_DIR || 'dist';

export default defineConfig({
  entry: { main: 'src/main.ts', operator: 'src/cli/operator.ts' },
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
  },
});
