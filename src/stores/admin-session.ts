import { atom } from 'nanostores';
import { api, ApiCallError, call } from '../lib/api.ts';
import { authClient } from '../lib/auth-client.ts';

/** The spec's admin auth states. */
export type AdminAuthState = 'loading' | 'signed-out' | 'not-admin' | 'admin';

export const $adminAuth = atom<AdminAuthState>('loading');

/**
 * Asks the server who we are: 401 signed out, 403 signed in without the role, 200 admin.
 * Any other failure is logged and treated as "not admin" (spec, section 8).
 */
export async function checkAdmin(): Promise<AdminAuthState> {
  let state: AdminAuthState;
  try {
    await call(api().admin.me.$get());
    state = 'admin';
  } catch (err) {
    if (err instanceof ApiCallError && err.status === 401) state = 'signed-out';
    else if (err instanceof ApiCallError && err.status === 403) state = 'not-admin';
    else {
      console.error('Admin check failed', err);
      const { data } = await authClient()
        .getSession()
        .catch(() => ({ data: null }));
      state = data ? 'not-admin' : 'signed-out';
    }
  }
  $adminAuth.set(state);
  return state;
}

/** Signs out and returns to /admin, as the spec says. */
export async function signOut(): Promise<void> {
  try {
    await authClient().signOut();
  } finally {
    window.location.assign('/admin');
  }
}
