export const contractUrl: URL;
export const outputUrl: URL;
export const operationsUrl: URL;
export function generateTypes(): Promise<string>;
export function generateOperations(): Promise<string>;
