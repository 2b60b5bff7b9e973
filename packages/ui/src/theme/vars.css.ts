import { createTheme, createThemeContract } from '@vanilla-extract/css';
import { makeVanillaTheme } from './makeVanillaTheme';
import { tsumikiLight } from './tokens';

export const vars = createThemeContract(makeVanillaTheme(tsumikiLight));

export const lightTheme = createTheme(vars, makeVanillaTheme(tsumikiLight), 'tsumiki-light');
