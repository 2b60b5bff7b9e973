import { createTheme, createThemeContract } from '@vanilla-extract/css';
import { brandTokens } from './brands';
import { makeVanillaTheme } from './makeVanillaTheme';

/** The theme contract; its shape is derived from the reference tokens, never written by hand. */
export const vars = createThemeContract(makeVanillaTheme(brandTokens.light));

export const lightTheme = createTheme(vars, makeVanillaTheme(brandTokens.light), 'tsumiki-light');
export const darkTheme = createTheme(vars, makeVanillaTheme(brandTokens.dark), 'tsumiki-dark');
export const murasakiTheme = createTheme(vars, makeVanillaTheme(brandTokens.murasaki), 'murasaki-light');
