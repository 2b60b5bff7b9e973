import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', react: 'src/react/index.tsx' },
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  external: ['react'],
});
