import { describe, expect, it } from 'vitest';
import { brandTokens, themeNames } from './brands';
import { colorDistance, contrastRatio } from './contrast';
import type { TsumikiTokens } from './tokenType';

/** WCAG AA: body text 4.5:1; large text and UI boundaries (focus ring, control borders, icons) 3:1. */
const BODY = 4.5;
const UI = 3;

type Pair = [label: string, fg: string, bg: string, min: number];

function pairs(t: TsumikiTokens): Pair[] {
  const { text, surface, brand, feedback, price, border, focus } = t.color;
  const surfaces = { page: surface.page, card: surface.card, raised: surface.raised, sunken: surface.sunken };
  const out: Pair[] = [];
  for (const [s, bg] of Object.entries(surfaces)) {
    for (const k of ['primary', 'secondary', 'tertiary', 'link'] as const)
      out.push([`text.${k} on ${s}`, text[k], bg, BODY]);
    for (const k of ['red', 'green', 'flat'] as const) out.push([`price.${k} on ${s}`, price[k], bg, BODY]);
    out.push([`brand.primary on ${s}`, brand.primary, bg, BODY]);
    for (const [tone, c] of Object.entries(feedback)) out.push([`${tone}.solid on ${s}`, c.solid, bg, UI]);
    out.push([`focus on ${s}`, focus, bg, UI]);
    out.push([`border.strong on ${s}`, border.strong, bg, UI]);
    // Chart series are lines, slices and legend swatches (graphics, never text): 3:1 like other UI marks.
    for (const [k, c] of Object.entries(t.color.chart)) out.push([`chart.${k} on ${s}`, c, bg, UI]);
  }
  out.push(['text.onHeader on header', text.onHeader, surface.header, BODY]);
  out.push(['text.onInverse on inverse', text.onInverse, surface.inverse, BODY]);
  // Inside the header the focus ring uses text.onHeader, already checked above.
  out.push(['onPrimary on primary', brand.onPrimary, brand.primary, BODY]);
  out.push(['onPrimary on primaryPressed', brand.onPrimary, brand.primaryPressed, BODY]);
  out.push(['onSoft on soft', brand.onSoft, brand.soft, BODY]);
  out.push(['price.red on redSoft', price.red, price.redSoft, BODY]);
  out.push(['price.green on greenSoft', price.green, price.greenSoft, BODY]);
  for (const [tone, c] of Object.entries(feedback)) {
    out.push([`${tone}.onSolid on solid`, c.onSolid, c.solid, BODY]);
    out.push([`${tone}.onSoft on soft`, c.onSoft, c.soft, BODY]);
  }
  return out;
}

/** Chart series closer than this read as one colour at line width (OKLab distance, see `colorDistance`). */
const APART = 0.1;

function closePairs(t: TsumikiTokens): [string, string, string][] {
  const { price, chart } = t.color;
  const series = Object.entries(chart);
  const out: [string, string, string][] = [];
  series.forEach(([k, c], i) => {
    for (const p of ['red', 'green', 'flat'] as const) out.push([`chart.${k} and price.${p}`, c, price[p]]);
    for (const [k2, c2] of series.slice(i + 1)) out.push([`chart.${k} and chart.${k2}`, c, c2]);
  });
  return out;
}

describe('colorDistance', () => {
  it.each([
    ['a colour from itself is 0', { given: ['#1f4fd1', '#1f4fd1'], want: 0 }],
    ['black from white is 1', { given: ['#000000', '#ffffff'], want: 1 }],
  ] as const)('%s', (_t, { given, want }) => {
    expect(colorDistance(given[0], given[1])).toBeCloseTo(want, 3);
  });
  it('is symmetric and grows with the difference', () => {
    expect(colorDistance('#c42525', '#0a7540')).toBeCloseTo(colorDistance('#0a7540', '#c42525'), 12);
    expect(colorDistance('#137a41', '#0a7540')).toBeLessThan(APART);
  });
});

describe.each(themeNames)('theme %s keeps chart series apart', (name) => {
  it.each(closePairs(brandTokens[name]))('%s', (_label, a, b) => {
    expect(colorDistance(a, b)).toBeGreaterThanOrEqual(APART);
  });
});

describe('contrastRatio', () => {
  it.each([
    ['black on white is 21:1', { given: ['#000000', '#ffffff'], want: 21 }],
    ['a colour on itself is 1:1', { given: ['#1f4fd1', '#1f4fd1'], want: 1 }],
    ['#767676 on white is the AA threshold', { given: ['#767676', '#fff'], want: 4.54 }],
  ] as const)('%s', (_t, { given, want }) => {
    expect(contrastRatio(given[0], given[1])).toBeCloseTo(want, 2);
  });
});

describe.each(themeNames)('theme %s meets WCAG AA', (name) => {
  it.each(pairs(brandTokens[name]))('%s', (_label, fg, bg, min) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(min);
  });
});
