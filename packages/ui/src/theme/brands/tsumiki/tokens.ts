import type { TsumikiTokens } from '../../tokenType';
import { fontStacks, textStacks } from '../shared';

const base = {
  priceConvention: 'red-up',
  space: { unit: 4, scale: { xxs: 0.5, xs: 1, sm: 2, md: 3, lg: 4, xl: 6, xxl: 8 } },
  radius: { sm: 6, md: 10, lg: 14, xl: 20, full: 999 },
  typography: {
    family: { text: textStacks, heading: textStacks, mono: fontStacks.mono },
    size: { xs: 11, sm: 13, md: 15, lg: 17, xl: 20, xxl: 28 },
    lineHeight: { tight: 1.25, normal: 1.5 },
    weight: { regular: 400, medium: 500, bold: 700 },
  },
  motion: { fast: 120, base: 200, slow: 320, easing: 'cubic-bezier(0.2, 0, 0, 1)' },
} as const;

/** Tsumiki's own brand, light mode: a cool blue on white cards. */
export const tsumikiLight = {
  ...base,
  name: 'tsumiki-light',
  colorScheme: 'light',
  color: {
    brand: {
      primary: '#1f4fd1',
      primaryPressed: '#1a41ad',
      onPrimary: '#ffffff',
      soft: '#e9effd',
      onSoft: '#1a41ad',
    },
    surface: {
      page: '#f2f4f8',
      card: '#ffffff',
      raised: '#ffffff',
      sunken: '#e9edf3',
      header: '#ffffff',
      inverse: '#1b1f29',
      scrim: 'rgba(12, 16, 26, 0.5)',
    },
    text: {
      primary: '#151922',
      secondary: '#485164',
      tertiary: '#5b6475',
      onHeader: '#151922',
      onInverse: '#ffffff',
      link: '#1f4fd1',
    },
    border: { subtle: '#e1e5ec', strong: '#7d8698' },
    focus: '#1f4fd1',
    feedback: {
      success: { solid: '#137a41', onSolid: '#ffffff', soft: '#e2f4e9', onSoft: '#0e5f32' },
      warning: { solid: '#a35200', onSolid: '#ffffff', soft: '#fdf0da', onSoft: '#7f4000' },
      danger: { solid: '#c4282b', onSolid: '#ffffff', soft: '#fde8e8', onSoft: '#9f1d21' },
      info: { solid: '#1f4fd1', onSolid: '#ffffff', soft: '#e9effd', onSoft: '#1a41ad' },
      neutral: { solid: '#485164', onSolid: '#ffffff', soft: '#e9edf3', onSoft: '#3c4454' },
    },
    price: {
      red: '#c42525',
      redSoft: '#fdeaea',
      green: '#0a7540',
      greenSoft: '#e6f5ec',
      flat: '#485164',
    },
    chart: {
      series1: '#a16207',
      series2: '#7c3aed',
      series3: '#0369a1',
      series4: '#c026d3',
      series5: '#3730a3',
    },
  },
  elevation: {
    card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.08)',
    sheet: '0 -8px 24px rgba(16, 24, 40, 0.16)',
    toast: '0 8px 24px rgba(16, 24, 40, 0.22)',
  },
} satisfies TsumikiTokens;

/** Tsumiki's own brand, dark mode: deep navy surfaces, brighter price hues. */
export const tsumikiDark = {
  ...base,
  name: 'tsumiki-dark',
  colorScheme: 'dark',
  color: {
    brand: {
      primary: '#6f98ff',
      primaryPressed: '#5a86f5',
      onPrimary: '#0a1024',
      soft: '#1c2a4d',
      onSoft: '#c3d4ff',
    },
    surface: {
      page: '#0b0e14',
      card: '#151a23',
      raised: '#1d2330',
      sunken: '#10141b',
      header: '#151a23',
      inverse: '#eef1f6',
      scrim: 'rgba(0, 0, 0, 0.6)',
    },
    text: {
      primary: '#eef1f6',
      secondary: '#aab3c4',
      tertiary: '#959fb1',
      onHeader: '#eef1f6',
      onInverse: '#151922',
      link: '#93b2ff',
    },
    border: { subtle: '#262d3b', strong: '#6b7589' },
    focus: '#93b2ff',
    feedback: {
      success: { solid: '#3ccf84', onSolid: '#04220f', soft: '#12301f', onSoft: '#86e7b3' },
      warning: { solid: '#f3a73a', onSolid: '#2a1800', soft: '#33250c', onSoft: '#ffd28a' },
      danger: { solid: '#ff6b6b', onSolid: '#2a0406', soft: '#3b1517', onSoft: '#ffb0b0' },
      info: { solid: '#6f98ff', onSolid: '#0a1024', soft: '#1c2a4d', onSoft: '#c3d4ff' },
      neutral: { solid: '#aab3c4', onSolid: '#10141b', soft: '#232a37', onSoft: '#c9d0dc' },
    },
    price: {
      red: '#ff6464',
      redSoft: '#3b1517',
      green: '#35c47c',
      greenSoft: '#12301f',
      flat: '#aab3c4',
    },
    chart: {
      series1: '#eab308',
      series2: '#a78bfa',
      series3: '#38bdf8',
      series4: '#f472b6',
      series5: '#a3e635',
    },
  },
  elevation: {
    card: '0 1px 2px rgba(0, 0, 0, 0.4)',
    sheet: '0 -8px 24px rgba(0, 0, 0, 0.5)',
    toast: '0 8px 24px rgba(0, 0, 0, 0.6)',
  },
} satisfies TsumikiTokens;
