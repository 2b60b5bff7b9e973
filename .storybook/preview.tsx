import type { Preview } from '@storybook/react-vite';
import { TsumikiProvider } from '../packages/ui/src/components/TsumikiProvider/TsumikiProvider';
import type { ThemeName } from '../packages/ui/src/theme/brands';
import { themeNames } from '../packages/ui/src/theme/brands';
import type { PriceConvention } from '../packages/ui/src/theme/tokenType';
import { priceConventions } from '../packages/ui/src/theme/tokenType';
import '../packages/ui/src/theme/themes/allThemes';

const themeTitles: Record<ThemeName, string> = {
  light: 'Tsumiki light',
  dark: 'Tsumiki dark',
  murasaki: 'Murasaki',
};

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language of the story text',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        dynamicTitle: true,
        items: [
          { value: 'ja', title: '日本語' },
          { value: 'zh-CN', title: '简体中文' },
          { value: 'en', title: 'English' },
        ],
      },
    },
    theme: {
      description: 'Brand and colour mode',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        dynamicTitle: true,
        items: themeNames.map((value) => ({ value, title: themeTitles[value] })),
      },
    },
    priceConvention: {
      description: 'Price colour convention',
      toolbar: {
        title: 'Prices',
        icon: 'arrowup',
        dynamicTitle: true,
        items: priceConventions.map((value) => ({
          value,
          title: value === 'red-up' ? 'Red up (JP/CN)' : 'Green up (US)',
        })),
      },
    },
  },
  initialGlobals: {
    locale: 'ja',
    theme: 'light',
    priceConvention: 'red-up',
    viewport: { value: 'phone', isRotated: false },
  },
  decorators: [
    (Story, { globals, parameters }) => {
      const theme = (themeNames as readonly string[]).includes(globals.theme)
        ? (globals.theme as ThemeName)
        : 'light';
      const convention = (priceConventions as readonly string[]).includes(globals.priceConvention)
        ? (globals.priceConvention as PriceConvention)
        : 'red-up';
      const lang = typeof globals.locale === 'string' ? globals.locale : 'ja';
      return (
        <div style={{ height: '100vh' }}>
          <TsumikiProvider theme={theme} priceConvention={convention} lang={lang}>
            <div style={parameters.bleed ? undefined : { padding: 16 }}>
              <Story />
            </div>
          </TsumikiProvider>
        </div>
      );
    },
  ],
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone: { name: 'Phone 390x844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
    // addon-a11y only warns by default; violations must fail the run.
    a11y: { test: 'error' },
  },
};

export default preview;
