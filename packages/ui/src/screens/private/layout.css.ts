import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/**
 * The one page frame of every screen: the side gutter (`space.lg`), the vertical rhythm between sections
 * (`space.lg`), and a single column that may shrink below its content, so a long unbroken word or a wide
 * figure never widens the page past the phone. Screens compose it (`style([page, …])`).
 */
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '640px',
  marginInline: 'auto',
  padding: vars.space.lg,
  color: vars.color.text.primary,
});

/** A page's title (h1): the top of the typographic scale inside a screen. */
export const pageTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/** A section's title (h2) inside a page. */
export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

/** A bar over a screen's page (the market switch): in the page's column and gutter, above its first line. */
export const pageBar = style({
  width: '100%',
  maxWidth: '640px',
  marginInline: 'auto',
  padding: `${vars.space.lg} ${vars.space.lg} 0`,
});
