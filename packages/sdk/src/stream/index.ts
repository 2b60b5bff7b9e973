export type { LiveEndpointId } from './merge';
export { isLiveEndpoint, liveSymbols, mergeQuoteTicks } from './merge';
export { LIVE_REFRESH_MS } from './polling';
export type { QuoteStream, QuoteStreamOptions, QuoteTick, StreamState, StreamTimers } from './quoteStream';
export { createQuoteStream, MAX_STREAM_SYMBOLS } from './quoteStream';
export type { SseMessage } from './sse';
export { SseParser } from './sse';
export type { Visibility, VisibilitySetup } from './visibility';
export { createVisibility } from './visibility';
