/** The languages a brand sets a font stack for: Japanese, Chinese (any script tag) and English (Latin). */
export const fontLanguages = ['ja', 'zh', 'en'] as const;
export type FontLanguage = (typeof fontLanguages)[number];

/** Price colour convention: which hue means "up". */
export const priceConventions = ['red-up', 'green-up'] as const;
export type PriceConvention = (typeof priceConventions)[number];

/**
 * The white-label contract: every value a brand may set. Plain data only (no CSS units except where a CSS
 * value is the natural form, such as font stacks and shadows). A missing token is a type error.
 */
export interface TsumikiTokens {
  name: string;
  /** Tells the browser which built-in controls (scrollbars, date inputs) to draw. */
  colorScheme: 'light' | 'dark';
  /** The convention applied when no market is known; a market class overrides it. */
  priceConvention: PriceConvention;
  color: {
    brand: {
      primary: string;
      primaryPressed: string;
      /** Text and icons on `primary`. */
      onPrimary: string;
      soft: string;
      /** Text on `soft`. */
      onSoft: string;
    };
    surface: {
      page: string;
      card: string;
      raised: string;
      sunken: string;
      /** The app header bar; a brand may colour it. */
      header: string;
      inverse: string;
      /** Backdrop behind dialogs and drawers (may be translucent). */
      scrim: string;
    };
    text: {
      primary: string;
      secondary: string;
      /** Placeholders and captions; still AA on every surface. */
      tertiary: string;
      onHeader: string;
      onInverse: string;
      link: string;
    };
    border: { subtle: string; strong: string };
    focus: string;
    feedback: Record<
      'success' | 'warning' | 'danger' | 'info' | 'neutral',
      { solid: string; onSolid: string; soft: string; onSoft: string }
    >;
    price: {
      red: string;
      redSoft: string;
      green: string;
      greenSoft: string;
      flat: string;
    };
    /**
     * Colours of chart series (moving averages, indicator lines, Bollinger bands, allocation slices), in order.
     * Each is at least 3:1 against every surface and clearly apart from the price colours and from each other.
     */
    chart: Record<'series1' | 'series2' | 'series3' | 'series4' | 'series5', string>;
  };
  /** Spacing in multiples of `unit` pixels. */
  space: {
    unit: number;
    scale: Record<'xxs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl', number>;
  };
  /** Corner radii in pixels. */
  radius: Record<'sm' | 'md' | 'lg' | 'xl' | 'full', number>;
  typography: {
    family: {
      /**
       * Body text, one stack per language: the content's `lang` picks it under every brand (built-in, token file
       * or runtime JSON), so Chinese never renders in a Japanese face. Another language gets the `ja` stack.
       */
      text: Record<FontLanguage, string>;
      /** Headings, one stack per language; a brand may choose a contrasting face. */
      heading: Record<FontLanguage, string>;
      /** Stack with tabular, monospaced digits for prices and amounts (digits are the same in every language). */
      mono: string;
    };
    /** Font sizes in pixels. */
    size: Record<'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl', number>;
    lineHeight: { tight: number; normal: number };
    weight: { regular: number; medium: number; bold: number };
  };
  /** Box shadows, as CSS values. */
  elevation: Record<'card' | 'sheet' | 'toast', string>;
  motion: {
    /** Durations in milliseconds. */
    fast: number;
    base: number;
    slow: number;
    easing: string;
  };
}
