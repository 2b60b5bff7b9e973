import { style } from '@vanilla-extract/css';
import { iconButton } from '../Field/Field.css';

export const reveal = style([iconButton]);
