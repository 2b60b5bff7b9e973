import type { Decimal } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import { FlashPrice } from './FlashPrice';

const price = (value: string, reducedMotion = false) => (
  <TsumikiProvider reducedMotion={reducedMotion}>
    <FlashPrice text={value} value={value as Decimal} />
  </TsumikiProvider>
);

describe('FlashPrice', () => {
  it.each<[string, { given: string[]; want: string | null }]>([
    ['nothing on the first render', { given: ['3012.5'], want: null }],
    ['up when the price rises', { given: ['3012.5', '3013'], want: 'up' }],
    ['down when it falls', { given: ['3012.5', '3012.4'], want: 'down' }],
    ['nothing when it is the same number written otherwise', { given: ['3012.5', '3012.50'], want: null }],
    ['the latest move after several', { given: ['10', '11', '12', '11.5'], want: 'down' }],
  ])('should flash %s', async (_title, { given, want }) => {
    const screen = await render(price(given[0] as string));
    for (const value of given.slice(1)) await screen.rerender(price(value));
    const element = screen.getByText(given.at(-1) as string).element();
    expect(element.getAttribute('data-flash')).toBe(want);
  });

  it('should not flash with the reduced-motion setting, nor under prefers-reduced-motion', async () => {
    const screen = await render(price('10', true));
    await screen.rerender(price('11', true));
    expect(screen.getByText('11').element().getAttribute('data-flash')).toBeNull();
    // The system setting is the stylesheet's: under it, the flash's own class has no animation.
    const plain = await render(price('20'));
    await plain.rerender(price('21'));
    const flashing = plain.getByText('21').element();
    const silenced = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
      .filter((rule) => rule.conditionText.includes('prefers-reduced-motion: reduce'))
      .flatMap((rule) => [...rule.cssRules])
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
      .filter((rule) => flashing.matches(rule.selectorText));
    expect(silenced.map((rule) => rule.style.animationName)).toContain('none');
  });

  it('should keep the price readable as plain text, with no live region', async () => {
    const screen = await render(price('10'));
    await screen.rerender(price('11'));
    const element = screen.getByText('11').element();
    expect(element.closest('[aria-live]')).toBeNull();
    expect(element.getAttribute('role')).toBeNull();
  });
});
