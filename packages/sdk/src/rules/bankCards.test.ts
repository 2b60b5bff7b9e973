import { describe, expect, it } from 'vitest';
import type { BankCardField } from './bankCards';
import { validateBankCard } from './bankCards';

export type Case<G, W> = [title: string, { given: G; want: W }];

const ok: Record<BankCardField, string> = {
  holderName: 'ヤマダ タロウ',
  cardNumber: '1234567',
  cardType: 'ordinary',
  bankName: 'みずほ銀行',
  branchName: '東京営業部',
  branchCode: '001',
};

describe('validateBankCard', () => {
  const cases: Case<Partial<Record<BankCardField, string>>, [BankCardField, string][]>[] = [
    ['complete', { given: {}, want: [] }],
    ['hyphens in the number are fine', { given: { cardNumber: '123-4567' }, want: [] }],
    ['spaces in the number are fine', { given: { cardNumber: '1234 5678 9012' }, want: [] }],
    ['4 digits', { given: { cardNumber: '1234' }, want: [] }],
    ['number too short', { given: { cardNumber: '123' }, want: [['cardNumber', 'cardNumberInvalid']] }],
    ['20 digits', { given: { cardNumber: '1'.repeat(20) }, want: [['cardNumber', 'cardNumberInvalid']] }],
    [
      'number with letters',
      { given: { cardNumber: '12ab567' }, want: [['cardNumber', 'cardNumberInvalid']] },
    ],
    ['SWIFT code', { given: { branchCode: 'MHCBJPJT' }, want: [] }],
    [
      'branch code with a dot',
      { given: { branchCode: '00.1' }, want: [['branchCode', 'branchCodeInvalid']] },
    ],
    ['branch code of 2', { given: { branchCode: '01' }, want: [['branchCode', 'branchCodeInvalid']] }],
    [
      'missing type and bank',
      {
        given: { cardType: '', bankName: ' ' },
        want: [
          ['cardType', 'required'],
          ['bankName', 'required'],
        ],
      },
    ],
    ['blank number is only required', { given: { cardNumber: '   ' }, want: [['cardNumber', 'required']] }],
  ];
  it.each(cases)('%s', (_t, { given, want }) =>
    expect(validateBankCard({ ...ok, ...given }).map((c) => [c.field, c.problem])).toEqual(want),
  );
});
