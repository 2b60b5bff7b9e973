import { createGlobalTheme } from '@vanilla-extract/css';
import { tsumikiLight } from '../brands/tsumiki/tokens';
import { makeVanillaTheme } from '../makeVanillaTheme';
import { vars } from '../vars.css';
import { themeClass } from './themeClass';

/** The Tsumiki light theme's class (`TsumikiProvider theme="light"`); importing this module ships its CSS. */
export const lightTheme = themeClass('light');

// Specificity zero: a price convention class or inline runtime vars on the same element always win.
createGlobalTheme(`:where(.${lightTheme})`, vars, makeVanillaTheme(tsumikiLight));
