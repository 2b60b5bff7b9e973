import { dictionary } from '@zxcvbn-ts/language-common';

let common: ReadonlySet<string> | undefined;

/**
 * Whether a lowercased password is one of the 49,233 common passwords of `@zxcvbn-ts/language-common` (MIT,
 * maintained with zxcvbn-ts; ranked from leaked-password corpora, all lowercase). The set is built on first use
 * (~10 ms, ~3 MiB), so a server that never registers anyone never pays for it. Injected into the SDK's
 * `checkPassword` as `isCommon`.
 */
export function isCommonPassword(lowercased: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(lowercased);
}
