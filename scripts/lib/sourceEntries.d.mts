/** Every source module of `srcDir` (default `src`) that the public entries reach, as tsup entries. */
export function sourceEntries(publicEntries: Record<string, string>, srcDir?: string): Promise<string[]>;
