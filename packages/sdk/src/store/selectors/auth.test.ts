import { describe, expect, it } from 'vitest';
import { afterSignIn, loginErrors, needsCustomerService, registerErrors } from './auth';

const t = (code: string) => `<${code}>`;

describe('loginErrors', () => {
  it.each([
    ['valid', { given: { account: '0901234567', password: 'x' }, want: {} }],
    [
      'empty',
      {
        given: { account: '', password: '' },
        want: { account: '<account.required>', password: '<password.required>' },
      },
    ],
    [
      'nine digits',
      { given: { account: '090123456', password: 'pw' }, want: { account: '<account.invalid>' } },
    ],
    ['letters', { given: { account: '09012345ab', password: 'pw' }, want: { account: '<account.invalid>' } }],
  ] as const)('%s', (_title, { given, want }) => {
    expect(loginErrors(given, t)).toEqual(want);
  });
});

describe('registerErrors', () => {
  const ok = {
    account: '0901234567',
    password: 'secret-42',
    repeatPassword: 'secret-42',
    termsAccepted: true,
  };
  it.each([
    ['valid', { given: ok, want: {} }],
    ['terms not ticked', { given: { ...ok, termsAccepted: false }, want: { terms: '<terms.required>' } }],
    [
      'repeat differs',
      { given: { ...ok, repeatPassword: 'secret-43' }, want: { repeatPassword: '<password.mismatch>' } },
    ],
    [
      'short password',
      {
        given: { ...ok, password: 'abc', repeatPassword: 'abc' },
        want: { password: '<password.invalid>' },
      },
    ],
    [
      'everything wrong',
      {
        given: { account: '123', password: '', repeatPassword: 'x', termsAccepted: false },
        want: {
          account: '<account.invalid>',
          password: '<password.required>',
          repeatPassword: '<password.mismatch>',
          terms: '<terms.required>',
        },
      },
    ],
  ] as const)('%s', (_title, { given, want }) => {
    expect(registerErrors(given, t)).toEqual(want);
  });
});

describe('needsCustomerService', () => {
  it.each([
    ['banned', { given: 'account.banned', want: true }],
    ['frozen', { given: 'account.frozen', want: true }],
    ['trading barred', { given: 'account.tradingBarred', want: true }],
    ['wrong credentials', { given: 'auth.wrongCredentials', want: false }],
    ['none', { given: undefined, want: false }],
  ] as const)('%s', (_title, { given, want }) => {
    expect(needsCustomerService(given)).toBe(want);
  });
});

describe('afterSignIn', () => {
  it.each([
    ['waiting', { given: {}, want: { kind: 'loading' } }],
    ['loaded', { given: { data: { account: '0901234567' } }, want: { kind: 'home' } }],
    [
      'refused',
      { given: { error: { msg: 'account.frozen' } }, want: { kind: 'signIn', msg: 'account.frozen' } },
    ],
    [
      'error wins over stale data',
      {
        given: { data: {}, error: { msg: 'session.expired' } },
        want: { kind: 'signIn', msg: 'session.expired' },
      },
    ],
  ] as const)('%s', (_title, { given, want }) => {
    expect(afterSignIn(given)).toEqual(want);
  });
});
