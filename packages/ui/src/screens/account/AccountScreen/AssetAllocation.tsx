import type { AllocationSliceView } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import type { AllocationPart } from '@tsumiki/sdk/rules';
import { AllocationDonut } from '../../../charts/AllocationDonut/AllocationDonut';
import { cx } from '../../../components/private/cx';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import * as skeleton from '../../../components/Skeleton/Skeleton.css';
import { vars } from '../../../theme/vars.css';
import * as styles from './AccountScreen.css';

/** The ring's size, and its placeholder's. */
const RING = 112;

/** Each part's ring colour: the theme's chart series, so a brand recolours it with its tokens. */
const COLORS: Record<AllocationPart, string> = {
  available: vars.color.chart.series1,
  positions: vars.color.chart.series2,
  otherFrozen: vars.color.chart.series3,
};

const NAMES = {
  available: 'allocationAvailable',
  positions: 'allocationPositions',
  otherFrozen: 'allocationOtherFrozen',
} as const satisfies Record<AllocationPart, keyof Labels<'account'>>;

export interface AssetAllocationProps {
  /** The `account` labels in the reader's language: `labelsFor(i18n, 'account')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'account'>;
  /** `AssetSummaryView.allocation`: amounts, ring values and shares from the SDK. */
  slices: readonly AllocationSliceView[];
  /**
   * The summary is still loading: the ring and the figures are placeholders of their size, the heading and the
   * parts' names already there, so the figures land without moving the page. Default `false`.
   */
  loading?: boolean;
}

/** The asset summary's ring: where total assets are (available, in positions, otherwise frozen), with a legend. */
export function AssetAllocation({ labels, slices, loading = false }: AssetAllocationProps) {
  const named = slices.map((s) => ({ label: labels[NAMES[s.key]], value: s.value, color: COLORS[s.key] }));
  return (
    <div className={styles.allocation} aria-busy={loading || undefined}>
      <h3 id="account-allocation" className={styles.allocationHeading}>
        {labels.allocationHeading}
      </h3>
      {loading ? (
        <Skeleton shape="circle" width={RING} height={RING} />
      ) : (
        <AllocationDonut
          slices={named}
          shares={slices.map((s) => s.share)}
          valueTexts={slices.map((s) => s.text)}
          columns={[labels.allocationPart, labels.allocationAmount, labels.allocationShare]}
          ariaLabel={labels.allocationHeading}
          size={RING}
        />
      )}
      {/* The same figures as the ring, for everyone: colour is never the only key. */}
      <ul className={styles.legend} aria-labelledby="account-allocation">
        {slices.map((s, k) => (
          <li key={s.key} className={styles.legendItem}>
            <span className={styles.swatch[s.key]} aria-hidden="true" />
            <span className={styles.legendName}>{named[k]?.label}</span>
            {loading ? (
              <span className={cx(styles.legendFigures, skeleton.bone, styles.figuresPlaceholder)}>
                {'\u00a0'}
              </span>
            ) : (
              <span className={styles.legendFigures}>
                {s.text} <span className={styles.legendShare}>{s.share}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
