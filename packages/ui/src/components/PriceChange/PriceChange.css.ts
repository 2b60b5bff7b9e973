import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  // In a narrow card the percentage moves under the change instead of running into the next card.
  flexWrap: 'wrap',
  columnGap: '0.3em',
  fontFamily: vars.font.family.mono,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
  lineHeight: vars.font.lineHeight.tight,
});

export const text = styleVariants({
  up: { color: vars.color.price.up },
  down: { color: vars.color.price.down },
  flat: { color: vars.color.price.flat },
});

export const pill = style({
  justifyContent: 'flex-end',
  minWidth: '84px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
});

export const pillTone = styleVariants({
  up: { background: vars.color.price.upSoft },
  down: { background: vars.color.price.downSoft },
  flat: { background: vars.color.surface.sunken },
});

export const size = styleVariants({
  sm: { fontSize: vars.font.size.sm },
  md: { fontSize: vars.font.size.md },
  lg: { fontSize: vars.font.size.lg },
});

export const arrow = style({ fontSize: '0.7em' });
