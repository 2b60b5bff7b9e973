import type { TsumikiTokens } from '../../tokenType';
import { fontStacks, textStacks } from '../shared';

/**
 * A second brand that proves the reskin: deep violet header, warm paper surfaces, square corners and a
 * Mincho heading face. Nothing outside this file changes to apply it.
 */
export const murasakiLight = {
  name: 'murasaki-light',
  colorScheme: 'light',
  priceConvention: 'red-up',
  color: {
    brand: {
      primary: '#5b2a86',
      primaryPressed: '#4a2170',
      onPrimary: '#ffffff',
      soft: '#f1e7f8',
      onSoft: '#4a2170',
    },
    surface: {
      page: '#f7f2e9',
      card: '#fffdf8',
      raised: '#ffffff',
      sunken: '#efe8db',
      header: '#3d1b5b',
      inverse: '#2a1f33',
      scrim: 'rgba(42, 31, 51, 0.55)',
    },
    text: {
      primary: '#2a1f33',
      secondary: '#5a4c63',
      tertiary: '#66596f',
      onHeader: '#fbf5ff',
      onInverse: '#fffdf8',
      link: '#5b2a86',
    },
    border: { subtle: '#e6ddcd', strong: '#8a7d92' },
    focus: '#8a5f00',
    feedback: {
      success: { solid: '#2e6b3a', onSolid: '#ffffff', soft: '#e4f0e2', onSoft: '#24552e' },
      warning: { solid: '#8f5200', onSolid: '#ffffff', soft: '#f8ead0', onSoft: '#6f3f00' },
      danger: { solid: '#a82323', onSolid: '#ffffff', soft: '#f9e3df', onSoft: '#8a1c1c' },
      info: { solid: '#5b2a86', onSolid: '#ffffff', soft: '#f1e7f8', onSoft: '#4a2170' },
      neutral: { solid: '#5a4c63', onSolid: '#ffffff', soft: '#efe8db', onSoft: '#4a3e52' },
    },
    price: {
      red: '#b3261e',
      redSoft: '#f9e3df',
      green: '#1c7444',
      greenSoft: '#e4f0e2',
      flat: '#5a4c63',
    },
    chart: {
      series1: '#8a5a00',
      series2: '#1d4ed8',
      series3: '#0e7490',
      series4: '#a21caf',
      series5: '#5b21b6',
    },
  },
  space: { unit: 4, scale: { xxs: 0.5, xs: 1, sm: 2, md: 3.5, lg: 4.5, xl: 6, xxl: 9 } },
  radius: { sm: 2, md: 3, lg: 4, xl: 6, full: 999 },
  typography: {
    family: {
      text: textStacks,
      // A Mincho face in Japanese, Song in Chinese, a book serif in English: each language its own serif.
      heading: {
        ja: '"Hiragino Mincho ProN", "Yu Mincho", "Noto Serif JP", serif',
        zh: '"Songti SC", "STSong", "Noto Serif SC", "Source Han Serif SC", serif',
        en: 'Georgia, "Times New Roman", "Noto Serif", serif',
      },
      mono: fontStacks.mono,
    },
    size: { xs: 11, sm: 13, md: 15, lg: 17, xl: 21, xxl: 30 },
    lineHeight: { tight: 1.3, normal: 1.6 },
    weight: { regular: 400, medium: 600, bold: 800 },
  },
  elevation: {
    card: '0 0 0 1px rgba(61, 27, 91, 0.08)',
    sheet: '0 -4px 0 rgba(61, 27, 91, 0.12)',
    toast: '0 6px 0 rgba(61, 27, 91, 0.18)',
  },
  motion: { fast: 100, base: 160, slow: 240, easing: 'cubic-bezier(0.3, 0, 0.2, 1)' },
} satisfies TsumikiTokens;
