import type { TsumikiTokens } from './tokenType';

export const tsumikiLight = {
  name: 'tsumiki-light',
  color: {
    brand: '#1f4fd1',
    brandText: '#ffffff',
    surface: '#ffffff',
    text: '#1a1d24',
    focus: '#f59e0b',
  },
  radius: { control: '10px' },
  space: { unit: 4 },
  font: {
    body: '"Hiragino Sans", "Noto Sans JP", "PingFang SC", "Noto Sans SC", system-ui, sans-serif',
  },
} satisfies TsumikiTokens;
