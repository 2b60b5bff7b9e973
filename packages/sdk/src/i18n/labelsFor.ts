import type { TsumikiI18n } from './createI18n';
import type { CountLabel, LabelArea, Labels } from './labels/index';
import { flattenTexts, pluralBase, pluralCategoryOf } from './texts';

/** An area's keys in one language chain, and which of them are counted. */
interface AreaKeys {
  keys: Set<string>;
  counted: Set<string>;
}

// Per instance and language chain, every area at once; emptied whenever texts are added, so overrides show.
const chains = new WeakMap<TsumikiI18n, Map<string, Map<string, AreaKeys>>>();

function areasOf(i18n: TsumikiI18n, languages: readonly string[]): Map<string, AreaKeys> {
  let cache = chains.get(i18n);
  if (cache === undefined) {
    const fresh = new Map<string, Map<string, AreaKeys>>();
    cache = fresh;
    chains.set(i18n, fresh);
    i18n.store.on('added', () => fresh.clear());
    i18n.store.on('removed', () => fresh.clear());
  }
  const chain = languages.join('|');
  let areas = cache.get(chain);
  if (areas === undefined) {
    areas = new Map();
    for (const language of languages) {
      for (const [path, text] of Object.entries(flattenTexts(i18n.store.data[language]?.labels))) {
        const dot = path.indexOf('.');
        if (dot < 0) continue;
        const area = path.slice(0, dot);
        let found = areas.get(area);
        if (found === undefined) {
          found = { keys: new Set(), counted: new Set() };
          areas.set(area, found);
        }
        const key = pluralBase(path.slice(dot + 1));
        found.keys.add(key);
        if (pluralCategoryOf(path) !== undefined || text.includes('{{count')) found.counted.add(key);
      }
    }
    cache.set(chain, areas);
  }
  return areas;
}

const NO_KEYS: AreaKeys = { keys: new Set(), counted: new Set() };

/**
 * All labels of one screen area in the current language, as the screen's `labels` prop. A key the language
 * lacks comes from its fallback. `{{name}}` placeholders are left for the screen to fill with `fillLabel`; a
 * counted label (`{{count}}`) is a function that picks the plural form by i18next's rules and formats the
 * count: `labels.quantityValue(100000)` reads `100,000 shares`.
 */
export function labelsFor<A extends LabelArea>(i18n: TsumikiI18n, area: A): Labels<A> {
  const lng = i18n.language;
  const { keys, counted } = areasOf(i18n, i18n.languages ?? [lng]).get(area) ?? NO_KEYS;
  const out: Record<string, string | CountLabel> = {};
  for (const key of keys) {
    const path = `${area}.${key}`;
    out[key] = counted.has(key)
      ? (count, params) => i18n.t(path, { ...params, count, lng, ns: 'labels', defaultValue: key })
      : i18n.t(path, { lng, ns: 'labels', defaultValue: key, skipInterpolation: true });
  }
  return out as Labels<A>;
}

/**
 * Fills `{{name}}` placeholders of a label; a counted label gets `params.count` as its count, so
 * `fillLabel(labels.quantityValue, { count: 3 })` picks the plural form as `labels.quantityValue(3)` does.
 */
export function fillLabel(label: string, params: Readonly<Record<string, string | number>>): string;
export function fillLabel(
  label: string | CountLabel,
  params: Readonly<Record<string, string | number>> & { readonly count: number | string },
): string;
export function fillLabel(
  label: string | CountLabel,
  params: Readonly<Record<string, string | number>>,
): string {
  if (typeof label === 'function') return label(Number(params.count), params);
  // A format after the name (`{{count, number}}`) is i18next's; a plain text has no formatter, so it is dropped.
  return label.replace(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
