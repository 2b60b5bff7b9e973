import type { ReasonItem } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import { fillLabel } from '@tsumiki/sdk/labels';
import { Link } from '../../../components/TsumikiProvider/TsumikiProvider';
import * as styles from './funds.css';

export interface ReasonListProps {
  /** The `funds` labels in the reader's language: `labelsFor(i18n, 'funds')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'funds'>;
  /** Translated blocking reasons (SDK `describeReasons`). Renders nothing when empty. */
  reasons: readonly ReasonItem[];
  /** Id of the notice, for `aria-describedby` on the blocked button. */
  id: string;
}

/** Every reason a money call cannot be sent, each with what the customer can do about it and a link to do it. */
export function ReasonList({ labels, reasons, id }: ReasonListProps) {
  if (reasons.length === 0) return null;
  return (
    <section className={styles.notice} id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.noticeTitle}>
        {labels.cannotSendHeading}
      </h2>
      <ul className={styles.reasons}>
        {reasons.map((r) => (
          <li key={r.text} className={styles.reason}>
            <span>{r.text}</span>
            {r.opensAt && <span>{fillLabel(labels.opensAt, { date: r.opensAt })}</span>}
            {r.action && (
              <Link href={r.action.href} className={styles.reasonLink}>
                {labels[r.action.label]}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
