import { describe, expect, it } from 'vitest';
import type { RuleIssue } from './codes';
import type { RegisterForm, UploadFile, VerificationForm } from './forms';
import {
  checkAccount,
  checkEmail,
  checkFundsPassword,
  checkNewFundsPassword,
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
    ['password 8', { given: () => checkPassword('abcd1234'), want: null }],
    ['password 7', { given: () => checkPassword('abc1234'), want: 'password.invalid' }],
    ['password 64', { given: () => checkPassword('a'.repeat(64)), want: null }],
    ['password 65', { given: () => checkPassword('a'.repeat(65)), want: 'password.invalid' }],
    ['password with space', { given: () => checkPassword('abcd 1234'), want: 'password.invalid' }],
    ['password non-ASCII', { given: () => checkPassword('パスワード1234'), want: 'password.invalid' }],
    ['password empty', { given: () => checkPassword(''), want: 'password.required' }],
    [
      'password is the account',
      {
        given: () => checkPassword('0901234567', { account: '0901234567' }),
        want: 'password.containsAccount',
      },
    ],
    [
      'password contains the account',
      {
        given: () => checkPassword('x0901234567!', { account: '0901234567' }),
        want: 'password.containsAccount',
      },
    ],
    [
      'password with part of the account',
      { given: () => checkPassword('090123456x', { account: '0901234567' }), want: null },
    ],
    [
      'password on the injected list, any case',
      {
        given: () => checkPassword('PassWord1', { isCommon: (p) => p === 'password1' }),
        want: 'password.common',
      },
    ],
    [
      'password off the injected list',
      { given: () => checkPassword('pass-word1', { isCommon: (p) => p === 'password1' }), want: null },
    ],
    ['no list: nothing is common', { given: () => checkPassword('password1'), want: null }],
    [
      'the form is checked before the list',
      { given: () => checkPassword('abc', { isCommon: () => true }), want: 'password.invalid' },
    ],
    ['funds password 6 digits', { given: () => checkFundsPassword('123456'), want: null }],
    ['funds password letters', { given: () => checkFundsPassword('12345a'), want: 'fundsPassword.invalid' }],
    ['new funds password', { given: () => checkNewFundsPassword('135790'), want: null }],
    [
      'new funds password letters',
      { given: () => checkNewFundsPassword('1357a0'), want: 'fundsPassword.invalid' },
    ],
    [
      'new funds password run up',
      { given: () => checkNewFundsPassword('123456'), want: 'fundsPassword.weak' },
    ],
    [
      'new funds password run down',
      { given: () => checkNewFundsPassword('654321'), want: 'fundsPassword.weak' },
    ],
    [
      'new funds password run wrapping',
      { given: () => checkNewFundsPassword('890123'), want: 'fundsPassword.weak' },
    ],
    [
      'new funds password run from 0',
      { given: () => checkNewFundsPassword('012345'), want: 'fundsPassword.weak' },
    ],
    [
      'new funds password one digit',
      { given: () => checkNewFundsPassword('000000'), want: 'fundsPassword.weak' },
    ],
    [
      'new funds password two digits',
      { given: () => checkNewFundsPassword('121212'), want: 'fundsPassword.weak' },
    ],
    [
      'new funds password three digits',
      { given: () => checkNewFundsPassword('123123'), want: 'fundsPassword.weak' },
    ],
    ['new funds password steps of 2', { given: () => checkNewFundsPassword('246802'), want: null }],
    ['new funds password almost a run', { given: () => checkNewFundsPassword('123457'), want: null }],
    ['new funds password block of 4', { given: () => checkNewFundsPassword('123412'), want: null }],
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
    expect(checkPassword('x')).toEqual({ code: 'password.invalid', params: { min: 8, max: 64 } });
    expect(checkUpload({ type: 'image/png', size: 6 * 1048576 })).toEqual({
      code: 'upload.tooLarge',
      params: { maxBytes: 5242880, maxMegabytes: 5 },
    });
  });
});

describe('forms', () => {
  const good: RegisterForm = {
    account: '0901234567',
    password: 'secret-12',
    repeatPassword: 'secret-12',
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
    [
      'register with the account in the password',
      {
        given: () => validateRegister({ ...good, password: 'a0901234567', repeatPassword: 'a0901234567' }),
        want: ['password.containsAccount'],
      },
    ],
    [
      'register with a common password',
      {
        given: () => validateRegister(good, { isCommon: (p) => p === 'secret-12' }),
        want: ['password.common'],
      },
    ],
    ['login empty', { given: () => validateLogin('', ''), want: ['account.required', 'password.required'] }],
    ['login accepts a short old password', { given: () => validateLogin('0901234567', 'abc'), want: [] }],
    [
      'funds password weak and mismatched',
      {
        given: () => validateFundsPasswordForm('111111', '135790'),
        want: ['fundsPassword.weak', 'fundsPassword.mismatch'],
      },
    ],
    [
      'funds password repeat',
      { given: () => validateFundsPasswordForm('135790', '135791'), want: ['fundsPassword.mismatch'] },
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
