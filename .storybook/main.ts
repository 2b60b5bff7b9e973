import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // The welcome and token pages (MDX), then every story.
  stories: ['./pages/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
  async viteFinal(config) {
    config.plugins = [...(config.plugins ?? []), vanillaExtractPlugin()];
    config.resolve = {
      ...config.resolve,
      conditions: ['@tsumiki/source', ...defaultClientConditions],
    };
    // Our sources never value-import `react`, so Vite would not pre-bundle it for Storybook's preview.
    config.optimizeDeps = {
      ...config.optimizeDeps,
      include: [...(config.optimizeDeps?.include ?? []), 'react', 'react-dom', 'react-dom/client'],
    };
    return config;
  },
};

export default config;
