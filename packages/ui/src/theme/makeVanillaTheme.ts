import type { TsumikiTokens } from './tokenType';

/** Pure transform from tokens to CSS-ready strings; the theme contract's shape is derived from its result. */
export function makeVanillaTheme(tokens: TsumikiTokens) {
  const { color, radius, space, font } = tokens;
  return {
    color: { ...color },
    radius: { ...radius },
    space: {
      xs: `${space.unit}px`,
      sm: `${space.unit * 2}px`,
      md: `${space.unit * 3}px`,
      lg: `${space.unit * 4}px`,
    },
    font: { ...font },
  };
}
