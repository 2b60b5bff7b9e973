import { createGlobalTheme } from '@vanilla-extract/css';
import { tsumikiDark } from '../brands/tsumiki/tokens';
import { makeVanillaTheme } from '../makeVanillaTheme';
import { vars } from '../vars.css';
import { themeClass } from './themeClass';

/** The Tsumiki dark theme's class (`TsumikiProvider theme="dark"`); importing this module ships its CSS. */
export const darkTheme = themeClass('dark');

// Specificity zero: a price convention class or inline runtime vars on the same element always win.
createGlobalTheme(`:where(.${darkTheme})`, vars, makeVanillaTheme(tsumikiDark));
