export const contractUrl: URL;
export const outputUrl: URL;
export function generateTypes(): Promise<string>;
