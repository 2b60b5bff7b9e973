import type { BlockApplicationView } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import { StatusBadge } from '../../../components/StatusBadge/StatusBadge';
import { Empty, Fields, type LoadProps, ScreenPage } from '../../ipo/parts/parts';
import * as styles from '../../ipo/parts/screen.css';

export interface BlockApplicationsProps extends LoadProps {
  /** The `block` labels in the reader's language: `labelsFor(i18n, 'block')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'block'>;
  /** From `selectBlockApplications`; required when `status` is `ready`. */
  applications?: readonly BlockApplicationView[];
}

/** /home/largeQc: my block-trade applications and their review state (pending, approved, rejected). */
export function BlockApplications({ labels, applications, ...load }: BlockApplicationsProps) {
  return (
    <ScreenPage title={labels.myApplications} load={load} texts={labels}>
      {() =>
        !applications || applications.length === 0 ? (
          <Empty title={labels.emptyApplications} action={{ label: labels.title, href: '/home/large' }} />
        ) : (
          <ul className={styles.stack}>
            {applications.map((a) => (
              <li key={a.id}>
                <article className={styles.card} aria-labelledby={`block-app-${a.id}`}>
                  <div className={styles.cardHead}>
                    <h2 id={`block-app-${a.id}`} className={styles.cardTitle}>
                      {a.name} <span className={styles.code}>{a.code}</span>
                    </h2>
                    <StatusBadge state={a.badge} label={labels[a.badgeLabel]} />
                  </div>
                  <Fields fields={a.fields} labels={labels} />
                </article>
              </li>
            ))}
          </ul>
        )
      }
    </ScreenPage>
  );
}
