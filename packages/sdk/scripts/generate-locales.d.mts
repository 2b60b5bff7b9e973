export const REST_AREAS: string[];
export const labelModules: [string, string, URL][];
export const labelKeysUrl: URL;
export const labelLoaderModules: [string, URL][];
export function generateLabels(language: string, part: string): Promise<string>;
export function generateLabelKeys(): Promise<string>;
export function generateLabelLoaders(language: string): string;
export const restLoaderModules: [string, URL][];
export function generateRestLoaders(language: string): string;
