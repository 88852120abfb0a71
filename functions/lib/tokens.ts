// node:crypto (nodejs_compat on Workers) rather than WebCrypto: on Node, subtle.digest's async job costs
// more than the rest of a quiz submission's scoring (bench/submissions.ts).
import { Buffer } from 'node:buffer';
import { hash, timingSafeEqual } from 'node:crypto';
import { secureRandomBytes } from './random.ts';

/** A 256-bit random secret, URL-safe. */
export function randomToken(): string {
  return secureRandomBytes(32).toString('base64url');
}

/** Hex SHA-256; only hashes of secrets are stored. One-shot `hash` (Node and workerd): under half of createHash's cost. */
export function sha256Hex(value: string): string {
  return hash('sha256', value, 'hex');
}

/** Constant-time comparison (for digests: their length is no secret). */
export function safeEqual(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}
