import { createGlobalTheme } from '@vanilla-extract/css';
import { murasakiLight } from '../brands/murasaki/tokens';
import { makeVanillaTheme } from '../makeVanillaTheme';
import { vars } from '../vars.css';
import { themeClass } from './themeClass';

/** The Murasaki theme's class (`TsumikiProvider theme="murasaki"`); importing this module ships its CSS. */
export const murasakiTheme = themeClass('murasaki');

// Specificity zero: a price convention class or inline runtime vars on the same element always win.
createGlobalTheme(`:where(.${murasakiTheme})`, vars, makeVanillaTheme(murasakiLight));
