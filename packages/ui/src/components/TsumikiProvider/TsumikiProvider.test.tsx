import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { brandTokens } from '../../theme/brands';
import { applyRuntimeTokens } from '../../theme/runtimeTokens';
import type { PriceConvention } from '../../theme/tokenType';
import { vars } from '../../theme/vars.css';
import { Dialog } from '../Dialog/Dialog';
import {
  PriceConventionScope,
  TsumikiProvider,
  useAppearanceKey,
  useLinkComponent,
  usePortalContainer,
} from './TsumikiProvider';

const RED = '#aa1111';
const GREEN = '#11aa11';

/** A runtime brand whose own convention is red-up, with hues no built-in theme uses. */
function runtimeStyle(): Record<string, string> {
  const json = JSON.parse(JSON.stringify(brandTokens.murasaki));
  json.priceConvention = 'red-up';
  json.color.price.red = RED;
  json.color.price.green = GREEN;
  const result = applyRuntimeTokens(json);
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.style;
}

/** The computed value of a contract var on an element, e.g. the colour `vars.color.price.up` resolves to. */
function varValue(el: Element, contractVar: string): string {
  const name = contractVar.replace(/^var\((--[^)]+)\)$/, '$1');
  return getComputedStyle(el).getPropertyValue(name).trim();
}

function Probe() {
  return <span data-testid="probe" data-appearance={useAppearanceKey()} />;
}

describe('TsumikiProvider', () => {
  it.each([
    ['the runtime brand keeps its own convention without the prop', { given: undefined, want: RED }],
    ['the prop wins over the runtime brand (green-up)', { given: 'green-up', want: GREEN }],
    ['the prop wins over the runtime brand (red-up)', { given: 'red-up', want: RED }],
  ] as const)('%s', async (_t, { given, want }) => {
    const screen = await render(
      <TsumikiProvider runtimeStyle={runtimeStyle()} {...(given ? { priceConvention: given } : {})}>
        <Probe />
      </TsumikiProvider>,
    );
    const probe = screen.getByTestId('probe').element();
    expect(varValue(probe, vars.color.price.up)).toBe(want);
    expect(varValue(probe, vars.color.price.down)).toBe(want === RED ? GREEN : RED);
  });

  it('changes the appearance key with the theme and convention, not with an equal runtime style object', async () => {
    const keyOf = (screen: Awaited<ReturnType<typeof render>>) =>
      screen.getByTestId('probe').element().getAttribute('data-appearance');
    const view = (theme: 'light' | 'dark', convention: PriceConvention) => (
      <TsumikiProvider theme={theme} priceConvention={convention} runtimeStyle={runtimeStyle()}>
        <Probe />
      </TsumikiProvider>
    );
    const screen = await render(view('light', 'red-up'));
    const first = keyOf(screen);
    await screen.rerender(view('light', 'red-up'));
    expect(keyOf(screen)).toBe(first);
    await screen.rerender(view('dark', 'red-up'));
    const dark = keyOf(screen);
    expect(dark).not.toBe(first);
    await screen.rerender(view('dark', 'green-up'));
    expect(keyOf(screen)).not.toBe(dark);
  });
});

describe('PriceConventionScope', () => {
  it.each([
    ['a green-up scope in a red-up app', { outer: 'red-up', inner: 'green-up' }],
    ['a red-up scope in a green-up app', { outer: 'green-up', inner: 'red-up' }],
  ] as const)(
    'applies %s to its content and to dialogs opened inside, under a runtime brand too',
    async (_t, c) => {
      const screen = await render(
        <TsumikiProvider priceConvention={c.outer} runtimeStyle={runtimeStyle()}>
          <span data-testid="outside" />
          <PriceConventionScope convention={c.inner}>
            <Probe />
            <Dialog open title="Ticket">
              <span data-testid="in-dialog" />
            </Dialog>
          </PriceConventionScope>
        </TsumikiProvider>,
      );
      const hue = (convention: PriceConvention) => (convention === 'red-up' ? RED : GREEN);
      const up = (id: string) => varValue(screen.getByTestId(id).element(), vars.color.price.up);
      expect(up('outside')).toBe(hue(c.outer));
      expect(up('probe')).toBe(hue(c.inner));
      await expect.element(screen.getByRole('dialog', { name: 'Ticket' })).toBeVisible();
      expect(up('in-dialog')).toBe(hue(c.inner));
    },
  );

  it('adds no box of its own and gives charts inside a different appearance key', async () => {
    const screen = await render(
      <TsumikiProvider priceConvention="red-up">
        <div style={{ display: 'flex', gap: 7 }} data-testid="row">
          <span data-testid="outside" />
          <PriceConventionScope convention="green-up">
            <Probe />
          </PriceConventionScope>
        </div>
      </TsumikiProvider>,
    );
    const probe = screen.getByTestId('probe').element();
    const scope = probe.parentElement as HTMLElement;
    expect(getComputedStyle(scope).display).toBe('contents');
    expect(scope.getAttribute('data-price-convention')).toBe('green-up');
    expect(probe.getAttribute('data-appearance')).toMatch(/>green-up$/);
  });

  it('renders links and charts once when the portal hosts arrive after the first commit; only portals follow', async () => {
    const renders = { link: 0, portal: 0 };
    const hosts: (HTMLElement | null)[] = [];
    function LinkLike() {
      useLinkComponent();
      useAppearanceKey();
      renders.link++;
      return null;
    }
    function PortalLike() {
      hosts.push(usePortalContainer());
      renders.portal++;
      return null;
    }
    await render(
      <TsumikiProvider>
        <PriceConventionScope convention="green-up">
          <LinkLike />
          <PortalLike />
        </PriceConventionScope>
      </TsumikiProvider>,
    );
    expect(renders.link).toBe(1);
    // The control: the hosts did arrive, and what portals saw each (the provider's, then the scope's own).
    expect(renders.portal).toBe(3);
    expect(hosts[0]).toBeNull();
    expect(hosts[2]?.parentElement).toBe(hosts[1]);
  });
});

describe('fonts per language', () => {
  const fontOf = (el: Element) => getComputedStyle(el).fontFamily;
  const built = brandTokens.light.typography.family;
  const first = (stack: string) => stack.split(',')[0] ?? '';

  it.each([
    ['ja', built.text.ja],
    ['zh-CN', built.text.zh],
    ['zh-TW', built.text.zh],
    ['en', built.text.en],
    ['en-GB', built.text.en],
  ] as const)('a built-in brand sets %s text in its own stack', async (lang, stack) => {
    const screen = await render(
      <TsumikiProvider lang={lang} fill={false}>
        <p data-testid="text">x</p>
      </TsumikiProvider>,
    );
    expect(fontOf(screen.getByTestId('text').element())).toMatch(new RegExp(`^${first(stack)}`));
  });

  it.each(['ja', 'zh-CN', 'en'] as const)(
    'a runtime brand (JSON) sets %s body and headings in the families it gives that language',
    async (lang) => {
      const json = JSON.parse(JSON.stringify(brandTokens.murasaki));
      json.typography.family.text = { ja: 'JaText, serif', zh: 'ZhText, serif', en: 'EnText, serif' };
      json.typography.family.heading = { ja: 'JaHead, serif', zh: 'ZhHead, serif', en: 'EnHead, serif' };
      const result = applyRuntimeTokens(json);
      if (!result.ok) throw new Error(result.errors.join('\n'));
      const screen = await render(
        <TsumikiProvider runtimeStyle={result.style} lang={lang} fill={false}>
          <p data-testid="text">x</p>
          <h2 data-testid="heading" style={{ fontFamily: vars.font.family.heading }}>
            x
          </h2>
        </TsumikiProvider>,
      );
      const key = lang === 'zh-CN' ? 'Zh' : lang === 'en' ? 'En' : 'Ja';
      expect(fontOf(screen.getByTestId('text').element())).toMatch(new RegExp(`^${key}Text`));
      expect(fontOf(screen.getByTestId('heading').element())).toMatch(new RegExp(`^${key}Head`));
    },
  );

  it('leaves the faces in use out of a runtime brand’s inline vars (they would beat the language rules)', () => {
    const result = applyRuntimeTokens(JSON.parse(JSON.stringify(brandTokens.dark)));
    if (!result.ok) throw new Error(result.errors.join('\n'));
    const name = (v: string) => v.replace(/^var\((--[^)]+)\)$/, '$1');
    expect(result.style[name(vars.font.family.body)]).toBeUndefined();
    expect(result.style[name(vars.font.family.heading)]).toBeUndefined();
    expect(result.style[name(vars.font.family.text.zh)]).toBe(brandTokens.dark.typography.family.text.zh);
  });
});

describe('the base layer', () => {
  it('sizes boxes border-box inside the provider and leaves the page around it alone', async () => {
    const outside = document.createElement('div');
    outside.style.cssText = 'width: 100px; padding: 10px';
    document.body.append(outside);
    const screen = await render(
      <TsumikiProvider fill={false}>
        <div data-testid="inside" style={{ width: 100, padding: 10 }} />
      </TsumikiProvider>,
    );
    expect(screen.getByTestId('inside').element().getBoundingClientRect().width).toBe(100);
    expect(outside.getBoundingClientRect().width).toBe(120);
    outside.remove();
  });

  it('gives a filling provider the viewport: the element it is mounted in and the document take its height', async () => {
    const heightOf = (el: Element) => el.getBoundingClientRect().height;
    const loose = await render(
      <TsumikiProvider fill={false}>
        <p style={{ margin: 0 }}>x</p>
      </TsumikiProvider>,
    );
    const looseMount = loose.container;
    expect(heightOf(looseMount)).toBeLessThan(window.innerHeight / 2);
    loose.unmount();
    const filled = await render(
      <TsumikiProvider>
        <p style={{ margin: 0 }}>x</p>
      </TsumikiProvider>,
    );
    expect(heightOf(filled.container)).toBe(window.innerHeight);
    expect(getComputedStyle(document.body).marginTop).toBe('0px');
    filled.unmount();
  });
});
