export const labelModules: [string, URL][];
export function generateLabels(language: string): Promise<string>;
