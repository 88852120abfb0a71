import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { DeliveryKind, DeliveryQueueStatus } from '../../../functions/admin/delivery.ts';
import { $delivery, loadDelivery, retryFailedDeliveries } from '../../stores/delivery.ts';
import { formatAge, formatCount } from './format.ts';

const QUEUES: { kind: DeliveryKind; label: string; noun: string }[] = [
  { kind: 'mail', label: 'Emails', noun: 'emails' },
  { kind: 'leads', label: 'HubSpot leads', noun: 'leads' },
  { kind: 'companies', label: 'HubSpot companies', noun: 'companies' },
  { kind: 'erasures', label: 'HubSpot deletions', noun: 'deletions' },
];

/** Mail, HubSpot leads, companies and deletions still on their way, those given up on, and a way to send the latter again. */
export function DeliveryPanel() {
  const { status, data, retrying, message } = useStore($delivery);

  useEffect(() => {
    void loadDelivery();
  }, []);

  const cell = (queue: DeliveryQueueStatus | undefined, pick: (q: DeliveryQueueStatus) => string) => (queue ? pick(queue) : '…');
  return (
    <section className="card admin-delivery" aria-labelledby="delivery-title" aria-busy={status === 'loading'}>
      <h2 id="delivery-title">Delivery</h2>
      {status === 'error' ? (
        <div className="alert alert--error admin-load-error" role="alert">
          <p>Failed to load the delivery status.</p>
          <button type="button" className="button button--secondary" onClick={() => void loadDelivery()}>
            Reload Delivery
          </button>
        </div>
      ) : (
        // Focusable so keyboard users can scroll it where it is wider than the screen.
        <div className="admin-table-wrap" tabIndex={0} role="region" aria-label="Delivery queues">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Queue</th>
                <th scope="col">Pending</th>
                <th scope="col">Failed</th>
                <th scope="col">Oldest pending</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {QUEUES.map(({ kind, label, noun }) => {
                const queue = data?.[kind];
                return (
                  <tr key={kind} data-queue={kind}>
                    <th scope="row">{label}</th>
                    <td>{cell(queue, (q) => formatCount(q.pending))}</td>
                    <td>{cell(queue, (q) => formatCount(q.failed))}</td>
                    <td>{cell(queue, (q) => (q.oldestPendingAgeSeconds === null ? '—' : formatAge(q.oldestPendingAgeSeconds)))}</td>
                    <td>
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        disabled={!queue?.failed || retrying !== null}
                        onClick={() => void retryFailedDeliveries(kind)}
                      >
                        {retrying === kind ? 'Retrying…' : `Retry failed ${noun}`}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p className="admin-delivery__status" role="status">
        {message}
      </p>
    </section>
  );
}
