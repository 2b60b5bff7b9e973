import type { Handler } from './context';
import { iso, refuse, signedIn } from './context';
import { checkUpload, storeUpload, uploadRef } from './uploads';

const STATUS = { pending: 1, approved: 2, rejected: 3 } as const;

/** An ID number as answered: all but the last four characters masked. */
const maskId = (id: string) => `${'*'.repeat(Math.max(0, id.length - 4))}${id.slice(-4)}`;

export const getVerification: Handler = async (ctx) => {
  const account = signedIn(ctx);
  const [v] = await ctx.db.query<{
    status: keyof typeof STATUS;
    real_name: string;
    id_number: string;
    front: string;
    back: string;
    created_at: Date;
    decided_at: Date | null;
    reason: string | null;
  }>(
    `SELECT v.status, v.real_name, v.id_number, f.stored_name AS front, b.stored_name AS back, v.created_at,
            v.decided_at, v.reason
     FROM verifications v JOIN uploads f ON f.id = v.front_upload_id JOIN uploads b ON b.id = v.back_upload_id
     WHERE v.account_id = $1 ORDER BY v.id DESC LIMIT 1`,
    [account.id],
  );
  if (!v) return { status: 0 };
  return {
    status: STATUS[v.status],
    realName: v.real_name,
    idNumber: maskId(v.id_number),
    frontImage: uploadRef(v.front),
    backImage: uploadRef(v.back),
    submittedAt: iso(v.created_at),
    ...(v.decided_at ? { reviewedAt: iso(v.decided_at) } : {}),
    ...(v.reason ? { reason: v.reason } : {}),
  };
};

export const submitVerification: Handler = async (ctx) => {
  const account = signedIn(ctx);
  if (account.verification === 'verified') refuse('verification.already');
  if (account.verification === 'pending') refuse('verification.pending');
  const { realName, idNumber, privacyNotice } = ctx.form;
  if (privacyNotice !== '1') refuse('verification.noticeRequired');
  if (!ctx.files.frontImage || !ctx.files.backImage) refuse('verification.imagesRequired');
  if (!realName?.trim() || !idNumber) refuse('request.invalid');
  const frontImage = await checkUpload(ctx, ctx.files.frontImage);
  const backImage = await checkUpload(ctx, ctx.files.backImage);
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.query<{ verification: string }>(
      'SELECT verification FROM accounts WHERE id = $1 FOR UPDATE',
      [account.id],
    );
    if (locked?.verification === 'pending') refuse('verification.pending');
    const front = await storeUpload(tx, ctx, account.id, frontImage, 'idFront');
    const back = await storeUpload(tx, ctx, account.id, backImage, 'idBack');
    await tx.query(
      `INSERT INTO verifications (account_id, real_name, id_number, front_upload_id, back_upload_id, status, created_at)
       VALUES ($1, $2, $3, $4, $5, 'pending', $6)`,
      [account.id, realName.trim(), idNumber, front.id, back.id, ctx.now],
    );
    await tx.query("UPDATE accounts SET verification = 'pending' WHERE id = $1", [account.id]);
  });
  return getVerification(ctx);
};
