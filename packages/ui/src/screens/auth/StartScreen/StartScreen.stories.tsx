import type { Meta, StoryObj } from '@storybook/react-vite';
import { languageChoices } from '@tsumiki/sdk';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyLabels } from '../../account/storyLabels';
import { StartScreen } from './StartScreen';

const logo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="#1f4fd1"/><path d="M24 62h48M32 50h32M40 38h16" stroke="#fff" stroke-width="8" stroke-linecap="round"/></svg>',
  );

const meta = {
  title: 'Screens/Auth/StartScreen',
  component: StartScreen,
  args: {
    labels: storyLabels({}, 'auth'),
    brandName: 'Tsumiki証券',
    logoUrl: logo,
    languages: languageChoices(['ja', 'zh-CN', 'en'], 'ja'),
    onLanguageChange: fn(),
  },
  render: (args, { globals }) => (
    <StartScreen
      {...args}
      labels={storyLabels(globals, 'auth')}
      languages={languageChoices(['ja', 'zh-CN', 'en'], String(globals.locale ?? 'ja'))}
    />
  ),
} satisfies Meta<typeof StartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'ログイン' })).toHaveAttribute('href', '/login/logon');
    await canvas.getByRole('button', { name: 'English' }).click();
    await expect(args.onLanguageChange).toHaveBeenCalledWith('en');
  },
};
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' }, args: { brandName: 'むらさき証券' } };
export const SingleLanguage: Story = {
  render: (args, { globals }) => (
    <StartScreen {...args} labels={storyLabels(globals, 'auth')} languages={languageChoices(['ja'], 'ja')} />
  ),
};

/** The logo URL does not load: the brand's initial stands in its place, named like the logo. */
export const LogoUnavailable: Story = {
  args: { logoUrl: '/no-such-logo.png' },
  play: async ({ canvas, args }) => {
    // The image is in place until its load fails; then the initial takes its place.
    await waitFor(() => expect(canvas.getByRole('img', { name: args.brandName }).tagName).toBe('SPAN'));
    await expect(canvas.getByRole('img', { name: args.brandName })).toHaveTextContent(
      Array.from(args.brandName)[0] ?? '',
    );
  },
};
