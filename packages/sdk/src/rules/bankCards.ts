/** The fields of the contract's BankCardForm, in the order the form shows them. */
export const BANK_CARD_FIELDS = [
  'holderName',
  'cardNumber',
  'cardType',
  'bankName',
  'branchName',
  'branchCode',
] as const;
export type BankCardField = (typeof BANK_CARD_FIELDS)[number];

/** What is wrong with one field; the account screens map each problem to a message. */
export type BankCardProblem = 'required' | 'cardNumberInvalid' | 'branchCodeInvalid';

export interface BankCardCheck {
  field: BankCardField;
  problem: BankCardProblem;
}

/**
 * The bank-card form's checks, from the contract's BankCardForm: every field required; card number 4-19 digits
 * (spaces and hyphens ignored, as people type them from a passbook); branch code 3-11 letters or digits (a
 * Japanese branch code or a SWIFT code). Problems come in field order.
 */
export function validateBankCard(form: Readonly<Record<BankCardField, string>>): BankCardCheck[] {
  const out: BankCardCheck[] = [];
  for (const field of BANK_CARD_FIELDS) {
    if (form[field].trim() === '') out.push({ field, problem: 'required' });
  }
  const number = form.cardNumber.replace(/[\s-]/g, '');
  if (number !== '' && !/^[0-9]{4,19}$/.test(number))
    out.push({ field: 'cardNumber', problem: 'cardNumberInvalid' });
  const code = form.branchCode.trim();
  if (code !== '' && !/^[0-9A-Za-z]{3,11}$/.test(code))
    out.push({ field: 'branchCode', problem: 'branchCodeInvalid' });
  return out;
}
