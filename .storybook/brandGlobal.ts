/** The global holding pasted brand JSON (set by the Brand toolbar entry, read by the preview decorator). */
export const BRAND_GLOBAL = 'brandJson';
/** The preview's answer to a pasted brand: `{ applied: boolean, errors: string[] }`. */
export const BRAND_RESULT_EVENT = 'tsumiki/brand-result';
