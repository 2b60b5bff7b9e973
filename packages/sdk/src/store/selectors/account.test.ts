import { describe, expect, it } from 'vitest';
import {
  cardLast4,
  customerService,
  fundsPasswordMode,
  languageChoices,
  passwordChangeErrors,
  pinIssue,
  selectAccountHeader,
  selectBankCards,
  selectVerificationView,
  stableView,
  validateBankCardForm,
  verificationErrors,
  verificationState,
} from './account';

const t = (code: string) => `<${code}>`;

describe('verificationState', () => {
  it.each([
    ['never submitted', { given: 0, want: 'notVerified' }],
    ['submitted', { given: 1, want: 'underReview' }],
    ['approved', { given: 2, want: 'verified' }],
    ['refused', { given: 3, want: 'failed' }],
    ['unknown code', { given: 9, want: 'notVerified' }],
    ['no answer', { given: undefined, want: 'notVerified' }],
  ] as const)('%s', (_title, { given, want }) => {
    expect(verificationState(given)).toBe(want);
  });
});

describe('selectVerificationView', () => {
  it.each([
    ['loading', { given: undefined, want: { state: 'notVerified', canSubmit: true, reason: undefined } }],
    [
      'under review',
      { given: { status: 1 as const }, want: { state: 'underReview', canSubmit: false, reason: undefined } },
    ],
    [
      'verified',
      { given: { status: 2 as const }, want: { state: 'verified', canSubmit: false, reason: undefined } },
    ],
    [
      'failed with reason',
      {
        given: { status: 3 as const, reason: 'blurred' },
        want: { state: 'failed', canSubmit: true, reason: 'blurred' },
      },
    ],
    [
      'a reason is only shown when failed',
      {
        given: { status: 2 as const, reason: 'old' },
        want: { state: 'verified', canSubmit: false, reason: undefined },
      },
    ],
  ] as const)('%s', (_title, { given, want }) => {
    const view = selectVerificationView(given, 'ja');
    expect({ state: view.badge.state, canSubmit: view.canSubmit, reason: view.reason }).toEqual(want);
  });

  it('formats the submission time in Tokyo', () => {
    const view = selectVerificationView({ status: 1, submittedAt: '2026-11-20T00:31:00Z' }, 'ja');
    expect(view.submittedText).toBe('2026/11/20 09:31');
  });
});

describe('selectAccountHeader', () => {
  it.each([
    [
      'before user info',
      {
        given: undefined,
        want: { account: '0900000000', state: 'notVerified', fundsPasswordSet: false, tradingBarred: false },
      },
    ],
    [
      'with user info',
      {
        given: { account: '0901234567', verification: 2, fundsPasswordSet: true, tradingBarred: true },
        want: { account: '0901234567', state: 'verified', fundsPasswordSet: true, tradingBarred: true },
      },
    ],
  ] as const)('%s', (_title, { given, want }) => {
    // biome-ignore lint/suspicious/noExplicitAny: only the fields the header reads
    const view = selectAccountHeader(given as any, '0900000000');
    expect({
      account: view.account,
      state: view.verification.state,
      fundsPasswordSet: view.fundsPasswordSet,
      tradingBarred: view.tradingBarred,
    }).toEqual(want);
  });
});

const photo = { type: 'image/jpeg', size: 1000 };
const okForm = { realName: '山田太郎', idNumber: 'AB12345', front: photo, back: photo, noticeAccepted: true };

describe('verificationErrors', () => {
  it.each([
    ['complete', { given: okForm, want: {} }],
    [
      'nothing filled',
      {
        given: { realName: ' ', idNumber: '', front: null, back: null, noticeAccepted: false },
        want: {
          realName: '<verification.nameRequired>',
          idNumber: '<verification.idNumberRequired>',
          front: '<verification.imagesRequired>',
          back: '<verification.imagesRequired>',
          notice: '<verification.noticeRequired>',
        },
      },
    ],
    [
      'back missing only',
      { given: { ...okForm, back: null }, want: { back: '<verification.imagesRequired>' } },
    ],
    [
      'front is a PDF',
      {
        given: { ...okForm, front: { type: 'application/pdf', size: 10 } },
        want: { front: '<upload.invalidType>' },
      },
    ],
    [
      'back over 5 MiB (the contract cap)',
      {
        given: { ...okForm, back: { type: 'image/png', size: 5 * 1024 * 1024 + 1 } },
        want: { back: '<upload.tooLarge>' },
      },
    ],
  ] as const)('%s', (_title, { given, want }) => {
    expect(verificationErrors(given, t)).toEqual(want);
  });
});

describe('cardLast4 and selectBankCards', () => {
  it.each([
    ['masked by the server', { given: '****5678', want: '5678' }],
    ['full number', { given: '1234567890123', want: '0123' }],
    ['with spaces', { given: '1234 5678 9012', want: '9012' }],
  ] as const)('%s', (_title, { given, want }) => {
    expect(cardLast4(given)).toBe(want);
  });

  it('lists newest first and never shows more than the last four digits', () => {
    const card = (id: string, createdAt: string, cardNumber: string) => ({
      id,
      holderName: 'ヤマダ タロウ',
      cardNumber,
      cardType: 'ordinary' as const,
      bankName: 'みずほ銀行',
      branchName: '東京営業部',
      branchCode: '001',
      createdAt,
    });
    const rows = selectBankCards([
      card('1', '2026-10-01T09:00:00+09:00', '1234567'),
      card('2', '2026-11-01T09:00:00+09:00', '****9999'),
    ]);
    expect(rows.map((r) => [r.id, r.masked, r.typeLabel, r.branch])).toEqual([
      ['2', '•••• 9999', 'cardTypeOrdinary', '東京営業部 (001)'],
      ['1', '•••• 4567', 'cardTypeOrdinary', '東京営業部 (001)'],
    ]);
  });
});

// The checks themselves are the rule's (rules/bankCards.test.ts); this is the mapping to the account labels.
describe('validateBankCardForm', () => {
  const ok = {
    holderName: 'ヤマダ タロウ',
    cardNumber: '1234567',
    cardType: 'ordinary',
    bankName: 'みずほ銀行',
    branchName: '東京営業部',
    branchCode: '001',
  };
  it.each([
    ['complete', { given: ok, want: [] }],
    ['required', { given: { ...ok, bankName: ' ' }, want: [['bankName', 'fieldRequired']] }],
    ['number', { given: { ...ok, cardNumber: '123' }, want: [['cardNumber', 'cardNumberInvalid']] }],
    ['branch code', { given: { ...ok, branchCode: '00.1' }, want: [['branchCode', 'branchCodeInvalid']] }],
  ] as const)('%s', (_title, { given, want }) => {
    expect(validateBankCardForm(given).map((i) => [i.field, i.label])).toEqual(want);
  });
});

describe('passwordChangeErrors', () => {
  it.each([
    [
      'valid',
      { given: { oldPassword: 'old-pass', newPassword: 'new-pass1', repeatPassword: 'new-pass1' }, want: {} },
    ],
    [
      'all empty',
      {
        given: { oldPassword: '', newPassword: '', repeatPassword: '' },
        want: { oldPassword: '<password.required>', newPassword: '<password.required>' },
      },
    ],
    [
      'repeat differs',
      {
        given: { oldPassword: 'old-pass', newPassword: 'new-pass1', repeatPassword: 'new-pass2' },
        want: { repeatPassword: '<password.mismatch>' },
      },
    ],
  ] as const)('%s', (_title, { given, want }) => {
    expect(passwordChangeErrors(given, t)).toEqual(want);
  });
});

describe('fundsPasswordMode and pinIssue', () => {
  it.each([
    ['not set', { given: false, want: 'set' }],
    ['unknown', { given: undefined, want: 'set' }],
    ['set', { given: true, want: 'change' }],
  ] as const)('%s', (_title, { given, want }) => {
    expect(fundsPasswordMode(given)).toBe(want);
  });

  it.each([
    ['six digits', { given: ['135790', undefined, undefined], want: null }],
    ['five digits', { given: ['12345', undefined, undefined], want: 'fundsPassword.invalid' }],
    ['repeat matches', { given: ['135790', '135790', 'repeat'], want: null }],
    ['repeat differs', { given: ['135790', '246813', 'repeat'], want: 'fundsPassword.mismatch' }],
    ['a new PIN that is a run', { given: ['123456', undefined, 'next'], want: 'fundsPassword.weak' }],
    ['a new PIN that is a repeat', { given: ['121212', undefined, 'next'], want: 'fundsPassword.weak' }],
    ['an old PIN that is a run (set before the rule)', { given: ['123456', undefined, 'old'], want: null }],
    ['a new PIN', { given: ['246813', undefined, 'next'], want: null }],
  ] as const)('%s', (_title, { given, want }) => {
    expect(pinIssue(given[0], given[1], given[2])?.code ?? null).toBe(want);
  });
});

describe('customerService', () => {
  it.each([
    [
      'kefu configured',
      {
        given: [[{ name: 'kefu', value: 'https://support.example.jp' }], undefined],
        want: { kind: 'link', url: 'https://support.example.jp' },
      },
    ],
    [
      'none, no fallback',
      { given: [[{ name: 'logo', value: '/l.png' }], undefined], want: { kind: 'unavailable' } },
    ],
    [
      'none, brand fallback',
      { given: [[], 'mailto:help@example.jp'], want: { kind: 'link', url: 'mailto:help@example.jp' } },
    ],
    [
      'empty kefu uses the fallback',
      {
        given: [[{ name: 'kefu', value: ' ' }], 'tel:0120000000'],
        want: { kind: 'link', url: 'tel:0120000000' },
      },
    ],
    [
      'javascript: refused',
      { given: [[{ name: 'kefu', value: 'javascript:alert(1)' }], undefined], want: { kind: 'unavailable' } },
    ],
    ['config not loaded', { given: [undefined, undefined], want: { kind: 'unavailable' } }],
  ] as const)('%s', (_title, { given, want }) => {
    expect(customerService(given[0], given[1])).toEqual(want);
  });
});

describe('languageChoices', () => {
  it.each([
    [
      'all three, English in use',
      {
        given: [['ja', 'zh-CN', 'en'], 'en'],
        want: [
          ['ja', '日本語', false],
          ['zh-CN', '简体中文', false],
          ['en', 'English', true],
        ],
      },
    ],
    [
      'a brand with two',
      {
        given: [['en', 'ja'], 'ja'],
        want: [
          ['en', 'English', false],
          ['ja', '日本語', true],
        ],
      },
    ],
  ] as const)('%s', (_title, { given, want }) => {
    expect(languageChoices(given[0], given[1]).map((c) => [c.code, c.name, c.current])).toEqual(want);
  });
});

describe('stableView', () => {
  it.each([
    ['same state', { given: [{ n: 1 }, 'same'], want: true }],
    ['new state, equal view', { given: [{ n: 1 }, 'copy'], want: true }],
    ['new state, changed view', { given: [{ n: 2 }, 'copy'], want: false }],
  ] as const)('%s', (_title, { given, want }) => {
    const first = { n: 1 };
    const select = stableView((s: { n: number }) => ({ doubled: s.n * 2 }));
    const a = select(first);
    const b = select(given[1] === 'same' ? first : { ...given[0] });
    expect(a === b).toBe(want);
  });
});
