/** The white-label contract: every value a brand may set. A missing token is a type error. */
export interface TsumikiTokens {
  name: string;
  color: {
    brand: string;
    brandText: string;
    surface: string;
    text: string;
    focus: string;
  };
  radius: { control: string };
  space: { unit: number };
  font: { body: string };
}
