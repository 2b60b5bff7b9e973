import type { Meta, StoryObj } from '@storybook/react-vite';
import { labelsFor } from '@tsumiki/sdk/labels';
import { expect } from 'storybook/test';
import { storyI18n } from '../../screens/positions/storyKit';
import type { ThemeName } from '../../theme/brands';
import { brandTokens, themeNames } from '../../theme/brands';
import { markets, priceConventionFor } from '../../theme/priceConvention';
import { applyRuntimeTokens } from '../../theme/runtimeTokens';
import { vars } from '../../theme/vars.css';
import { PriceChange } from '../PriceChange/PriceChange';
import type { LinkComponentProps } from './TsumikiProvider';
import { Link, PriceConventionScope, TsumikiProvider } from './TsumikiProvider';

function isThemeName(value: unknown): value is ThemeName {
  return (themeNames as readonly unknown[]).includes(value);
}

/** What a router's link looks like to the kit: it receives `href` and renders the anchor itself. */
function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <a {...rest} href={`#${href}`} data-router-link="" />;
}

const meta = {
  title: 'Components/TsumikiProvider',
  component: TsumikiProvider,
  args: { linkComponent: RouterLink },
  parameters: { bleed: true },
  // A nested provider takes the toolbar theme and language, and injects a router link into every `Link`.
  render: (args, { globals }) => {
    const labels = labelsFor(storyI18n(globals), 'shell');
    const lang = typeof globals.locale === 'string' ? globals.locale : 'ja';
    return (
      <TsumikiProvider
        {...args}
        theme={isThemeName(globals.theme) ? globals.theme : 'light'}
        lang={lang}
        fill={false}
      >
        <nav aria-label={labels.userPanel} style={{ padding: 16 }}>
          <ul style={{ display: 'grid', gap: 12, margin: 0, padding: 0, listStyle: 'none' }}>
            <li>
              <Link href="/funds/deposit">{labels.deposit}</Link>
            </li>
            <li>
              <Link href="/funds/withdraw">{labels.withdraw}</Link>
            </li>
            <li>
              <Link href="/account/cards">{labels.bankCards}</Link>
            </li>
          </ul>
        </nav>
      </TsumikiProvider>
    );
  },
} satisfies Meta<typeof TsumikiProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '入金' });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '#/funds/deposit');
    await expect(link.closest('[lang]')).toHaveAttribute('lang', 'ja');
  },
};
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki', locale: 'ja' } };
export const Dark: Story = { globals: { theme: 'dark', locale: 'en' } };
/** Without a link component the kit renders plain anchors. */
export const PlainLinks: Story = {
  args: { linkComponent: undefined },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '入金' });
    await expect(link).not.toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '/funds/deposit');
  },
};

/**
 * Each market in its own convention inside one page (the toolbar's convention is the page's): Tokyo and
 * Shanghai rise in red, the US in green.
 */
export const ScopedByMarket: Story = {
  render: (_args, { globals }) => {
    const labels = labelsFor(storyI18n(globals), 'shell');
    const names = { jpy: labels.marketJpy, usd: labels.marketUsd, cny: labels.marketCny };
    return (
      <ul style={{ display: 'grid', gap: 12, margin: 0, padding: 16, listStyle: 'none' }}>
        {markets.map((market) => (
          <li key={market} data-market={market} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            <PriceConventionScope convention={priceConventionFor(market)}>
              <span style={{ minWidth: 96 }}>{names[market]}</span>
              <PriceChange direction="up" value="12.30" percent="1.25%" />
              <PriceChange direction="down" value="4.10" percent="0.42%" />
            </PriceConventionScope>
          </li>
        ))}
      </ul>
    );
  },
  play: async ({ canvasElement }) => {
    const colourOf = (market: string) => {
      const el = canvasElement.querySelector(`[data-market="${market}"] [data-direction="up"]`);
      return el ? getComputedStyle(el).color : '';
    };
    await expect(colourOf('jpy')).toBe(colourOf('cny'));
    await expect(colourOf('jpy')).not.toBe(colourOf('usd'));
  },
};
export const ScopedByMarketEnglish: Story = { ...ScopedByMarket, globals: { locale: 'en' } };
export const ScopedByMarketChinese: Story = { ...ScopedByMarket, globals: { locale: 'zh-CN' } };
export const ScopedByMarketMurasaki: Story = { ...ScopedByMarket, globals: { theme: 'murasaki' } };

/** A runtime brand (tokens as JSON) that gives each language its own families, to tell them apart. */
const perLanguageBrand = (() => {
  const json = JSON.parse(JSON.stringify(brandTokens.light));
  json.typography.family.text = {
    ja: '"Noto Sans JP", "Hiragino Sans", sans-serif',
    zh: '"Noto Sans SC", "PingFang SC", sans-serif',
    en: 'Georgia, "Times New Roman", serif',
  };
  json.typography.family.heading = {
    ja: '"Noto Serif JP", "Hiragino Mincho ProN", serif',
    zh: '"Noto Serif SC", "Songti SC", serif',
    en: '"Trebuchet MS", Verdana, sans-serif',
  };
  const result = applyRuntimeTokens(json);
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.style;
})();

const SAMPLES = [
  { lang: 'ja', heading: '資産の概要', text: '評価額と取引余力' },
  { lang: 'zh-CN', heading: '资产概览', text: '持仓市值与可用资金' },
  { lang: 'en', heading: 'Asset summary', text: 'Holdings value and buying power' },
] as const;

/**
 * Fonts follow the language under a runtime brand too: each sample is its own provider with the brand's inline
 * vars and a `lang`, and takes that language's body and heading families.
 */
export const FontsPerLanguage: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, padding: 16 }}>
      {SAMPLES.map((s) => (
        <TsumikiProvider key={s.lang} runtimeStyle={perLanguageBrand} lang={s.lang} fill={false}>
          <section data-lang={s.lang} style={{ padding: 12 }}>
            <h2 style={{ margin: 0, fontFamily: vars.font.family.heading }}>{s.heading}</h2>
            <p style={{ margin: 0 }}>{s.text}</p>
          </section>
        </TsumikiProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const family = (selector: string) => {
      const el = canvasElement.querySelector(selector);
      return el ? getComputedStyle(el).fontFamily : '';
    };
    await expect(family('[data-lang="ja"] p')).toMatch(/^"Noto Sans JP"/);
    await expect(family('[data-lang="zh-CN"] p')).toMatch(/^"Noto Sans SC"/);
    await expect(family('[data-lang="en"] p')).toMatch(/^Georgia/);
    await expect(family('[data-lang="ja"] h2')).toMatch(/^"Noto Serif JP"/);
    await expect(family('[data-lang="zh-CN"] h2')).toMatch(/^"Noto Serif SC"/);
    await expect(family('[data-lang="en"] h2')).toMatch(/^"Trebuchet MS"/);
  },
};
