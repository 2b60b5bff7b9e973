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
};
