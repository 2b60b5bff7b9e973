import type { Meta, StoryObj } from '@storybook/react-vite';
import { labelsFor } from '@tsumiki/sdk';
import { expect } from 'storybook/test';
import { storyI18n } from '../../screens/positions/storyKit';
import type { ThemeName } from '../../theme/brands';
import { themeNames } from '../../theme/brands';
import type { LinkComponentProps } from './TsumikiProvider';
import { Link, TsumikiProvider } from './TsumikiProvider';

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
