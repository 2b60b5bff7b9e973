/** Texts of the rule codes returned by `src/rules` (filled in with the rules). */
export const rules: Record<string, string> = {};
