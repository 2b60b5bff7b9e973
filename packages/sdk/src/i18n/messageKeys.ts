import type { components } from '../generated/api';

/** Every key the server may answer in `msg` (the contract's `MsgKey`). */
export type MsgKey = components['schemas']['MsgKey'];

/** Failures the transport names itself, when there is no server msg to show. */
export const TRANSPORT_MSG_KEYS = [
  'network.error',
  'network.timeout',
  'http.statusFailed',
  'response.invalid',
] as const;
export type TransportMsgKey = (typeof TRANSPORT_MSG_KEYS)[number];

/** Every message the SDK can show for a failed or answered call. */
export type MessageKey = MsgKey | TransportMsgKey;
