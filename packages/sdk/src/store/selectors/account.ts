// View models of the account screens: pure functions of endpoint data, form values and language.
import type { components } from '../../generated/api';
import type { TextKey } from '../../i18n/labels/index';
import type { Language } from '../../i18n/languages';
import { type BankCardField, type BankCardProblem, validateBankCard } from '../../rules/bankCards';
import { issue, type RuleCode, type RuleIssue } from '../../rules/codes';
import { formatDateTime } from '../../rules/dateFormat';
import {
  checkFundsPassword,
  checkNewFundsPassword,
  checkPassword,
  checkPasswordRepeat,
  checkUpload,
  type UploadFile,
  validateVerification,
} from '../../rules/forms';
import { CARD_TYPE_LABEL } from '../../rules/screens/bankCards';
import { fieldErrors, type TranslateIssue } from './auth';

// Beside the language names, so a language switch on a first screen does not bring the account screens' code.
export { type LanguageChoice, languageChoices } from '../../i18n/languages';

type Schemas = components['schemas'];
type AccountLabelKey = TextKey<'account'>;

/** The four verification states of spec section 4, by the contract's status code. */
export const VERIFICATION_STATES = ['notVerified', 'underReview', 'verified', 'failed'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

const VERIFICATION_LABEL: Record<VerificationState, AccountLabelKey> = {
  notVerified: 'verNotVerified',
  underReview: 'verUnderReview',
  verified: 'verVerified',
  failed: 'verFailed',
};

/** A verification status code (0-3) as its state; an unknown code reads as not verified. */
export function verificationState(status: number | undefined): VerificationState {
  return VERIFICATION_STATES[status ?? 0] ?? 'notVerified';
}

/** The verification badge: the state and the label key that names it. */
export interface VerificationBadge {
  state: VerificationState;
  label: AccountLabelKey;
}

export function verificationBadge(status: number | undefined): VerificationBadge {
  const state = verificationState(status);
  return { state, label: VERIFICATION_LABEL[state] };
}

/** /mine/index's header: account, verification badge, funds password set, trading barred. */
export interface AccountHeaderView {
  account: string;
  verification: VerificationBadge;
  fundsPasswordSet: boolean;
  tradingBarred: boolean;
}

/** Reads the user-info answer for /mine/index; before it answers, the session's account is shown. */
export function selectAccountHeader(
  user: Schemas['UserInfo'] | undefined,
  sessionAccount: string,
): AccountHeaderView {
  return {
    account: user?.account ?? sessionAccount,
    verification: verificationBadge(user?.verification),
    fundsPasswordSet: user?.fundsPasswordSet ?? false,
    tradingBarred: user?.tradingBarred ?? false,
  };
}

/** /mine/verified: the state, whether the form is shown, and what the reviewer said. */
export interface VerificationView {
  badge: VerificationBadge;
  /** The form shows before a first submission and after a failure (the contract: it may be resubmitted). */
  canSubmit: boolean;
  realName?: string;
  idNumber?: string;
  reason?: string;
  submittedText?: string;
}

/** Shapes the getVerification answer; times in `timeZone` (default Tokyo). */
export function selectVerificationView(
  data: Schemas['Verification'] | undefined,
  language: Language,
  timeZone = 'Asia/Tokyo',
): VerificationView {
  const badge = verificationBadge(data?.status);
  return {
    badge,
    canSubmit: badge.state === 'notVerified' || badge.state === 'failed',
    ...(data?.realName ? { realName: data.realName } : {}),
    ...(data?.idNumber ? { idNumber: data.idNumber } : {}),
    ...(badge.state === 'failed' && data?.reason ? { reason: data.reason } : {}),
    ...(data?.submittedAt ? { submittedText: formatDateTime(data.submittedAt, language, timeZone) } : {}),
  };
}

/** The contract's upload cap for ID images: 5 MiB (the SDK's default cap is larger). */
export const ID_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export type VerificationField = 'realName' | 'idNumber' | 'front' | 'back' | 'notice';

/** The verification form's inline messages: each photo gets its own message (missing, type, size). */
export function verificationErrors(
  form: {
    realName: string;
    idNumber: string;
    front: UploadFile | null;
    back: UploadFile | null;
    noticeAccepted: boolean;
  },
  translate: TranslateIssue,
): Partial<Record<VerificationField, string>> {
  const photo = (file: UploadFile | null): RuleIssue | null =>
    file === null ? issue('verification.imagesRequired') : checkUpload(file, ID_IMAGE_MAX_BYTES);
  const named = validateVerification(form, ID_IMAGE_MAX_BYTES).filter(
    (i) => !i.code.startsWith('upload.') && i.code !== 'verification.imagesRequired',
  );
  const byField: Partial<Record<RuleCode, VerificationField>> = {
    'verification.nameRequired': 'realName',
    'verification.idNumberRequired': 'idNumber',
    'verification.noticeRequired': 'notice',
  };
  const out = fieldErrors(named, (code) => byField[code], translate);
  const front = photo(form.front);
  const back = photo(form.back);
  if (front) out.front = translate(front.code, front.params);
  if (back) out.back = translate(back.code, back.params);
  return out;
}

/** One bank card as the list shows it: the number is never shown beyond its last four digits. */
export interface BankCardRow {
  id: string;
  holderName: string;
  bankName: string;
  branch: string;
  typeLabel: AccountLabelKey;
  last4: string;
  masked: string;
}

/** The last four digits of a card number, masked or not (`****5678`, `1234567890`). */
export function cardLast4(cardNumber: string): string {
  const digits = cardNumber.replace(/\D/g, '');
  return digits.slice(-4);
}

/** The bank-card list, newest first; the number masked but for the last four digits whatever the server sent. */
export function selectBankCards(cards: readonly Schemas['BankCard'][] | undefined): BankCardRow[] {
  return [...(cards ?? [])]
    .sort((a, b) => (Date.parse(b.createdAt ?? '') || 0) - (Date.parse(a.createdAt ?? '') || 0))
    .map((card) => {
      const last4 = cardLast4(card.cardNumber);
      return {
        id: card.id,
        holderName: card.holderName,
        bankName: card.bankName,
        branch: `${card.branchName} (${card.branchCode})`,
        typeLabel: CARD_TYPE_LABEL[card.cardType],
        last4,
        masked: `•••• ${last4}`,
      };
    });
}

/** A bank-card form issue: the field and the label key of its message (`fieldRequired` takes `{{field}}`). */
export interface BankCardIssue {
  field: BankCardField;
  label: AccountLabelKey;
}

const BANK_CARD_PROBLEM_LABEL: Record<BankCardProblem, AccountLabelKey> = {
  required: 'fieldRequired',
  cardNumberInvalid: 'cardNumberInvalid',
  branchCodeInvalid: 'branchCodeInvalid',
};

/** The bank-card form's inline messages as account label keys (the checks are the rule `validateBankCard`). */
export function validateBankCardForm(form: Readonly<Record<BankCardField, string>>): BankCardIssue[] {
  return validateBankCard(form).map(({ field, problem }) => ({
    field,
    label: BANK_CARD_PROBLEM_LABEL[problem],
  }));
}

export type PasswordChangeField = 'oldPassword' | 'newPassword' | 'repeatPassword';

/**
 * The login-password change form's inline messages, field by field (the rules of `validatePasswordChange`);
 * `account` is the signed-in account number, which the new password must not contain.
 */
export function passwordChangeErrors(
  form: Record<PasswordChangeField, string>,
  translate: TranslateIssue,
  account?: string,
): Partial<Record<PasswordChangeField, string>> {
  const checks: [PasswordChangeField, RuleIssue | null][] = [
    ['oldPassword', form.oldPassword === '' ? issue('password.required') : null],
    ['newPassword', checkPassword(form.newPassword, account ? { account } : {})],
    ['repeatPassword', checkPasswordRepeat(form.newPassword, form.repeatPassword)],
  ];
  const out: Partial<Record<PasswordChangeField, string>> = {};
  for (const [field, found] of checks) if (found) out[field] = translate(found.code, found.params);
  return out;
}

/** Setting the funds password the first time, or changing it (spec section 5: set before use). */
export type FundsPasswordMode = 'set' | 'change';

export function fundsPasswordMode(fundsPasswordSet: boolean | undefined): FundsPasswordMode {
  return fundsPasswordSet ? 'change' : 'set';
}

/**
 * A six-digit PIN step's message: the format; for the step that picks the new PIN (`step` `next`) not a run or a
 * repeat (`fundsPassword.weak`); for the repeat step that it matches `mustEqual`. The old PIN is checked for its
 * format only, so a customer whose PIN predates the rule can still change it.
 */
export function pinIssue(
  pin: string,
  mustEqual?: string,
  step?: 'old' | 'next' | 'repeat',
): RuleIssue | null {
  const format = step === 'next' ? checkNewFundsPassword(pin) : checkFundsPassword(pin);
  if (format) return format;
  return mustEqual !== undefined && pin !== mustEqual ? issue('fundsPassword.mismatch') : null;
}

/** The customer-service link, or that none is configured (the UI then says so plainly). */
export type CustomerService = { kind: 'link'; url: string } | { kind: 'unavailable' };

/** Only links a browser can open safely: http(s), tel: and mailto: (never `javascript:`). */
function isSafeLink(url: string): boolean {
  return /^(https?:\/\/|tel:|mailto:)/i.test(url.trim());
}

/** Reads `kefu` from the config items, else the brand's fallback; a missing or unsafe link is `unavailable`. */
export function customerService(
  items: readonly Schemas['ConfigItem'][] | undefined,
  fallback?: string,
): CustomerService {
  const kefu = items?.find((item) => item.name === 'kefu')?.value.trim();
  for (const url of [kefu, fallback]) if (url && isSafeLink(url)) return { kind: 'link', url: url.trim() };
  return { kind: 'unavailable' };
}

/**
 * Wraps a view-model selector so it returns the same object while the view is unchanged (compared by its JSON),
 * as `useSyncExternalStore` requires: a selector that builds a new object on every call (such as
 * `selectAssetSummaryView`) otherwise re-renders without end.
 */
export function stableView<S, T>(select: (state: S) => T): (state: S) => T {
  let lastState: S | undefined;
  let last: { key: string; view: T } | undefined;
  return (state) => {
    if (last && state === lastState) return last.view;
    lastState = state;
    const view = select(state);
    const key = JSON.stringify(view);
    if (!last || last.key !== key) last = { key, view };
    return last.view;
  };
}
