import { assignInlineVars } from '@vanilla-extract/dynamic';
import { brandTokens } from './brands';
import { makeVanillaTheme } from './makeVanillaTheme';
import type { TsumikiTokens } from './tokenType';
import { priceConventions } from './tokenType';
import { vars } from './vars.css';

/** Either the validated tokens, or every problem found (paths such as `color.brand.primary`). */
export type TokensValidation = { ok: true; tokens: TsumikiTokens } | { ok: false; errors: string[] };

const enums: Record<string, readonly string[]> = {
  colorScheme: ['light', 'dark'],
  priceConvention: priceConventions,
};

function check(reference: unknown, value: unknown, path: string, errors: string[]): void {
  const at = path || '(root)';
  if (typeof reference === 'string') {
    if (typeof value !== 'string' || value.trim() === '') errors.push(`${at}: expected a non-empty string`);
    else if (enums[path] && !enums[path].includes(value))
      errors.push(`${at}: expected ${enums[path].join(' | ')}`);
    return;
  }
  if (typeof reference === 'number') {
    if (typeof value !== 'number' || !Number.isFinite(value)) errors.push(`${at}: expected a finite number`);
    return;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    errors.push(`${at}: expected an object`);
    return;
  }
  const ref = reference as Record<string, unknown>;
  const obj = value as Record<string, unknown>;
  for (const key of Object.keys(ref)) {
    check(ref[key], obj[key], path ? `${path}.${key}` : key, errors);
  }
  for (const key of Object.keys(obj)) {
    if (!(key in ref)) errors.push(`${path ? `${path}.${key}` : key}: unknown token`);
  }
}

/**
 * Checks that parsed JSON has exactly the shape of `TsumikiTokens` (every token present, no unknown keys,
 * strings non-empty, numbers finite, enums in range). The reference brand's tokens are the shape.
 */
export function validateTokens(json: unknown): TokensValidation {
  const errors: string[] = [];
  check(brandTokens.light, json, '', errors);
  return errors.length === 0 ? { ok: true, tokens: json as TsumikiTokens } : { ok: false, errors };
}

/** `--name` of a contract var given as `var(--name)`. */
const varName = (contractVar: string) => contractVar.replace(/^var\((--[^),]+)[^)]*\)$/, '$1');

/** Inline style that applies a runtime brand, or the validation errors. */
export type RuntimeTokensResult =
  | { ok: true; tokens: TsumikiTokens; style: Record<string, string> }
  | { ok: false; errors: string[] };

/**
 * Applies a brand whose tokens arrive as JSON at start-up, without a rebuild: put `style` on the element
 * that wraps the app (TsumikiProvider's `runtimeStyle`). Invalid JSON shapes return `ok: false`.
 */
export function applyRuntimeTokens(json: unknown): RuntimeTokensResult {
  const result = validateTokens(json);
  if (!result.ok) return result;
  const style = assignInlineVars(vars, makeVanillaTheme(result.tokens));
  // The faces in use follow the language (the theme root's `:lang()` rules); inline they would beat those rules
  // and pin every language to the Japanese stacks.
  for (const face of [vars.font.family.body, vars.font.family.heading]) delete style[varName(face)];
  return { ok: true, tokens: result.tokens, style };
}
