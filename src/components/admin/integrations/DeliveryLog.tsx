import { useCallback, useEffect, useState } from 'react';
import { outcomeText } from '../../../domain/admin/webhooks.ts';
import { formatDate } from '../format.ts';
import { Pagination } from '../Pagination.tsx';
import { loadDeliveries, redeliver, type DeliveryPage, type Endpoint } from './api.ts';

/** One endpoint's deliveries, newest first: what was sent, how it went, the start of the answer, and Redeliver. */
export function DeliveryLog({ endpoint, refresh, onStatus }: { endpoint: Endpoint; refresh: number; onStatus: (message: string) => void }) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<DeliveryPage | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(
    () =>
      loadDeliveries(endpoint.id, page)
        .then((loaded) => {
          setData(loaded);
          setFailed(false);
        })
        .catch(() => setFailed(true)),
    [endpoint.id, page],
  );
  useEffect(() => void load(), [load, refresh]);

  async function again(deliveryId: string) {
    try {
      await redeliver(endpoint.id, deliveryId);
      onStatus('Queued for redelivery, with the same webhook-id.');
      await load();
    } catch (err) {
      onStatus(err instanceof Error ? err.message : 'Could not redeliver. Please try again.');
    }
  }

  const titleId = `log-${endpoint.id}`;
  return (
    <section className="card integrations-log" aria-labelledby={titleId}>
      <div className="admin-header">
        <h2 id={titleId}>Delivery log</h2>
        <button type="button" className="button button--secondary button--small" onClick={() => void load()}>
          Refresh log
        </button>
      </div>
      <p className="integrations-url">{endpoint.url}</p>
      {endpoint.state === 'paused' && (
        <p className="admin-empty">Paused: events already queued wait here (not sent, not failed); resuming queues them to send, oldest first.</p>
      )}
      {failed && (
        <p className="alert alert--error" role="alert">
          Failed to load the delivery log.
        </p>
      )}
      {data && data.deliveries.length === 0 && <p className="admin-empty">Nothing delivered to this endpoint yet.</p>}
      {data && data.deliveries.length > 0 && (
        <>
          <div className="admin-table-wrap" tabIndex={0} role="region" aria-label="Delivery log">
            <table className="admin-table integrations-table">
              <thead>
                <tr>
                  <th scope="col">Event</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">Status</th>
                  <th scope="col">Response Status</th>
                  <th scope="col">Response</th>
                  <th scope="col">Time</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.deliveries.map((d) => (
                  <tr key={d.id} data-id={d.id} data-status={d.status}>
                    <td>
                      <code>{d.eventType}</code>
                    </td>
                    <td>{d.attempts}</td>
                    <td>
                      {endpoint.state === 'paused' && d.status === 'pending' && d.eventType !== 'webhook.test'
                        ? 'Waiting (endpoint paused)'
                        : outcomeText(d)}
                      {d.lastError && d.status !== 'delivered' && <span className="integrations-error">{d.lastError}</span>}
                    </td>
                    <td>{d.responseStatus ?? '—'}</td>
                    <td>
                      {d.responseBody ? (
                        <pre className="integrations-response" tabIndex={0} aria-label={`Response to ${d.eventType}, ${formatDate(d.createdAt)}`}>
                          {d.responseBody}
                        </pre>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td className="admin-nowrap">{formatDate(d.lastAttemptAt ?? d.createdAt)}</td>
                    <td>
                      {(d.status === 'delivered' || d.status === 'failed') && (
                        <button type="button" className="button button--secondary button--small" onClick={() => void again(d.id)}>
                          Redeliver<span className="visually-hidden"> {d.eventType}</span>
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination data={{ rows: [], total: data.total, page: data.page, pageSize: data.pageSize }} onPage={setPage} />
        </>
      )}
    </section>
  );
}
