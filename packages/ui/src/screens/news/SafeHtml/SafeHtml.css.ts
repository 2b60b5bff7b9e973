import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const root = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

globalStyle(`${root} p`, { margin: `0 0 ${vars.space.md}` });
globalStyle(`${root} img`, { maxWidth: '100%', height: 'auto', borderRadius: vars.radius.md });
globalStyle(`${root} a`, { color: vars.color.text.link });
globalStyle(`${root} table`, { borderCollapse: 'collapse', width: '100%', fontSize: vars.font.size.sm });
globalStyle(`${root} th, ${root} td`, {
  border: `1px solid ${vars.color.border.subtle}`,
  padding: vars.space.xs,
});
