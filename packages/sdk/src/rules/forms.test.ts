import { describe, expect, it } from 'vitest';
import type { RuleIssue } from './codes';
import type { RegisterForm, UploadFile, VerificationForm } from './forms';
import {
  checkAccount,
  checkEmail,
  checkFundsPassword,
  checkPassword,
  checkUpload,
  validateFundsPasswordForm,
  validateLogin,
  validateRegister,
  validateVerification,
} from './forms';

export type Case<G, W> = [title: string, { given: G; want: W }];

const code = (i: RuleIssue | null) => i?.code ?? null;

describe('single fields', () => {
  const cases: Case<() => RuleIssue | null, string | null>[] = [
    ['ten digits', { given: () => checkAccount('0901234567'), want: null }],
    ['eleven digits', { given: () => checkAccount('09012345678'), want: 'account.invalid' }],
    ['letters', { given: () => checkAccount('09O1234567'), want: 'account.invalid' }],
    ['empty account', { given: () => checkAccount(' '), want: 'account.required' }],
    ['password 6', { given: () => checkPassword('abc123'), want: null }],
    ['password 5', { given: () => checkPassword('abc12'), want: 'password.invalid' }],
    ['password 21', { given: () => checkPassword('a'.repeat(21)), want: 'password.invalid' }],
    ['password with space', { given: () => checkPassword('abc 123'), want: 'password.invalid' }],
    ['password empty', { given: () => checkPassword(''), want: 'password.required' }],
    ['funds password 6 digits', { given: () => checkFundsPassword('123456'), want: null }],
    ['funds password letters', { given: () => checkFundsPassword('12345a'), want: 'fundsPassword.invalid' }],
    ['email ok', { given: () => checkEmail('a@b.co'), want: null }],
    ['email empty', { given: () => checkEmail(''), want: 'email.empty' }],
    ['email no domain dot', { given: () => checkEmail('a@b'), want: 'email.invalid' }],
    ['upload missing', { given: () => checkUpload(null), want: 'upload.required' }],
    ['upload gif', { given: () => checkUpload({ type: 'image/gif', size: 1 }), want: 'upload.invalidType' }],
    [
      'upload too big',
      { given: () => checkUpload({ type: 'image/png', size: 11 }, 10), want: 'upload.tooLarge' },
    ],
    ['upload at the cap', { given: () => checkUpload({ type: 'IMAGE/JPEG', size: 10 }, 10), want: null }],
  ];
  it.each(cases)('%s', (_t, { given, want }) => expect(code(given())).toBe(want));
  it('states the policy in params', () => {
    expect(checkPassword('x')).toEqual({ code: 'password.invalid', params: { min: 6, max: 20 } });
    expect(checkUpload({ type: 'image/png', size: 6 * 1048576 })).toEqual({
      code: 'upload.tooLarge',
      params: { maxBytes: 5242880, maxMegabytes: 5 },
    });
  });
});

describe('forms', () => {
  const good: RegisterForm = {
    account: '0901234567',
    password: 'secret1',
    repeatPassword: 'secret1',
    termsAccepted: true,
  };
  const png: UploadFile = { type: 'image/png', size: 1000 };
  const verification: VerificationForm = {
    realName: '山田太郎',
    idNumber: 'X1',
    front: png,
    back: png,
    noticeAccepted: true,
  };
  const cases: Case<() => RuleIssue[], string[]>[] = [
    ['register ok', { given: () => validateRegister(good), want: [] }],
    [
      'register mismatch and terms',
      {
        given: () => validateRegister({ ...good, repeatPassword: 'x', termsAccepted: false }),
        want: ['password.mismatch', 'terms.required'],
      },
    ],
    ['login empty', { given: () => validateLogin('', ''), want: ['account.required', 'password.required'] }],
    [
      'funds password repeat',
      { given: () => validateFundsPasswordForm('123456', '123457'), want: ['fundsPassword.mismatch'] },
    ],
    ['verification ok', { given: () => validateVerification(verification), want: [] }],
    [
      'verification missing photo and notice',
      {
        given: () => validateVerification({ ...verification, back: null, noticeAccepted: false }),
        want: ['verification.imagesRequired', 'verification.noticeRequired'],
      },
    ],
    [
      'verification empty',
      {
        given: () =>
          validateVerification({
            realName: ' ',
            idNumber: '',
            front: { type: 'text/plain', size: 1 },
            back: null,
            noticeAccepted: true,
          }),
        want: [
          'verification.nameRequired',
          'verification.idNumberRequired',
          'verification.imagesRequired',
          'upload.invalidType',
        ],
      },
    ],
  ];
  it.each(cases)('%s', (_t, { given, want }) => expect(given().map((i) => i.code)).toEqual(want));
});
