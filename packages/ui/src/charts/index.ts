export type { AllocationDonutProps } from './AllocationDonut/AllocationDonut';
export { AllocationDonut } from './AllocationDonut/AllocationDonut';
export type { ChartStyle } from './engine/drawKLine';
export type { CrosshairState, KLineEngineOptions } from './engine/klineEngine';
export { KLineEngine } from './engine/klineEngine';
export { candleBodyWidth, volumeBarWidth, wickWidth } from './geometry/barWidth';
export type { ZonedCalendar, ZonedParts } from './geometry/calendar';
export { makeZonedCalendar } from './geometry/calendar';
export type { BitmapCoordinate, Coordinate, LogicalIndex } from './geometry/coordinate';
export type { LinearScale } from './geometry/linearScale';
export type { ValueRange } from './geometry/priceScale';
export { makePriceScale, priceTicks } from './geometry/priceScale';
export type { SessionLayout, Sessions } from './geometry/sessionLayout';
export { makeSessionLayout, marketSessions, sessionX } from './geometry/sessionLayout';
export type { TimeView, TimeViewLimits } from './geometry/timeScale';
export {
  initialTimeView,
  makeTimeScale,
  panTimeView,
  visibleSlice,
  zoomTimeView,
} from './geometry/timeScale';
export type { AxisTick, TickLevel } from './geometry/tradingAxis';
export { selectTimeTicks, tickLevels } from './geometry/tradingAxis';
export type { KLineIndicator, KLineIndicatorSwitch } from './KLineChart/IndicatorSwitch';
export type { KLineChartProps } from './KLineChart/KLineChart';
export { KLineChart } from './KLineChart/KLineChart';
export type { ReadoutItem } from './KLineChart/klineReadout';
export type { ChartDataTableProps, ChartTooltipProps } from './react/ChartParts';
export { ChartDataTable, ChartTooltip } from './react/ChartParts';
export type { ChartLabels } from './react/labels';
export { defaultChartLabels } from './react/labels';
export type { DonutSlice } from './renderers/donut';
export type { SparklineProps } from './Sparkline/Sparkline';
export { Sparkline } from './Sparkline/Sparkline';
export type { TimeShareChartProps } from './TimeShareChart/TimeShareChart';
export { TimeShareChart } from './TimeShareChart/TimeShareChart';
export type {
  Bar,
  BollBands,
  ChartColors,
  ChartPeriod,
  LineSeries,
  LowerPane,
  SeriesValues,
  TimeSharePoint,
} from './types';
export { chartPeriods } from './types';
export type { KLineBars, KLineColumns, OhlcvRow } from './views/klineColumns';
export {
  copyKLineBars,
  klineBarAt,
  makeKLineColumns,
  setKLineBar,
  toKLineColumns,
  withKLineCapacity,
} from './views/klineColumns';
export type { KLineData } from './views/klineView';
