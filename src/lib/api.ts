/** An API failure carrying the server's message when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** POSTs JSON to the API and returns the parsed body; non-2xx answers throw ApiError. */
export async function postJson<T>(path: string, body: unknown, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => null)) as (T & { error?: string }) | null;
  if (!response.ok || data === null) {
    throw new ApiError(response.status, data?.error ?? `Request failed (${response.status}).`);
  }
  return data;
}
