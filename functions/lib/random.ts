import { Buffer } from 'node:buffer';
import { randomBytes } from 'node:crypto';

// Each call into the system's random source costs microseconds, tens of them under load (bench/submissions.ts),
// so draw 4 KiB at a time and hand out slices, as Node itself does for crypto.randomUUID. No byte is handed out twice.
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let offset = 0;

/** `size` cryptographically secure random bytes, in a buffer of the caller's own (a copy, free to write into). */
export function secureRandomBytes(size: number): Buffer {
  if (size > POOL_BYTES) return randomBytes(size);
  if (offset + size > pool.length) {
    pool = randomBytes(POOL_BYTES);
    offset = 0;
  }
  const bytes = Buffer.from(pool.subarray(offset, offset + size));
  offset += size;
  return bytes;
}
