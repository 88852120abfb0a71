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

/** The auth service's "Email not verified" (403): sign-in has just mailed a fresh link (sendOnSignIn), so say so. */
export function signInMessage(error: { message?: string; statusText?: string; status?: number }, email: string): string {
  if (error.status === 403 && error.message === 'Email not verified') {
    return `Email not verified. We've just sent a new confirmation link to ${email}; open it to finish signing in.`;
  }
  return authMessage(error);
}
