import { atom } from 'nanostores';
import type { DataSummary } from '../../functions/privacy/schema.ts';
import { api, ApiCallError, call } from '../lib/api.ts';
import { saveDownload } from '../lib/save-download.ts';
import { attachmentFilename } from '../domain/attachment-filename.ts';

/** Why the server refused the link: it was altered or cut short, it is past its date, or it has done its job. */
export type RefusedReason = 'invalid' | 'expired' | 'used';

export type DataRequestState =
  | { phase: 'loading' }
  /** The page was opened without a link's token. */
  | { phase: 'missing' }
  | { phase: 'refused'; reason: RefusedReason; message: string }
  /** The look-up did not get an answer (network, server, rate limit): it can be tried again. */
  | { phase: 'unreachable'; message: string }
  | { phase: 'ready'; summary: DataSummary }
  | { phase: 'deleted' };

export const $dataRequest = atom<DataRequestState>({ phase: 'loading' });

// The token lives in memory only: it is taken off the address bar as soon as it is read.
let token: string | null = null;

const REFUSED: Record<string, RefusedReason> = { invalid_request: 'invalid', forbidden: 'expired', gone: 'used' };
const OFFLINE = 'We could not reach our server. Please check your connection and try again.';

/** The token from `#token=…`, removed from the address bar (and so from history and bookmarks) at once. */
function takeToken(location: Location = window.location, history: History = window.history): string | null {
  const value = new URLSearchParams(location.hash.slice(1)).get('token');
  if (location.hash) history.replaceState(history.state, '', location.pathname + location.search);
  return value || null;
}

export type ActionResult = { status: 'done'; message: string } | { status: 'refused' } | { status: 'failed'; message: string };

/** A refusal moves the whole page to its message; any other failure comes back as words to show beside a retry. */
function failure(err: unknown): Exclude<ActionResult, { status: 'done' }> {
  const reason = err instanceof ApiCallError && err.code ? REFUSED[err.code] : undefined;
  if (reason) {
    $dataRequest.set({ phase: 'refused', reason, message: (err as ApiCallError).message });
    return { status: 'refused' };
  }
  return { status: 'failed', message: err instanceof ApiCallError ? err.message : OFFLINE };
}

/** Reads the link and asks what it covers; called once when the page starts, and again by "Try again". */
export async function openDataRequest(): Promise<void> {
  token ??= takeToken();
  if (!token) {
    $dataRequest.set({ phase: 'missing' });
    return;
  }
  $dataRequest.set({ phase: 'loading' });
  try {
    const summary = await call(api().privacy.lookup.$post({ json: { token } }));
    $dataRequest.set({ phase: 'ready', summary });
  } catch (err) {
    const result = failure(err);
    if (result.status === 'failed') $dataRequest.set({ phase: 'unreachable', message: result.message });
  }
}

/** Downloads everything stored as a JSON file named by the server. */
export async function downloadData(): Promise<ActionResult> {
  if (!token) return { status: 'refused' };
  try {
    const response = await api().privacy.export.$post({ json: { token } });
    const data = await call(Promise.resolve(response));
    const filename = attachmentFilename(response.headers.get('content-disposition'), 'brand-archetype-data.json');
    saveDownload(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), filename);
    return { status: 'done', message: `Your data was downloaded as ${filename}.` };
  } catch (err) {
    return failure(err);
  }
}

/** Deletes the data for good (the visitor has confirmed). */
export async function deleteData(): Promise<ActionResult> {
  if (!token) return { status: 'refused' };
  try {
    await call(api().privacy.delete.$post({ json: { token } }));
    token = null;
    $dataRequest.set({ phase: 'deleted' });
    return { status: 'done', message: 'Your data has been deleted.' };
  } catch (err) {
    return failure(err);
  }
}
