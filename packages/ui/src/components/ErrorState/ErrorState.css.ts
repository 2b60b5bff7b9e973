import { style } from '@vanilla-extract/css';

export const root = style({ minHeight: '240px', alignContent: 'center' });
