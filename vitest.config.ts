import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Workspace packages are read from source through this export condition (see STYLE.md). */
const sourceCondition = '@tsumiki/source';
const resolve = { conditions: [sourceCondition, ...defaultClientConditions] };
const ssr = { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } };

const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
});

// A factory, not a shared object: vitest writes the project name into `instances`.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: chromium,
  instances: [{ browser: 'chromium' as const }],
});

export default defineConfig({
  test: {
    restoreMocks: true,
    // .ci/run reads the totals from a JSON report to print its closing line.
    reporters: process.env.VITEST_JSON_REPORT
      ? ['default', ['json', { outputFile: process.env.VITEST_JSON_REPORT }]]
      : ['default'],
    projects: [
      {
        resolve,
        ssr,
        test: {
          name: 'sdk',
          root: path.join(root, 'packages/sdk'),
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'server',
          root: path.join(root, 'packages/server'),
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['./test/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The reference app's own logic that needs no browser (its early reads, its build's chunk plan).
        resolve,
        ssr,
        test: {
          name: 'app',
          root: path.join(root, 'packages/app'),
          environment: 'node',
          include: ['src/**/*.test.ts', 'vite/**/*.test.ts'],
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'contract',
          root: path.join(root, 'openapi'),
          environment: 'node',
          include: ['**/*.test.ts'],
        },
      },
      {
        // Every TypeScript sample of the markdown docs compiles; the ones marked `run` run (scripts/docs).
        resolve,
        ssr,
        test: {
          name: 'docs',
          root: path.join(root, 'scripts/docs'),
          environment: 'node',
          include: ['**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'e2e',
          root: path.join(root, 'e2e'),
          environment: 'node',
          include: ['**/*.test.ts'],
          globalSetup: ['./globalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        // The charts' pure layout (d3-scale, d3-shape, no DOM) is tested in Node, as DESIGN.md says.
        resolve,
        ssr,
        test: {
          name: 'ui-geometry',
          root: path.join(root, 'packages/ui'),
          environment: 'node',
          include: ['src/charts/geometry/**/*.test.ts', 'src/charts/views/**/*.test.ts'],
        },
      },
      {
        resolve,
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'ui',
          root: path.join(root, 'packages/ui'),
          include: ['src/**/*.test.tsx'],
          // TsumikiProvider names its theme; the themes' CSS comes with their modules.
          setupFiles: ['./src/theme/themes/allThemes.ts'],
          browser: browser(),
        },
      },
      {
        resolve,
        plugins: [react()],
        test: {
          name: 'sdk-react',
          root: path.join(root, 'packages/sdk'),
          include: ['src/react/**/*.test.tsx'],
          browser: browser(),
        },
      },
      {
        resolve,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: { name: 'storybook', browser: browser() },
      },
      // The reference deployment needs nginx and PostgreSQL and rebuilds every dist folder, so it never runs
      // beside the other projects: .ci/run runs it on its own after `npm test` (TSUMIKI_DEPLOY_TEST=1).
      ...(process.env.TSUMIKI_DEPLOY_TEST === '1'
        ? [
            {
              test: {
                name: 'deploy',
                root: path.join(root, 'scripts/deploy'),
                environment: 'node',
                include: ['deploy.test.ts'],
                testTimeout: 15 * 60_000,
              },
            },
          ]
        : []),
      // What a broker meets, built as they would (issue 10): the examples from the packed tarballs, the release
      // dry run, the API reference, a third brand by docs/white-label.md, the static Storybook. Minutes of
      // builds and installs, so .ci/run runs it on its own after the deployment (TSUMIKI_SHIP_TEST=1).
      ...(process.env.TSUMIKI_SHIP_TEST === '1'
        ? [
            {
              test: {
                name: 'ship',
                root: path.join(root, 'scripts/ship'),
                environment: 'node',
                include: ['ship.test.ts'],
                testTimeout: 20 * 60_000,
                hookTimeout: 20 * 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
