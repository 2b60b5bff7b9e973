export const SDK_NAME = '@tsumiki/sdk';
