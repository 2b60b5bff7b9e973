import { describe, expect, it } from 'vitest';
import { brandTokens } from './brands';
import { makeVanillaTheme } from './makeVanillaTheme';
import type { Market, PriceConventionOverride } from './priceConvention';
import { priceConventionFor } from './priceConvention';
import { priceConventionClass } from './priceConventionClass';
import { applyRuntimeTokens, validateTokens } from './runtimeTokens';
import { priceConventionClasses } from './themeClasses.css';
import type { PriceConvention } from './tokenType';
import { vars } from './vars.css';

describe('priceConventionFor', () => {
  const cases: [string, { given: [Market, PriceConventionOverride?]; want: PriceConvention }][] = [
    ['Tokyo is red-up', { given: ['jpy'], want: 'red-up' }],
    ['Shanghai is red-up', { given: ['cny'], want: 'red-up' }],
    ['the US is green-up', { given: ['usd'], want: 'green-up' }],
    ['auto follows the market', { given: ['usd', 'auto'], want: 'green-up' }],
    ['the user can force red-up in the US', { given: ['usd', 'red-up'], want: 'red-up' }],
    ['the user can force green-up in Tokyo', { given: ['jpy', 'green-up'], want: 'green-up' }],
  ];
  it.each(cases)('%s', (_t, { given, want }) => {
    expect(priceConventionFor(...given)).toBe(want);
    expect(priceConventionClass(...given)).toBe(priceConventionClasses[want]);
  });
});

describe('makeVanillaTheme', () => {
  it('maps up/down from the brand convention and turns units into px', () => {
    const theme = makeVanillaTheme(brandTokens.light);
    expect(theme.color.price.up).toBe(brandTokens.light.color.price.red);
    expect(theme.color.price.down).toBe(brandTokens.light.color.price.green);
    expect(theme.space.lg).toBe('16px');
    expect(theme.radius.md).toBe('10px');
    const greenUp = makeVanillaTheme({ ...brandTokens.light, priceConvention: 'green-up' });
    expect(greenUp.color.price.up).toBe(brandTokens.light.color.price.green);
  });
});

describe('validateTokens', () => {
  const good = JSON.parse(JSON.stringify(brandTokens.murasaki));
  const cases: [string, { given: unknown; want: string[] }][] = [
    ['a built-in brand round-tripped through JSON is valid', { given: good, want: [] }],
    ['not an object', { given: 'blue', want: ['(root): expected an object'] }],
    [
      'a missing colour',
      {
        given: { ...good, color: { ...good.color, focus: undefined } },
        want: ['color.focus: expected a non-empty string'],
      },
    ],
    [
      'a string where a number belongs',
      {
        given: { ...good, radius: { ...good.radius, md: '4px' } },
        want: ['radius.md: expected a finite number'],
      },
    ],
    ['an unknown token', { given: { ...good, sparkle: true }, want: ['sparkle: unknown token'] }],
    [
      'an enum out of range',
      { given: { ...good, colorScheme: 'sepia' }, want: ['colorScheme: expected light | dark'] },
    ],
  ];
  it.each(cases)('%s', (_t, { given, want }) => {
    const result = validateTokens(given);
    expect(result.ok ? [] : result.errors).toEqual(want);
  });
});

describe('applyRuntimeTokens', () => {
  it('returns inline custom properties for every contract var', () => {
    const result = applyRuntimeTokens(JSON.parse(JSON.stringify(brandTokens.dark)));
    if (!result.ok) throw new Error(result.errors.join('\n'));
    const name = vars.color.brand.primary.replace(/^var\((.*)\)$/, '$1');
    expect(result.style[name]).toBe(brandTokens.dark.color.brand.primary);
  });
  it('refuses an invalid shape', () => {
    expect(applyRuntimeTokens({ name: 'x' }).ok).toBe(false);
  });
});
