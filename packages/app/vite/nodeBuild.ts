import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type InlineConfig } from 'vite';

/**
 * Builds one of the app's modules for Node with `nodeConfig` (the kit's packages from their sources, the same
 * plugins as the app), imports it and hands it to `use`; the build is removed afterwards. Vite's module runner
 * (`runnerImport`) cannot run the kit's `.css.ts` modules, which a brand's tokens import.
 */
export async function withNodeBuild<M, T>(
  nodeConfig: InlineConfig,
  at: { root: string; mode: string },
  entry: string,
  use: (module: M) => Promise<T> | T,
): Promise<T> {
  // Inside the app, so the Node build's imports (react, i18next) resolve from its node_modules.
  const cache = path.join(at.root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const work = mkdtempSync(path.join(cache, 'node-build-'));
  try {
    await build({
      ...nodeConfig,
      configFile: false,
      root: at.root,
      mode: at.mode,
      logLevel: 'warn',
      build: {
        ...nodeConfig.build,
        ssr: entry,
        outDir: work,
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { output: { entryFileNames: 'entry.mjs' } },
      },
    });
    return await use((await import(pathToFileURL(path.join(work, 'entry.mjs')).href)) as M);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
