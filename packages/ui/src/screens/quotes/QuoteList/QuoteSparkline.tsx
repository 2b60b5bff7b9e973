import { Sparkline } from '../../../charts/Sparkline/Sparkline';
import { Skeleton } from '../../../components/Skeleton/Skeleton';

export interface QuoteSparklineProps {
  /** Today's prices oldest first, `null` for a missing one (a gap); empty while loading (a placeholder shows). */
  values: readonly (number | null)[];
  /** The previous close: the dashed line and the up/down colour. */
  baseline: number;
  /** Translated accessible name, e.g. "Toyota today, +1.25%". */
  label: string;
}

/** A list row's sparkline; the app feeds it from the time-share call of each row. */
export function QuoteSparkline({ values, baseline, label }: QuoteSparklineProps) {
  if (values.length < 2) return <Skeleton shape="rect" width={72} height={28} />;
  return <Sparkline values={values} baseline={baseline} ariaLabel={label} width={72} height={28} />;
}
