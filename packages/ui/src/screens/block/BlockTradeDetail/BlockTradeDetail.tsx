import type { BlockTradeDetailView } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import { Button } from '../../../components/Button/Button';
import { StatusBadge } from '../../../components/StatusBadge/StatusBadge';
import { Fields, type LoadProps, ScreenPage } from '../../ipo/parts/parts';
import * as styles from '../../ipo/parts/screen.css';

export interface BlockTradeDetailProps extends LoadProps {
  /** The `block` labels in the reader's language: `labelsFor(i18n, 'block')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'block'>;
  /** From `selectBlockTradeDetail`; required when `status` is `ready`. */
  view?: BlockTradeDetailView;
}

/** /home/largeInfo?id=: one block trade's figures and the way to apply while it is open. */
export function BlockTradeDetail({ labels, view, ...load }: BlockTradeDetailProps) {
  return (
    <ScreenPage title={view?.row.name ?? labels.detailTitle} load={load} texts={labels} shape="detail">
      {() =>
        view && (
          <section className={styles.card} aria-labelledby="block-detail">
            <div className={styles.cardHead}>
              <h2 id="block-detail" className={styles.cardTitle}>
                {labels.detailTitle} <span className={styles.code}>{view.row.code}</span>
              </h2>
              <StatusBadge tone={view.row.tone} label={labels[view.row.statusLabel]} />
            </div>
            <Fields fields={view.fields} labels={labels} />
            {view.row.status === 'open' ? (
              <Button fullWidth size="lg" href={view.row.applyHref}>
                {labels.applyNow}
              </Button>
            ) : (
              <p className={styles.subtitle} role="note">
                {view.row.status === 'closed' ? labels.closedNotice : labels.upcomingNotice}
              </p>
            )}
          </section>
        )
      }
    </ScreenPage>
  );
}
