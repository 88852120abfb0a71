import { map } from 'nanostores';
import type { DashboardFilter, DashboardPage, DashboardStats } from '../domain/admin/types.ts';
import { isArchetypeName } from '../domain/archetypes/types.ts';
import { api, call, isSignedOutError } from '../lib/api.ts';
import { toast } from './toasts.ts';

export interface DashboardState extends DashboardFilter {
  page: number;
  status: 'loading' | 'ready' | 'error';
  data: DashboardPage | null;
  stats: DashboardStats | null;
}

export const $dashboard = map<DashboardState>({ q: '', archetype: '', page: 1, status: 'loading', data: null, stats: null });

/** The query string of the current filter (for the list and the CSV link). */
export function filterQuery({ q, archetype }: DashboardFilter, page?: number): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (archetype) params.set('archetype', archetype);
  if (page && page > 1) params.set('page', String(page));
  return params.toString();
}

let generation = 0;

/** Loads stats and the current page; a newer load wins over a slower older one. */
export async function loadDashboard(): Promise<void> {
  const mine = ++generation;
  const { q, archetype, page } = $dashboard.get();
  $dashboard.setKey('status', 'loading');
  const query = filterQuery({ q, archetype }, page);
  window.history.replaceState(null, '', query ? `?${query}` : window.location.pathname);
  try {
    const [data, stats] = await Promise.all([
      call(api().admin.submissions.$get({ query: { q, archetype: isArchetypeName(archetype) ? archetype : '', page: String(page) } })),
      call(api().admin.stats.$get()),
    ]);
    if (mine !== generation) return;
    $dashboard.set({ ...$dashboard.get(), data, stats, status: 'ready' });
  } catch (err) {
    if (isSignedOutError(err)) return window.location.assign('/admin');
    if (mine !== generation) return;
    console.error('Failed to load quiz submissions', err);
    $dashboard.setKey('status', 'error');
  }
}

/** Restores the filter from the address bar, so a reload shows the same page. */
export function restoreFilter(search: string): void {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  $dashboard.set({
    ...$dashboard.get(),
    q: params.get('q') ?? '',
    archetype: params.get('archetype') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  });
}

export function setFilter(filter: Partial<DashboardFilter>): void {
  $dashboard.set({ ...$dashboard.get(), ...filter, page: 1 });
  void loadDashboard();
}

export function goToPage(page: number): void {
  $dashboard.setKey('page', page);
  void loadDashboard();
}

/** Deletes after the dialog's confirmation; toasts as the spec says, then reloads the page. */
export async function deleteSubmission(id: string): Promise<boolean> {
  try {
    await call(api().admin.submissions[':id'].$delete({ param: { id } }));
  } catch (err) {
    if (isSignedOutError(err) && (err as { status: number }).status === 401) window.location.assign('/admin');
    console.error('Delete failed', err);
    toast('Error', 'Failed to delete the submission. Please try again.', 'destructive');
    return false;
  }
  toast('Entry deleted', 'The submission has been removed successfully.');
  const { data, page } = $dashboard.get();
  // The last row of a page is gone: show the page before it.
  if (data && data.rows.length === 1 && page > 1) $dashboard.setKey('page', page - 1);
  await loadDashboard();
  return true;
}
