/** A form body's cap in bytes: every form of the contract is a few hundred bytes. */
export const FORM_MAX_BYTES = 16 * 1024;
/** A form body's cap in fields: the contract's longest form has 9. */
export const FORM_MAX_FIELDS = 50;

/** Thrown for a form over its caps: answered 413 `request.tooLarge`. */
export class FormTooLarge extends Error {
  readonly statusCode = 413;
  readonly code = 'TSUMIKI_FORM_TOO_LARGE';
}

/**
 * Parses an `application/x-www-form-urlencoded` body (already capped at {@link FORM_MAX_BYTES} by Fastify).
 * Fields are counted before anything is decoded, so 100,000 empty fields cost one scan, not 100,000 keys. A
 * field sent twice becomes an array, which the route refuses (HPP).
 */
export function parseForm(body: string): Record<string, string | string[]> {
  let fields = body === '' ? 0 : 1;
  for (let i = body.indexOf('&'); i !== -1; i = body.indexOf('&', i + 1))
    if (++fields > FORM_MAX_FIELDS) throw new FormTooLarge('too many form fields');
  const out: Record<string, string | string[]> = Object.create(null);
  for (const [k, v] of new URLSearchParams(body)) {
    const seen = out[k];
    out[k] = seen === undefined ? v : [...(Array.isArray(seen) ? seen : [seen]), v];
  }
  return out;
}
