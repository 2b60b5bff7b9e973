import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const article = style({ display: 'grid', gap: vars.space.md });
