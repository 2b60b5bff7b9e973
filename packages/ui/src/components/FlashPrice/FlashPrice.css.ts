import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const flashColor = createVar();

// Two identical fades: a change that flashes the same way again switches to the other, which restarts it.
const fade = {
  from: { backgroundColor: flashColor },
  to: { backgroundColor: 'transparent' },
};
const fadeA = keyframes(fade);
const fadeB = keyframes(fade);

export const root = style({
  borderRadius: vars.radius.sm,
  // Room for the tint around the digits without moving them.
  marginInline: '-0.2em',
  paddingInline: '0.2em',
});

/** The market's up and down tints (`vars.color.price.upSoft` follows the price convention in scope). */
export const direction = styleVariants({
  up: { vars: { [flashColor]: vars.color.price.upSoft } },
  down: { vars: { [flashColor]: vars.color.price.downSoft } },
});

const run = (name: string) =>
  style({
    animation: `${name} 900ms ease-out`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  });

export const runs = [run(fadeA), run(fadeB)] as const;
