export type { SseMessage } from './sse';
export { SseParser } from './sse';
