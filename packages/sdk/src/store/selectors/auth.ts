// View models of the auth screens: pure functions of form values, endpoint outcomes and language.
import type { RuleCode, RuleIssue } from '../../rules/codes';
import { validateLogin, validateRegister } from '../../rules/forms';

/** The fields of the sign-in and register forms that can show an inline message. */
export type AuthField = 'account' | 'password' | 'repeatPassword' | 'terms';

/** Turns a rule issue into the text shown under a field (the caller passes `translateRule` bound to i18n). */
export type TranslateIssue = (code: string, params?: Readonly<Record<string, string | number>>) => string;

const AUTH_FIELD: Partial<Record<RuleCode, AuthField>> = {
  'account.required': 'account',
  'account.invalid': 'account',
  'password.required': 'password',
  'password.invalid': 'password',
  'password.containsAccount': 'password',
  'password.common': 'password',
  'password.mismatch': 'repeatPassword',
  'terms.required': 'terms',
};

/**
 * Groups issues by the field they belong to, keeping the first issue of each field, translated.
 * Issues whose code maps to no field are left out (they are the server's, shown by the shell's toast).
 */
export function fieldErrors<F extends string>(
  issues: readonly RuleIssue[],
  fieldOf: (code: RuleCode) => F | undefined,
  translate: TranslateIssue,
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const found of issues) {
    const field = fieldOf(found.code);
    if (field !== undefined && out[field] === undefined) out[field] = translate(found.code, found.params);
  }
  return out;
}

/** The field of the sign-in or register form a rule code belongs to. */
export function authFieldOf(code: RuleCode): AuthField | undefined {
  return AUTH_FIELD[code];
}

/** The sign-in form's inline messages (spec section 5: a ten-digit account, a password). */
export function loginErrors(
  form: { account: string; password: string },
  translate: TranslateIssue,
): Partial<Record<AuthField, string>> {
  return fieldErrors(validateLogin(form.account, form.password), authFieldOf, translate);
}

/** The register form's inline messages (account, password policy, repeat matches, terms ticked). */
export function registerErrors(
  form: { account: string; password: string; repeatPassword: string; termsAccepted: boolean },
  translate: TranslateIssue,
): Partial<Record<AuthField, string>> {
  return fieldErrors(validateRegister(form), authFieldOf, translate);
}

/** Server messages that mean the account itself is refused: the customer must contact customer service. */
export const CUSTOMER_SERVICE_MSGS = ['account.banned', 'account.frozen', 'account.tradingBarred'] as const;

/** Whether a refusal's msg key tells the customer to contact customer service (spec section 6). */
export function needsCustomerService(msg: string | undefined): boolean {
  return msg !== undefined && (CUSTOMER_SERVICE_MSGS as readonly string[]).includes(msg);
}

/** What /login/loginAfter does with the user-info call (spec section 6). */
export type AfterSignIn =
  | { kind: 'loading' }
  | { kind: 'home' }
  /** Loading failed: the session is cleared and the customer goes to sign in, with the refusal's msg key. */
  | { kind: 'signIn'; msg: string };

/** Decides the next step after sign-in from the user-info call's state. */
export function afterSignIn(call: { data?: unknown; error?: { msg: string } | undefined }): AfterSignIn {
  if (call.error) return { kind: 'signIn', msg: call.error.msg };
  return call.data === undefined ? { kind: 'loading' } : { kind: 'home' };
}

/** The storage key of the remembered account (only the account: a password is never stored by the app). */
export const REMEMBERED_ACCOUNT_KEY = 'tsumiki.rememberedAccount';
