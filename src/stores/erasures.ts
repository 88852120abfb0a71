import { map } from 'nanostores';
import { erasureSummary, type ErasureLogPage } from '../domain/privacy/erasure-log.ts';
import { api, ApiCallError, call, isSignedOutError } from '../lib/api.ts';
import { loadDashboard } from './dashboard.ts';

export interface ErasuresState {
  status: 'loading' | 'ready' | 'error';
  log: ErasureLogPage | null;
  page: number;
  /** An erasure is in flight. */
  erasing: boolean;
  /** The last erasure's outcome, shown (and announced) under the form. */
  outcome: { ok: boolean; message: string } | null;
}

export const $erasures = map<ErasuresState>({ status: 'loading', log: null, page: 1, erasing: false, outcome: null });

const signedOut = (err: unknown) => isSignedOutError(err) && (err as { status: number }).status === 401;

let generation = 0;

/** Loads a page of the audit log (the current one by default); a newer load wins over a slower older one. */
export async function loadErasureLog(page = $erasures.get().page): Promise<void> {
  const mine = ++generation;
  $erasures.set({ ...$erasures.get(), page, status: 'loading' });
  try {
    const log = await call(api().admin.erasures.$get({ query: { page: String(page) } }));
    if (mine === generation) $erasures.set({ ...$erasures.get(), log, status: 'ready' });
  } catch (err) {
    if (signedOut(err)) return window.location.assign('/admin');
    if (mine !== generation) return;
    console.error('Failed to load the erasure log', err);
    $erasures.setKey('status', 'error');
  }
}

/** Erases everything stored about the address (after the dialog's confirmation); then the log and the submissions reload. */
export async function eraseEmail(email: string): Promise<boolean> {
  $erasures.set({ ...$erasures.get(), erasing: true, outcome: null });
  try {
    const counts = await call(api().admin.erasures.$post({ json: { email } }));
    $erasures.setKey('outcome', { ok: true, message: erasureSummary(counts) });
  } catch (err) {
    if (signedOut(err)) window.location.assign('/admin');
    console.error('Erasure failed', err);
    // The server's words say what to fix (an invalid address, the hourly limit); a lost connection gets ours.
    const message = err instanceof ApiCallError ? err.message : 'Please check your connection and try again.';
    $erasures.setKey('outcome', { ok: false, message: `Nothing was erased. ${message}` });
    return false;
  } finally {
    $erasures.setKey('erasing', false);
  }
  await Promise.all([loadErasureLog(1), loadDashboard()]);
  return true;
}
