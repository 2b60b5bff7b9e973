/** Words the charts show; pass translated text from the app's i18n. Defaults are English. */
export interface ChartLabels {
  time: string;
  open: string;
  high: string;
  low: string;
  close: string;
  change: string;
  volume: string;
  price: string;
  average: string;
  /** Bollinger bands in the tooltip. */
  bollUpper: string;
  bollMiddle: string;
  bollLower: string;
}

export const defaultChartLabels: ChartLabels = {
  time: 'Time',
  open: 'Open',
  high: 'High',
  low: 'Low',
  close: 'Close',
  change: 'Change',
  volume: 'Volume',
  price: 'Price',
  average: 'Average',
  bollUpper: 'BOLL upper',
  bollMiddle: 'BOLL middle',
  bollLower: 'BOLL lower',
};
