import { copyFileSync, cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'src/main.ts', operator: 'src/cli/operator.ts' },
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
    cpSync('migrations', 'dist/migrations', { recursive: true });
    copyFileSync('../../openapi/tsumiki.yaml', 'dist/tsumiki.yaml');
  },
});
