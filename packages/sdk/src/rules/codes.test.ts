import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { rules as en } from '../i18n/locales/en/rules';
import { rules as ja } from '../i18n/locales/ja/rules';
import { rules as zhCN } from '../i18n/locales/zh-CN/rules';
import type { RuleCode } from './codes';
import { issue, RULE_CODES, RULES_ONLY_CODES, SHARED_RULE_CODES } from './codes';

export type Case<G, W> = [title: string, { given: G; want: W }];

const locales: Record<string, Readonly<Record<string, string>>> = { ja, 'zh-CN': zhCN, en };
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]))].sort();
// A counted code comes as plural forms in a language that has them (English `_one` / `_other`).
const textOf = (l: Readonly<Record<string, string>>, code: string) => l[code] ?? l[`${code}_other`];

describe('rule code texts', () => {
  const rows: Case<RuleCode, true>[] = RULE_CODES.map((code) => [code, { given: code, want: true }]);
  it.each(rows)('%s has a text in every language with the same placeholders', (_t, { given }) => {
    const texts = Object.values(locales).map((l) => textOf(l, given));
    for (const text of texts) expect(text?.trim().length ?? 0).toBeGreaterThan(0);
    const [first, ...rest] = texts.map((t) => placeholders(t ?? ''));
    for (const p of rest) expect(p).toEqual(first);
  });
  it('has no text for an unknown code', () => {
    for (const l of Object.values(locales)) {
      const codes = new Set(Object.keys(l).map((key) => key.replace(/_(one|other)$/, '')));
      expect([...codes].sort()).toEqual([...RULE_CODES].sort());
    }
  });
  it('codes are unique and dotted', () => {
    expect(new Set(RULE_CODES).size).toBe(RULE_CODES.length);
    for (const code of RULE_CODES) expect(code).toMatch(/^[a-zA-Z]+\.[a-zA-Z]+$/);
  });
  it('shared codes are MsgKeys of the contract and rules-only codes are not', () => {
    const contract = parse(
      readFileSync(new URL('../../../../openapi/tsumiki.yaml', import.meta.url), 'utf8'),
    );
    const keys: string[] = contract.components.schemas.MsgKey.enum;
    expect(SHARED_RULE_CODES.filter((c) => !keys.includes(c))).toEqual([]);
    expect(RULES_ONLY_CODES.filter((c) => keys.includes(c))).toEqual([]);
  });
  it('issue omits absent params', () => {
    expect(issue('market.closed')).toEqual({ code: 'market.closed' });
    expect(issue('order.tPlusOne', { from: '2026-11-25' })).toEqual({
      code: 'order.tPlusOne',
      params: { from: '2026-11-25' },
    });
  });
});
