import { ApiError } from './api.ts';

/** Calls the admin API with the session cookie; non-2xx answers throw ApiError with the server's message. */
export async function adminRequest<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`/api/admin${path}`, { credentials: 'same-origin', ...init });
  const data = (await response.json().catch(() => null)) as (T & { error?: string }) | null;
  if (!response.ok || data === null) throw new ApiError(response.status, data?.error ?? `Request failed (${response.status}).`);
  return data;
}

/** A lost session or role sends the person back to sign in (the server would redirect the page too). */
export function isSignedOutError(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 401 || err.status === 403);
}
