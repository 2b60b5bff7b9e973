import type { TsumikiTokens } from './tokenType';

const px = (n: number) => `${n}px`;

function mapValues<K extends string, V, R>(record: Record<K, V>, f: (v: V) => R): Record<K, R> {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, f(v as V)])) as Record<K, R>;
}

/**
 * Pure transform from tokens to CSS-ready strings. The theme contract (`vars`) is derived from the shape of
 * its result, so adding a token here is the only step needed to expose it.
 */
export function makeVanillaTheme(tokens: TsumikiTokens) {
  const { color, space, radius, typography, elevation, motion, priceConvention } = tokens;
  const { price } = color;
  const redUp = priceConvention === 'red-up';
  return {
    colorScheme: tokens.colorScheme,
    color: {
      brand: { ...color.brand },
      surface: { ...color.surface },
      text: { ...color.text },
      border: { ...color.border },
      focus: color.focus,
      feedback: mapValues(color.feedback, (tone) => ({ ...tone })),
      price: {
        ...price,
        up: redUp ? price.red : price.green,
        upSoft: redUp ? price.redSoft : price.greenSoft,
        down: redUp ? price.green : price.red,
        downSoft: redUp ? price.greenSoft : price.redSoft,
      },
      chart: { ...color.chart },
    },
    space: { none: '0', ...mapValues(space.scale, (n) => px(n * space.unit)) },
    radius: mapValues(radius, px),
    font: {
      family: {
        mono: typography.family.mono,
        // The faces in use: the theme root switches both to the stacks of its `lang` (themeClasses.css.ts).
        body: typography.family.text.ja,
        heading: typography.family.heading.ja,
        text: { ...typography.family.text },
        headings: { ...typography.family.heading },
      },
      size: mapValues(typography.size, px),
      lineHeight: mapValues(typography.lineHeight, String),
      weight: mapValues(typography.weight, String),
    },
    shadow: { ...elevation },
    motion: {
      fast: `${motion.fast}ms`,
      base: `${motion.base}ms`,
      slow: `${motion.slow}ms`,
      easing: motion.easing,
    },
  };
}

/** The CSS-ready theme object; `vars` has this shape. */
export type VanillaTheme = ReturnType<typeof makeVanillaTheme>;
