import type { RuleIssue } from './codes';
import { issue } from './codes';

/** Collects the non-null issues of several checks, in order. */
export function collect(...checks: readonly (RuleIssue | null)[]): RuleIssue[] {
  return checks.filter((c): c is RuleIssue => c !== null);
}

/** Account: a ten-digit mobile number (spec section 5); empty → `account.required`, else `account.invalid`. */
export function checkAccount(account: string): RuleIssue | null {
  const t = account.trim();
  if (t === '') return issue('account.required');
  return /^\d{10}$/.test(t) ? null : issue('account.invalid', { length: 10 });
}

/**
 * Login password policy (the spec gives none; this is the SDK's, after ASVS 5 6.2): 8-64 characters of printable
 * ASCII without spaces. Empty → `password.required`; otherwise `password.invalid` with `{ min, max }`.
 */
export const PASSWORD_RULE = { min: 8, max: 64, pattern: /^[\x21-\x7e]+$/ } as const;

/** What a new login password is checked against besides its form. */
export interface PasswordContext {
  /** The account number (a ten-digit mobile number): a password containing it is refused. */
  readonly account?: string;
  /**
   * Whether a password is on a list of common passwords, asked with the password lowercased. The SDK ships no
   * list (a useful one is hundreds of kilobytes); the reference server injects one from
   * `@tsumiki/server`'s dependency `@zxcvbn-ts/language-common`. Default: no list.
   */
  readonly isCommon?: (lowercased: string) => boolean;
}

/**
 * Checks a new login password: {@link PASSWORD_RULE}, then `password.containsAccount` when it contains the
 * account number, then `password.common` when `isCommon` knows it.
 */
export function checkPassword(password: string, context: PasswordContext = {}): RuleIssue | null {
  if (password === '') return issue('password.required');
  const { min, max, pattern } = PASSWORD_RULE;
  if (password.length < min || password.length > max || !pattern.test(password))
    return issue('password.invalid', { min, max });
  const account = context.account?.trim() ?? '';
  if (account !== '' && password.includes(account)) return issue('password.containsAccount');
  return context.isCommon?.(password.toLowerCase()) ? issue('password.common') : null;
}

/** Repeat password must equal the new one (spec section 5): `password.mismatch`. */
export function checkPasswordRepeat(password: string, repeat: string): RuleIssue | null {
  return password === repeat ? null : issue('password.mismatch');
}

/** Funds (trade) password: exactly 6 digits → else `fundsPassword.invalid` with `{ length: 6 }`. */
export function checkFundsPassword(password: string): RuleIssue | null {
  return /^\d{6}$/.test(password) ? null : issue('fundsPassword.invalid', { length: 6 });
}

/**
 * Whether six digits are a run or a repeat, the first PINs a guesser tries: each digit one more or one less than
 * the one before (wrapping 9 → 0: 123456, 654321, 890123), or one block of 1, 2 or 3 digits repeated (111111,
 * 121212, 123123).
 */
export function isWeakFundsPassword(pin: string): boolean {
  const d = [...pin].map(Number);
  const steps = new Set(d.slice(1).map((x, i) => (x - (d[i] ?? 0) + 10) % 10));
  if (steps.size === 1 && (steps.has(1) || steps.has(9))) return true;
  return [1, 2, 3].some((n) => pin.length % n === 0 && pin === pin.slice(0, n).repeat(pin.length / n));
}

/** A new funds password: the format ({@link checkFundsPassword}), then not a run or a repeat (`fundsPassword.weak`). */
export function checkNewFundsPassword(password: string): RuleIssue | null {
  return checkFundsPassword(password) ?? (isWeakFundsPassword(password) ? issue('fundsPassword.weak') : null);
}

/** A funds password must be set before use (spec section 5): `fundsPassword.notSet`. */
export function checkFundsPasswordSet(isSet: boolean): RuleIssue | null {
  return isSet ? null : issue('fundsPassword.notSet');
}

/** Setting a funds password: a new one's rules, and the repeat matching (`fundsPassword.mismatch`). */
export function validateFundsPasswordForm(password: string, repeat: string): RuleIssue[] {
  return collect(
    checkNewFundsPassword(password),
    password === repeat ? null : issue('fundsPassword.mismatch'),
  );
}

/** The register form (spec sections 2 and 5); the invite code is optional and checked by the server. */
export interface RegisterForm {
  readonly account: string;
  readonly password: string;
  readonly repeatPassword: string;
  readonly termsAccepted: boolean;
}

/**
 * All issues of a register form: account, password (not containing the account; `isCommon` as in
 * {@link PasswordContext}), repeat, terms (`terms.required`).
 */
export function validateRegister(
  form: RegisterForm,
  context: Pick<PasswordContext, 'isCommon'> = {},
): RuleIssue[] {
  return collect(
    checkAccount(form.account),
    checkPassword(form.password, { ...context, account: form.account }),
    checkPasswordRepeat(form.password, form.repeatPassword),
    form.termsAccepted ? null : issue('terms.required'),
  );
}

/** All issues of a login form: account and a non-empty password (the policy applies at registration only). */
export function validateLogin(account: string, password: string): RuleIssue[] {
  return collect(checkAccount(account), password === '' ? issue('password.required') : null);
}

/** Changing the login password: the new password's policy (with `context`) and its repeat. */
export function validatePasswordChange(
  original: string,
  next: string,
  repeat: string,
  context: PasswordContext = {},
): RuleIssue[] {
  return collect(
    original === '' ? issue('password.required') : null,
    checkPassword(next, context),
    checkPasswordRepeat(next, repeat),
  );
}

/** An e-mail address: empty → `email.empty`; not local@domain.tld → `email.invalid`. */
export function checkEmail(email: string): RuleIssue | null {
  const t = email.trim();
  if (t === '') return issue('email.empty');
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(t) && t.length <= 254 ? null : issue('email.invalid');
}

/** Accepted upload types (ID photos, transfer proofs). */
export const UPLOAD_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/** The default upload size cap: 5 MiB, as the contract states for every image upload. */
export const DEFAULT_MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The part of a File the rules look at. */
export interface UploadFile {
  readonly type: string;
  readonly size: number;
}

/**
 * An upload: missing → `upload.required`; not JPEG/PNG/WebP → `upload.invalidType` with `{ types }`; above the
 * cap (default {@link DEFAULT_MAX_UPLOAD_BYTES}) → `upload.tooLarge` with `{ maxBytes, maxMegabytes }`.
 */
export function checkUpload(
  file: UploadFile | null | undefined,
  maxBytes = DEFAULT_MAX_UPLOAD_BYTES,
): RuleIssue | null {
  if (file === null || file === undefined) return issue('upload.required');
  if (!UPLOAD_TYPES.includes(file.type.toLowerCase())) {
    return issue('upload.invalidType', { types: 'JPEG, PNG, WebP' });
  }
  return file.size > maxBytes
    ? issue('upload.tooLarge', { maxBytes, maxMegabytes: Math.floor(maxBytes / 1048576) })
    : null;
}

/** The real-name verification form (spec sections 3 and 5). */
export interface VerificationForm {
  readonly realName: string;
  readonly idNumber: string;
  readonly front: UploadFile | null;
  readonly back: UploadFile | null;
  readonly noticeAccepted: boolean;
}

/**
 * All issues of the verification form: name and ID number present, both ID photos
 * (`verification.imagesRequired` when either is missing, then each photo's type and size), privacy notice
 * ticked (`verification.noticeRequired`).
 */
export function validateVerification(
  form: VerificationForm,
  maxBytes = DEFAULT_MAX_UPLOAD_BYTES,
): RuleIssue[] {
  const missing = form.front === null || form.back === null;
  return collect(
    form.realName.trim() === '' ? issue('verification.nameRequired') : null,
    form.idNumber.trim() === '' ? issue('verification.idNumberRequired') : null,
    missing ? issue('verification.imagesRequired') : null,
    form.front === null ? null : checkUpload(form.front, maxBytes),
    form.back === null ? null : checkUpload(form.back, maxBytes),
    form.noticeAccepted ? null : issue('verification.noticeRequired'),
  );
}
