import { map } from 'nanostores';
import { DEFAULT_RANGE_DAYS, lastDays, resolveRange, type DayRange } from '../domain/analytics/range.ts';
import type { AnalyticsReport } from '../domain/analytics/report.ts';
import { api, call, isSignedOutError } from '../lib/api.ts';

/** The quick ranges of the picker, in days ending today. */
export const PRESETS = [7, 30, 90, 365] as const;
export type Preset = (typeof PRESETS)[number];

export interface AnalyticsFilter extends DayRange {
  /** A source label; '' for all. */
  source: string;
}

export interface AnalyticsState extends AnalyticsFilter {
  status: 'loading' | 'ready' | 'error';
  data: AnalyticsReport | null;
  /** Why the last load failed, in words for the person. */
  error: string | null;
}

export const todayUtc = () => new Date().toISOString().slice(0, 10);

export const $analytics = map<AnalyticsState>({
  ...lastDays(DEFAULT_RANGE_DAYS, todayUtc()),
  source: '',
  status: 'loading',
  data: null,
  error: null,
});

/** The query string of a filter: the address bar, the API call and the CSV links share it. */
export function analyticsQuery({ from, to, source }: AnalyticsFilter): string {
  const params = new URLSearchParams({ from, to });
  if (source) params.set('source', source);
  return params.toString();
}

/** The preset a range is, when it ends today; undefined for any other range. */
export function presetOf({ from, to }: DayRange, today = todayUtc()): Preset | undefined {
  return PRESETS.find((days) => to === today && lastDays(days, today).from === from);
}

let generation = 0;

/** Loads the figures of the current filter; a newer load wins over a slower older one. */
export async function loadAnalytics(): Promise<void> {
  const mine = ++generation;
  const { from, to, source } = $analytics.get();
  $analytics.setKey('status', 'loading');
  window.history.replaceState(null, '', `?${analyticsQuery({ from, to, source })}`);
  try {
    const data = await call(api().admin.analytics.$get({ query: { from, to, source } }));
    if (mine !== generation) return;
    $analytics.set({ ...$analytics.get(), data, status: 'ready', error: null });
  } catch (err) {
    if (isSignedOutError(err)) return window.location.assign('/admin');
    if (mine !== generation) return;
    console.error('Failed to load analytics', err);
    $analytics.set({ ...$analytics.get(), status: 'error', error: err instanceof Error ? err.message : null });
  }
}

/** Restores the filter from the address bar, so a reload or a shared link shows the same figures. */
export function restoreAnalytics(search: string, today = todayUtc()): void {
  const params = new URLSearchParams(search);
  const checked = resolveRange(params.get('from') ?? undefined, params.get('to') ?? undefined, today);
  const range = 'range' in checked ? checked.range : lastDays(DEFAULT_RANGE_DAYS, today);
  $analytics.set({ ...$analytics.get(), ...range, source: params.get('source') ?? '' });
}

export function setRange(range: DayRange): void {
  $analytics.set({ ...$analytics.get(), ...range });
  void loadAnalytics();
}

export function setSource(source: string): void {
  $analytics.setKey('source', source);
  void loadAnalytics();
}
