import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const header = style({ display: 'grid', gap: vars.space.xs, paddingTop: vars.space.xl });
