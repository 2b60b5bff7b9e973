/**
 * Keeps what a user may type into an amount: digits, at most one decimal point and at most `decimals`
 * digits after it (grouping commas and other characters are dropped). String in, string out; no parsing.
 * @param decimals digits allowed after the point; 0 drops the point. Default 0.
 */
export function sanitizeAmount(raw: string, decimals = 0): string {
  const cleaned = raw.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  if (decimals === 0 || rest.length === 0) return whole;
  return `${whole}.${rest.join('').slice(0, decimals)}`;
}
