import { createThemeContract } from '@vanilla-extract/css';
import { brandTokens } from './brands';
import { makeVanillaTheme } from './makeVanillaTheme';

/**
 * The theme contract; its shape is derived from the reference tokens, never written by hand. The built-in themes
 * fill it in modules of their own (`themes/<name>.css.ts`), so an app ships only the themes it imports.
 */
export const vars = createThemeContract(makeVanillaTheme(brandTokens.light));
