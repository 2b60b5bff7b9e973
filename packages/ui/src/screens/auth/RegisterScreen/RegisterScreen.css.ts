import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const title = style({ paddingTop: vars.space.xl });
