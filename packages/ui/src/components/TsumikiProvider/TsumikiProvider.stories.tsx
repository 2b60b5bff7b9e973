import type { Meta, StoryObj } from '@storybook/react-vite';
import { labelsFor } from '@tsumiki/sdk/labels';
import { expect } from 'storybook/test';
import { storyI18n } from '../../screens/positions/storyKit';
import type { ThemeName } from '../../theme/brands';
import { themeNames } from '../../theme/brands';
import { markets, priceConventionFor } from '../../theme/priceConvention';
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
