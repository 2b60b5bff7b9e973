/** See precompress.mjs: writes `.br` and `.gz` copies of `dist`'s text files; the brotli bytes before and after. */
export function precompress(dist: string): { raw: number; brotli: number };
