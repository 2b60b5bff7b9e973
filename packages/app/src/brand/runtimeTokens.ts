// The token validator's own chunk, loaded only by a brand with tokens of its own (brand/style.ts).
export { applyRuntimeTokens } from '@tsumiki/ui/theme';
