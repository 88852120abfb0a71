import { MAX_EVENTS_PER_BEACON, type ClientStep } from '../domain/analytics/funnel.ts';
import type { VisitSource } from '../domain/analytics/source.ts';

/** Steps wait this long for company, so a quiz sends a few beacons rather than one per click. */
const FLUSH_AFTER_MS = 5000;

/**
 * Funnel steps, batched and posted with navigator.sendBeacon: when the batch is full, after a quiet moment, and
 * when the page is hidden or left (the browser delivers a beacon even then). Each step is sent once per page
 * session: a random id made here and kept in memory only (no cookie, no storage, nothing about the visitor), so
 * the server counts a step once per page load.
 */
export interface Beacon {
  track(step: ClientStep): void;
  /** Sends what waits and stops listening to the page (the island unmounted). */
  stop(): void;
}

export function createBeacon(sourceOf: () => VisitSource): Beacon {
  let queue: ClientStep[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tracked = new Set<ClientStep>();
  // getRandomValues, unlike randomUUID, works on plain http too.
  const session = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return;
    const body = JSON.stringify({ session, source: sourceOf(), events: queue });
    queue = [];
    const blob = new Blob([body], { type: 'application/json' });
    if (!navigator.sendBeacon?.('/api/events', blob)) {
      void fetch('/api/events', { method: 'POST', body: blob, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => {});
    }
  };
  const onHidden = () => document.visibilityState === 'hidden' && flush();
  addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onHidden);

  return {
    track(step) {
      if (tracked.has(step)) return;
      tracked.add(step);
      queue.push(step);
      if (queue.length >= MAX_EVENTS_PER_BEACON) flush();
      else timer ??= setTimeout(flush, FLUSH_AFTER_MS);
    },
    stop() {
      flush();
      removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
    },
  };
}
