import { createAuthClient } from 'better-auth/react';

let client: ReturnType<typeof createAuthClient> | undefined;

/** better-auth's browser client, made on first use (islands also render on the server, where there is no origin). */
export function authClient() {
  client ??= createAuthClient({ baseURL: window.location.origin, basePath: '/api/auth' });
  return client;
}

/** The auth service's message for a failed call, shown as is in the red alert. */
export function authMessage(error: { message?: string; statusText?: string; status?: number } | null | undefined): string {
  return error?.message || error?.statusText || 'Something went wrong. Please try again.';
}
