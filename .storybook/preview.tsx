import type { Decorator, Preview } from '@storybook/react-vite';
import { cloneElement, isValidElement, useEffect, useMemo } from 'react';
import { addons } from 'storybook/preview-api';
import { TsumikiProvider } from '../packages/ui/src/components/TsumikiProvider/TsumikiProvider';
import type { ThemeName } from '../packages/ui/src/theme/brands';
import { themeNames } from '../packages/ui/src/theme/brands';
import { applyRuntimeTokens } from '../packages/ui/src/theme/runtimeTokens';
import type { PriceConvention } from '../packages/ui/src/theme/tokenType';
import { priceConventions } from '../packages/ui/src/theme/tokenType';
import { BRAND_GLOBAL, BRAND_RESULT_EVENT } from './brandGlobal';
import '../packages/ui/src/theme/themes/allThemes';

const themeTitles: Record<ThemeName, string> = {
  light: 'Tsumiki light',
  dark: 'Tsumiki dark',
  murasaki: 'Murasaki',
};

type StoryFn = Parameters<Decorator>[0];
type StoryContext = Parameters<Decorator>[1];

/**
 * The story, with every arg changed in the Controls panel winning over its render. Screen stories take their
 * labels and view from the language toolbar, which would otherwise overwrite an edited `labels` or `view`: when
 * the render's element drops an edited arg, that element (from the story's undecorated function; a screen
 * story has no decorators of its own) gets the edited values back. An arg the reader has not touched, or one
 * the render passes on, leaves the story as it is.
 */
function ControlsWin({ story, context }: { story: StoryFn; context: StoryContext }) {
  const edited = Object.keys(context.args).filter((key) => context.args[key] !== context.initialArgs[key]);
  const undecorated = (context as { undecoratedStoryFn?: (c: StoryContext) => unknown }).undecoratedStoryFn;
  if (edited.length > 0 && undecorated) {
    const element = undecorated(context);
    if (isValidElement<Record<string, unknown>>(element)) {
      const dropped = edited.filter((key) => element.props[key] !== context.args[key]);
      if (dropped.length > 0)
        return cloneElement(element, Object.fromEntries(dropped.map((key) => [key, context.args[key]])));
    }
  }
  return story();
}

/** A pasted brand (the Brand toolbar entry): its inline variables, or the validation errors to show. */
function parseBrand(json: unknown): { style?: Record<string, string>; errors: string[] } {
  if (typeof json !== 'string' || json.trim() === '') return { errors: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    return { errors: [`not JSON: ${(error as Error).message}`] };
  }
  // The kit's own runtime-token validation: every token present, no unknown key, values of the right kind.
  const result = applyRuntimeTokens(parsed);
  return result.ok ? { style: result.style, errors: [] } : { errors: result.errors };
}

function BrandErrors({ errors }: { errors: string[] }) {
  return (
    <div
      role="alert"
      style={{ margin: 16, padding: 12, border: '2px solid #b42318', background: '#fff', color: '#7a1a12' }}
    >
      <strong>The pasted brand JSON is not a valid TsumikiTokens object ({errors.length}):</strong>
      <ul style={{ margin: '8px 0 0', paddingLeft: 20, fontFamily: 'monospace', fontSize: 13 }}>
        {errors.slice(0, 30).map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
    </div>
  );
}

/** The kit around every story: theme, pasted brand, price convention, language. */
function KitFrame({ story, context }: { story: StoryFn; context: StoryContext }) {
  const { globals, parameters, viewMode } = context;
  const theme = (themeNames as readonly string[]).includes(globals.theme)
    ? (globals.theme as ThemeName)
    : 'light';
  const convention = (priceConventions as readonly string[]).includes(globals.priceConvention)
    ? (globals.priceConvention as PriceConvention)
    : 'red-up';
  const lang = typeof globals.locale === 'string' ? globals.locale : 'ja';
  const json = globals[BRAND_GLOBAL];
  const brand = useMemo(() => parseBrand(json), [json]);
  // Tells the Brand toolbar entry whether the JSON applied (it shows the count of problems).
  useEffect(() => {
    try {
      addons
        .getChannel()
        .emit(BRAND_RESULT_EVENT, { applied: brand.style !== undefined, errors: brand.errors });
    } catch {
      // No manager (stories run as tests): nobody to tell.
    }
  }, [brand]);
  return (
    // In a docs page every story of a component sits on one page: no full-screen height there.
    <div style={viewMode === 'docs' ? undefined : { height: '100vh' }}>
      {brand.errors.length > 0 && <BrandErrors errors={brand.errors} />}
      <TsumikiProvider theme={theme} runtimeStyle={brand.style} priceConvention={convention} lang={lang}>
        <div style={parameters.bleed ? undefined : { padding: 16 }}>
          <ControlsWin story={story} context={context} />
        </div>
      </TsumikiProvider>
    </div>
  );
}

const withKit: Decorator = (Story, context) => <KitFrame story={Story} context={context} />;

const preview: Preview = {
  // A docs page per component: its description, its props with their JSDoc, and every story with its code.
  tags: ['autodocs'],
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
    // Set from the Brand toolbar entry (manager.tsx): pasted TsumikiTokens JSON, over the theme.
    [BRAND_GLOBAL]: { description: 'A pasted brand (TsumikiTokens JSON)' },
  },
  initialGlobals: {
    locale: 'ja',
    theme: 'light',
    priceConvention: 'red-up',
    [BRAND_GLOBAL]: '',
    viewport: { value: 'phone', isRotated: false },
  },
  decorators: [withKit],
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone: { name: 'Phone 390x844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
    // addon-a11y only warns by default; violations must fail the run.
    a11y: { test: 'error' },
    options: {
      storySort: { order: ['Welcome', 'Tokens', 'Components', 'Charts', 'Screens'] },
    },
  },
};

export default preview;
