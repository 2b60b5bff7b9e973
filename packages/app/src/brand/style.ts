import { applyRuntimeTokens } from '@tsumiki/ui/theme';
import type { Brand } from './types';

/** Inline CSS variables of a runtime brand, or none. */
export type BrandStyle = Record<string, string> | undefined;

function styleOf(tokens: unknown, source: string): BrandStyle {
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
  const built = brand.tokens ? styleOf(brand.tokens, `brand ${brand.id} tokens`) : undefined;
  if (!brand.runtimeTokensUrl) return built;
  try {
    return styleOf(await fetchJson(brand.runtimeTokensUrl), brand.runtimeTokensUrl) ?? built;
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
