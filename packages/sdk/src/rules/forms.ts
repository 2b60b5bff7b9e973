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
 * Password policy (the spec gives none; this is the SDK's choice): 6-20 characters of printable ASCII without
 * spaces. Empty → `password.required`; otherwise `password.invalid` with `{ min, max }`.
 */
export const PASSWORD_RULE = { min: 6, max: 20, pattern: /^[\x21-\x7e]+$/ } as const;

/** Checks a login password against {@link PASSWORD_RULE}. */
export function checkPassword(password: string): RuleIssue | null {
  if (password === '') return issue('password.required');
  const { min, max, pattern } = PASSWORD_RULE;
  return password.length >= min && password.length <= max && pattern.test(password)
    ? null
    : issue('password.invalid', { min, max });
}

/** Repeat password must equal the new one (spec section 5): `password.mismatch`. */
export function checkPasswordRepeat(password: string, repeat: string): RuleIssue | null {
  return password === repeat ? null : issue('password.mismatch');
}

/** Funds (trade) password: exactly 6 digits → else `fundsPassword.invalid` with `{ length: 6 }`. */
export function checkFundsPassword(password: string): RuleIssue | null {
  return /^\d{6}$/.test(password) ? null : issue('fundsPassword.invalid', { length: 6 });
}

/** A funds password must be set before use (spec section 5): `fundsPassword.notSet`. */
export function checkFundsPasswordSet(isSet: boolean): RuleIssue | null {
  return isSet ? null : issue('fundsPassword.notSet');
}

/** Setting a funds password: the format, and the repeat matching (`fundsPassword.mismatch`). */
export function validateFundsPasswordForm(password: string, repeat: string): RuleIssue[] {
  return collect(checkFundsPassword(password), password === repeat ? null : issue('fundsPassword.mismatch'));
}

/** The register form (spec sections 2 and 5); the invite code is optional and checked by the server. */
export interface RegisterForm {
  readonly account: string;
  readonly password: string;
  readonly repeatPassword: string;
  readonly termsAccepted: boolean;
}

/** All issues of a register form: account, password, repeat, terms (`terms.required`). */
export function validateRegister(form: RegisterForm): RuleIssue[] {
  return collect(
    checkAccount(form.account),
    checkPassword(form.password),
    checkPasswordRepeat(form.password, form.repeatPassword),
    form.termsAccepted ? null : issue('terms.required'),
  );
}

/** All issues of a login form: account and a non-empty password (the policy applies at registration only). */
export function validateLogin(account: string, password: string): RuleIssue[] {
  return collect(checkAccount(account), password === '' ? issue('password.required') : null);
}

/** Changing the login password: the new password's policy and its repeat. */
export function validatePasswordChange(original: string, next: string, repeat: string): RuleIssue[] {
  return collect(
    original === '' ? issue('password.required') : null,
    checkPassword(next),
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
