export const labelModules: [string, URL][];
export const labelKeysUrl: URL;
export function generateLabels(language: string): Promise<string>;
export function generateLabelKeys(): Promise<string>;
