import type { Handler } from './context';
import { iso, moneyCall, refuse, signedIn } from './context';

interface CardRow {
  id: number;
  holder_name: string;
  card_number: string;
  card_type: string;
  bank_name: string;
  branch_name: string;
  branch_code: string;
  created_at: Date;
}

/** A card as answered: the number masked to its last four digits. */
export function bankCardView(c: CardRow) {
  return {
    id: String(c.id),
    holderName: c.holder_name,
    cardNumber: `**** ${c.card_number.slice(-4)}`,
    cardType: c.card_type,
    bankName: c.bank_name,
    branchName: c.branch_name,
    branchCode: c.branch_code,
    createdAt: iso(c.created_at),
  };
}

export const listBankCards: Handler = async (ctx) => {
  const account = signedIn(ctx);
  const rows = await ctx.db.query<CardRow>(
    'SELECT * FROM bank_cards WHERE account_id = $1 AND deleted_at IS NULL ORDER BY id',
    [account.id],
  );
  return rows.map(bankCardView);
};

export const addBankCard: Handler = async (ctx) => {
  const account = signedIn(ctx);
  if (account.verification !== 'verified') refuse('verification.required');
  const f = ctx.form;
  if ((f.holderName ?? '').trim() !== (account.real_name ?? '').trim()) refuse('request.invalid');
  return moneyCall(ctx, async (tx) => {
    const [exists] = await tx.query(
      'SELECT 1 FROM bank_cards WHERE account_id = $1 AND card_number = $2 AND deleted_at IS NULL',
      [account.id, f.cardNumber],
    );
    if (exists) refuse('card.exists');
    const [row] = await tx.query<CardRow>(
      `INSERT INTO bank_cards (account_id, holder_name, card_number, card_type, bank_name, branch_name, branch_code,
         created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
      [account.id, f.holderName, f.cardNumber, f.cardType, f.bankName, f.branchName, f.branchCode, ctx.now],
    );
    return bankCardView(row as CardRow);
  });
};

export const deleteBankCard: Handler = async (ctx) => {
  const account = signedIn(ctx);
  await ctx.db.transaction(async (tx) => {
    const [card] = await tx.query(
      'SELECT id FROM bank_cards WHERE id = $1 AND account_id = $2 AND deleted_at IS NULL FOR UPDATE',
      [ctx.form.id, account.id],
    );
    if (!card) refuse('card.notFound');
    const [busy] = await tx.query(
      "SELECT 1 FROM withdrawals WHERE bank_card_id = $1 AND status = 'pending'",
      [ctx.form.id],
    );
    if (busy) refuse('funds.operationInProgress');
    await tx.query('UPDATE bank_cards SET deleted_at = $2 WHERE id = $1', [ctx.form.id, ctx.now]);
  });
  return null;
};
