import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const profile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.card,
  boxShadow: vars.shadow.card,
});

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  borderRadius: '50%',
  background: vars.color.brand.soft,
  color: vars.color.brand.onSoft,
});

export const profileText = style({ display: 'grid', gap: vars.space.xxs });

export const account = style({
  margin: 0,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const assets = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.md,
  margin: 0,
});

export const assetItem = style({ display: 'grid', gap: vars.space.xxs });

export const assetTotal = style({ gridColumn: '1 / -1' });

export const assetLabel = style({ fontSize: vars.font.size.xs, color: vars.color.text.secondary });

export const assetValue = style({ margin: 0 });
