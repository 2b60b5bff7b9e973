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
});
