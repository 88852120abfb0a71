import { map } from 'nanostores';
import type { DeliveryKind, DeliveryStatus } from '../../functions/admin/delivery.ts';
import { api, call, isSignedOutError } from '../lib/api.ts';

export interface DeliveryState {
  status: 'loading' | 'ready' | 'error';
  data: DeliveryStatus | null;
  /** The queue whose retry is in flight. */
  retrying: DeliveryKind | null;
  /** The last outcome, for the panel's status region (screen readers hear it). */
  message: string;
}

export const $delivery = map<DeliveryState>({ status: 'loading', data: null, retrying: null, message: '' });

const NOUNS: Record<DeliveryKind, [string, string]> = {
  mail: ['email', 'emails'],
  leads: ['lead', 'leads'],
  companies: ['company', 'companies'],
  erasures: ['deletion', 'deletions'],
};
const plural = (n: number, kind: DeliveryKind) => `${n} failed ${NOUNS[kind][n === 1 ? 0 : 1]}`;

export async function loadDelivery(): Promise<void> {
  $delivery.setKey('status', 'loading');
  try {
    $delivery.set({ ...$delivery.get(), data: await call(api().admin.delivery.$get()), status: 'ready' });
  } catch (err) {
    if (isSignedOutError(err)) return window.location.assign('/admin');
    console.error('Failed to load the delivery status', err);
    $delivery.setKey('status', 'error');
  }
}

/** Puts every failed job of the kind back in the queue, says how many, and shows the new counts. */
export async function retryFailedDeliveries(kind: DeliveryKind): Promise<void> {
  $delivery.set({ ...$delivery.get(), retrying: kind, message: '' });
  try {
    const { retried } = await call(api().admin.delivery[':kind'].retry.$post({ param: { kind } }));
    $delivery.setKey('message', retried ? `${plural(retried, kind)} queued again.` : `No failed ${NOUNS[kind][1]} to retry.`);
  } catch (err) {
    if (isSignedOutError(err) && (err as { status: number }).status === 401) return window.location.assign('/admin');
    console.error('Retry failed', err);
    $delivery.setKey('message', `Could not retry the failed ${NOUNS[kind][1]}. Please try again.`);
  } finally {
    $delivery.setKey('retrying', null);
  }
  await loadDelivery();
}
