/** Bytes of randomness in a share id: 128 bits, so ids cannot be guessed or enumerated. */
const SHARE_ID_BYTES = 16;

/** The form every share id has: 22 base64url characters (16 bytes, unpadded). */
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * A new share id: fresh random bytes from the platform's CSPRNG, never derived from the submission, its id or its
 * secret, so nothing public leads to it.
 */
export function newShareId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SHARE_ID_BYTES));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Whether a path segment can be a share id at all (anything else is 404 without a database query). */
export function isShareId(value: string): boolean {
  return SHARE_ID_PATTERN.test(value);
}
