declare const brand: unique symbol;
/** A nominal type: a number that cannot be mixed with other numbers by accident. */
export type Nominal<T, Name extends string> = T & { readonly [brand]: Name };

/** A pixel position in CSS pixels, from the left or top of a pane. */
export type Coordinate = Nominal<number, 'Coordinate'>;
/** A pixel position in device (bitmap) pixels. */
export type BitmapCoordinate = Nominal<number, 'BitmapCoordinate'>;
/** A bar position in the series: bar `i` of the data, fractional between bars. */
export type LogicalIndex = Nominal<number, 'LogicalIndex'>;

export const toCoordinate = (n: number) => n as Coordinate;
export const toBitmap = (n: number) => n as BitmapCoordinate;
export const toLogical = (n: number) => n as LogicalIndex;
