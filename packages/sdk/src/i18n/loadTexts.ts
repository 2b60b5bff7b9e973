// A module of its own that imports nothing of createI18n and the modules beside it: an app that calls
// `loadTexts` only beyond its start screen (from a chunk loaded there) keeps it and the built-in languages' area
// loaders out of the start screen's download, and a bundler has no reason to split the start screen's chunks.
import type { LocalePart } from './builtInLocales';
import type { Registry, TsumikiI18n } from './createI18n';
import type { LabelArea } from './labels/index';
import type { Language } from './languages';
import { flattenTexts, type LocaleTexts, NAMESPACES } from './texts';

type AreaLoaders = Readonly<Record<string, () => Promise<Readonly<Record<string, string>>>>>;

/**
 * A built-in language's base module: its base texts and its loader of each area (the area table comes with the
 * base part, which `loadTexts` loads anyway, so a route downloads the chosen language's table only). One literal
 * import per language: a bundler can only split what it can see.
 */
function baseOf(language: Language): Promise<{ texts: LocaleTexts; areaLoaders: AreaLoaders } | undefined> {
  switch (language) {
    case 'ja':
      return import('./locales/ja/base').then((m) => ({ texts: m.jaBase, areaLoaders: m.areaLoaders }));
    case 'zh-CN':
      return import('./locales/zh-CN/base').then((m) => ({ texts: m.zhCNBase, areaLoaders: m.areaLoaders }));
    case 'en':
      return import('./locales/en/base').then((m) => ({ texts: m.enBase, areaLoaders: m.areaLoaders }));
    default:
      return Promise.resolve(undefined);
  }
}

// The same key as createI18n's TEXT_REGISTRY (a global symbol), repeated to import nothing of it.
const TEXT_REGISTRY = Symbol.for('@tsumiki/sdk texts');

/** The base part or one area of a built-in language; nothing for an area of the first part (there already). */
export async function loadBuiltInPart(
  language: Language,
  part: LocalePart,
): Promise<LocaleTexts | undefined> {
  const base = await baseOf(language);
  if (part === 'base') return base?.texts;
  const load = base?.areaLoaders[part];
  return load === undefined ? undefined : { labels: await load() };
}

/**
 * Brings the server messages, the rule texts and the labels of `areas` of a language (default the current one,
 * with its fallback) when the instance loads only the first part of its texts (`texts: 'first'`): what a screen
 * beyond the start screen needs when it shows only those areas, a chunk per area instead of every area's texts.
 * Await it before rendering the screen, so no key shows; `loadAllTexts` still brings everything. A loader of
 * your own is asked for the part `base` and each area (giving the whole language or its rest works too). Added
 * texts and overrides keep winning. Resolves at once for parts already there or when everything loads anyway.
 */
export async function loadTexts(
  i18n: TsumikiI18n,
  areas: readonly LabelArea[],
  language: Language = i18n.language,
): Promise<void> {
  const registry = (i18n as unknown as Record<symbol, Registry | undefined>)[TEXT_REGISTRY];
  if (!registry?.firstOnly) return;
  const languages: string[] = i18n.services.languageUtils.toResolveHierarchy(language);
  // The language's first part (as `loadLanguage`): the bundles the parts are added to.
  await new Promise<void>((resolve) =>
    i18n.services.backendConnector.load(languages, [...NAMESPACES], () => resolve()),
  );
  const load = registry.builtIn ? loadBuiltInPart : registry.load;
  const wanted: LocalePart[] = ['base', ...areas];
  await Promise.all(
    languages.flatMap((lng) => {
      const whole = registry.whole.get(lng);
      if (whole !== undefined) return [whole];
      return wanted.map((part) => {
        const key = `${lng}:${part}`;
        let done = registry.parts.get(key);
        if (done === undefined) {
          done = load(lng, part).then((loaded) => {
            const added = registry.added.get(lng);
            for (const ns of NAMESPACES) {
              const texts = { ...flattenTexts(loaded?.[ns]), ...added?.[ns] };
              if (i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, texts, true, true);
            }
          });
          registry.parts.set(key, done);
          done.catch(() => registry.parts.delete(key));
        }
        return done;
      });
    }),
  );
}
