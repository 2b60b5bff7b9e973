// The fund records' types and their labels: a module of its own, so a bundle takes them with that screen only.
import type { components } from '../../generated/api';
import type { TextKey } from '../../i18n/labels/index';

type Schemas = components['schemas'];

/** A fund record's type, as the contract names it. */
export type FundRecordType = Schemas['FundRecordType'];

/** Every fund record type and the funds label naming it. */
export const FUND_RECORD_TYPES = {
  deposit: 'typeDeposit',
  withdrawal: 'typeWithdrawal',
  withdrawalRefund: 'typeWithdrawalRefund',
  buy: 'typeBuy',
  close: 'typeClose',
  cancel: 'typeCancel',
  fee: 'typeFee',
  ipoPayment: 'typeIpoPayment',
  refund: 'typeRefund',
  blockBuy: 'typeBlockBuy',
  blockRefund: 'typeBlockRefund',
  followBuy: 'typeFollowBuy',
  followProfit: 'typeFollowProfit',
  dayTrade: 'typeDayTrade',
  dayTradeSettle: 'typeDayTradeSettle',
  loan: 'typeLoan',
  repayment: 'typeRepayment',
  credit: 'typeCredit',
  exchange: 'typeExchange',
  adjustment: 'typeAdjustment',
} as const satisfies Record<FundRecordType, TextKey<'funds'>>;
