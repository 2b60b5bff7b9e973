import type { Brand } from './types';

/** Inline CSS variables of a runtime brand, or none. */
export type BrandStyle = Record<string, string> | undefined;

async function styleOf(tokens: unknown, source: string): Promise<BrandStyle> {
  // The validator comes in its own chunk: a brand of built-in themes alone (the reference one) never loads it.
  const { applyRuntimeTokens } = await import('./runtimeTokens');
  const result = applyRuntimeTokens(tokens);
  if (result.ok) return result.style;
  console.error(`${source}: invalid tokens, using the brand's theme`, result.errors);
  return undefined;
}

/**
 * The brand's own tokens as inline CSS variables for TsumikiProvider's `runtimeStyle`: the JSON at
 * `runtimeTokensUrl` when it loads and validates, else `tokens`, else none (the built-in `theme` alone).
 * Awaited before the first render, so the app never paints in another brand's colours first.
 */
export async function loadBrandStyle(brand: Brand, fetchJson = defaultFetchJson): Promise<BrandStyle> {
  const built = brand.tokens
    ? await styleOf(brand.tokens, `brand ${brand.id} tokens`).catch((error: unknown) => {
        console.error(`brand ${brand.id} tokens: could not load the validator`, error);
        return undefined;
      })
    : undefined;
  if (!brand.runtimeTokensUrl) return built;
  try {
    return (await styleOf(await fetchJson(brand.runtimeTokensUrl), brand.runtimeTokensUrl)) ?? built;
  } catch (error) {
    console.error(`${brand.runtimeTokensUrl}: could not load the brand's tokens`, error);
    return built;
  }
}

async function defaultFetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}
