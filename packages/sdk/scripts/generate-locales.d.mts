export const labelModules: [string, 'first' | 'rest', URL][];
export const labelKeysUrl: URL;
export function generateLabels(language: string, part: 'first' | 'rest'): Promise<string>;
export function generateLabelKeys(): Promise<string>;
