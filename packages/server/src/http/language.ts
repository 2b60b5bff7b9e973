/** The languages names are kept in; `ja` is the default and the fallback. */
export type Lang = 'ja' | 'zh-CN' | 'en';

export const LANGS: readonly Lang[] = ['ja', 'zh-CN', 'en'];

function match(tag: string): Lang | undefined {
  const t = tag.trim().toLowerCase();
  if (t === '*' || t === '') return undefined;
  if (t === 'ja' || t.startsWith('ja-')) return 'ja';
  if (t === 'en' || t.startsWith('en-')) return 'en';
  // Every Chinese tag gets the one Chinese we keep (simplified), traditional included.
  if (t === 'zh' || t.startsWith('zh-')) return 'zh-CN';
  return undefined;
}

/**
 * The customer's language from an `Accept-Language` header: the supported tag with the highest q-value
 * (`zh`, `zh-CN`, `zh-Hans-CN`, ... read as zh-CN; `en-US` as en); `ja` when absent or nothing matches.
 */
export function pickLanguage(header: string | undefined): Lang {
  if (!header) return 'ja';
  let best: { lang: Lang; q: number; at: number } | undefined;
  for (const [at, part] of header.split(',').entries()) {
    const [tag = '', ...params] = part.split(';');
    const lang = match(tag);
    if (!lang) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang, q, at };
  }
  return best?.lang ?? 'ja';
}

/** A name in `lang` from an instrument's names, falling back to Japanese when that one is empty. */
export function nameIn(names: { ja: string; 'zh-CN': string; en: string }, lang: Lang): string {
  return names[lang] || names.ja;
}

/** A name in `lang` from a row's `name_ja` / `name_zh` / `name_en` columns (fallback `name_ja`). */
export function columnName(
  row: { name_ja: string; name_zh?: string | null; name_en?: string | null },
  lang: Lang,
): string {
  const v = lang === 'zh-CN' ? row.name_zh : lang === 'en' ? row.name_en : row.name_ja;
  return v || row.name_ja;
}

/** Translations of a row's own texts, one entry per language written (the `texts` column, migration 007). */
export type Texts<F extends string> = Partial<Record<Lang, Partial<Record<F, string>>>>;

/**
 * The row's field in `lang`: its translation in `texts` when one is written and not empty, else the text of
 * record (`fallback`, the plain column).
 */
export function textIn<F extends string>(texts: unknown, lang: Lang, field: F, fallback: string): string {
  const entry = (texts as Texts<F> | null | undefined)?.[lang];
  const value = entry?.[field];
  return typeof value === 'string' && value !== '' ? value : fallback;
}
