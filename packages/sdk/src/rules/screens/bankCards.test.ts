import { describe, expect, it } from 'vitest';
import { BANK_CARD_TYPES, CARD_TYPE_LABEL } from './bankCards';

describe('what the screens offer', () => {
  it('offers every bank card type once, in the order of their labels, each with its label', () => {
    // CARD_TYPE_LABEL is typed by the contract's card types, so it names each of them; the list must follow it.
    expect(BANK_CARD_TYPES).toEqual(
      Object.entries(CARD_TYPE_LABEL).map(([value, label]) => ({ value, label })),
    );
  });
});
