import type { VerificationBadge as Badge } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import { StatusBadge } from '../../components/StatusBadge/StatusBadge';
import type { StatusState } from '../../components/StatusBadge/statusTones';

const KIT_STATE: Record<Badge['state'], StatusState> = {
  notVerified: 'verification.unverified',
  underReview: 'verification.reviewing',
  verified: 'verification.verified',
  failed: 'verification.failed',
};

/** The verification state as the kit's badge, named by its label. */
export function VerificationStatusBadge({ badge, labels }: { badge: Badge; labels: Labels<'account'> }) {
  return <StatusBadge state={KIT_STATE[badge.state]} label={labels[badge.label]} />;
}
