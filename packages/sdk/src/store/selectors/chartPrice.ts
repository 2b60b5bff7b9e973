// Not in the selectors' index: a helper of quoteRows.ts and quotes.ts, not an export of the SDK.

/** A price for a chart: NaN when missing (empty, not a number, not above zero), which the charts draw as a gap. */
export const chartPrice = (text: string | undefined): number => {
  const value = Number(text);
  return text !== undefined && text !== '' && value > 0 ? value : Number.NaN;
};
