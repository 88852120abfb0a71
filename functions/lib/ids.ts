import { secureRandomBytes } from './random.ts';

/**
 * A UUID version 7 (RFC 9562): 48 bits of milliseconds, then 74 random bits. Being time-ordered, new rows
 * land at the end of the id indexes instead of on random pages, so each commit rewrites a few pages, not dozens.
 */
export function uuidv7(now = Date.now()): string {
  const bytes = secureRandomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
