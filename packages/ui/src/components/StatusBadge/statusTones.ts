export const tones = ['neutral', 'info', 'success', 'warning', 'danger', 'brand'] as const;
export type Tone = (typeof tones)[number];

/** Every state of spec section 4, grouped by the entity it belongs to. */
export const statusStates = [
  // Identity verification
  'verification.unverified',
  'verification.reviewing',
  'verification.verified',
  'verification.failed',
  // Deposit, withdrawal, loan, block-trade and day-trade applications
  'application.pending',
  'application.approved',
  'application.rejected',
  // New share (IPO)
  'newShare.notStarted',
  'newShare.subscribing',
  'newShare.ended',
  'newShare.awaitingDraw',
  // Subscription order
  'subscription.pendingPayment',
  'subscription.needToPay',
  'subscription.paid',
  'subscription.won',
  'subscription.notWon',
  'subscription.waived',
  'subscription.failed',
  'subscription.purchased',
  // Position
  'position.holding',
  'position.closing',
  'position.pendingOrder',
  'position.cancelled',
  'position.closed',
  // Follow (copy-trade) order
  'follow.following',
  'follow.ended',
  'follow.locked',
  // Day-trading order
  'dayTrade.submitted',
  'dayTrade.filled',
  'dayTrade.failed',
  'dayTrade.applied',
  'dayTrade.trading',
  // Loan
  'loan.reviewing',
  'loan.approved',
  'loan.rejected',
] as const;
export type StatusState = (typeof statusStates)[number];

/** The tone of every state: a missing state is a type error. */
export const statusTones = {
  'verification.unverified': 'neutral',
  'verification.reviewing': 'warning',
  'verification.verified': 'success',
  'verification.failed': 'danger',
  'application.pending': 'warning',
  'application.approved': 'success',
  'application.rejected': 'danger',
  'newShare.notStarted': 'neutral',
  'newShare.subscribing': 'brand',
  'newShare.ended': 'neutral',
  'newShare.awaitingDraw': 'info',
  'subscription.pendingPayment': 'warning',
  'subscription.needToPay': 'warning',
  'subscription.paid': 'info',
  'subscription.won': 'success',
  'subscription.notWon': 'neutral',
  'subscription.waived': 'neutral',
  'subscription.failed': 'danger',
  'subscription.purchased': 'success',
  'position.holding': 'brand',
  'position.closing': 'warning',
  'position.pendingOrder': 'info',
  'position.cancelled': 'neutral',
  'position.closed': 'neutral',
  'follow.following': 'brand',
  'follow.ended': 'neutral',
  'follow.locked': 'warning',
  'dayTrade.submitted': 'info',
  'dayTrade.filled': 'success',
  'dayTrade.failed': 'danger',
  'dayTrade.applied': 'info',
  'dayTrade.trading': 'brand',
  'loan.reviewing': 'warning',
  'loan.approved': 'success',
  'loan.rejected': 'danger',
} as const satisfies Record<StatusState, Tone>;
