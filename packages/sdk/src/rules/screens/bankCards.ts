// The bank card form's card types and their labels: a module of its own, so a bundle takes them with that form only.
import type { components } from '../../generated/api';
import type { TextKey } from '../../i18n/labels/index';

type Schemas = components['schemas'];

/** The account label naming each bank card type. */
export const CARD_TYPE_LABEL: Record<Schemas['BankCardType'], TextKey<'account'>> = {
  ordinary: 'cardTypeOrdinary',
  current: 'cardTypeCurrent',
  savings: 'cardTypeSavings',
  debit: 'cardTypeDebit',
};

/**
 * The bank card types in the order the form offers them, with their label keys. Written out rather than built from
 * `CARD_TYPE_LABEL`: a call at a module's top level is kept by every bundle that loads the module, even unused.
 */
export const BANK_CARD_TYPES: { value: Schemas['BankCardType']; label: TextKey<'account'> }[] = [
  { value: 'ordinary', label: 'cardTypeOrdinary' },
  { value: 'current', label: 'cardTypeCurrent' },
  { value: 'savings', label: 'cardTypeSavings' },
  { value: 'debit', label: 'cardTypeDebit' },
];
