import { outcomeText, stateText } from '../../../domain/admin/webhooks.ts';
import { formatDate } from '../format.ts';
import type { Endpoint } from './api.ts';

export interface EndpointActions {
  onTest: (endpoint: Endpoint) => void;
  onPauseToggle: (endpoint: Endpoint) => void;
  onRotate: (endpoint: Endpoint) => void;
  onDelete: (endpoint: Endpoint) => void;
  onLog: (endpoint: Endpoint) => void;
}

const FORMAT = { standard: 'Signed JSON', slack: 'Slack' } as const;

/** Every endpoint with its state, last delivery, the outcome of its last test event and its actions. */
export function EndpointsTable({
  endpoints,
  tests,
  openLog,
  actions,
}: {
  endpoints: Endpoint[];
  /** The words for each endpoint's last "Send test event" on this page: Queued, then the real outcome. */
  tests: Record<string, string>;
  openLog: string | null;
  actions: EndpointActions;
}) {
  return (
    <div className="admin-table-wrap" tabIndex={0} role="region" aria-label="Webhook endpoints">
      <table className="admin-table integrations-table">
        <thead>
          <tr>
            <th scope="col">Endpoint</th>
            <th scope="col">Format</th>
            <th scope="col">Events</th>
            <th scope="col">State</th>
            <th scope="col">Last Delivery</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {endpoints.map((endpoint) => {
            const name = `endpoint-${endpoint.id}`;
            const last = endpoint.lastDelivery;
            return (
              <tr key={endpoint.id} data-id={endpoint.id} data-state={endpoint.state}>
                <td id={name}>
                  <span className="integrations-url">{endpoint.url}</span>
                  {endpoint.description && <span className="integrations-description">{endpoint.description}</span>}
                </td>
                <td>{FORMAT[endpoint.format]}</td>
                <td>
                  <ul className="integrations-event-list">
                    {endpoint.events.map((type) => (
                      <li key={type}>
                        <code>{type}</code>
                      </li>
                    ))}
                  </ul>
                </td>
                <td>{stateText(endpoint, formatDate)}</td>
                <td>
                  {last ? (
                    <>
                      <code>{last.eventType}</code> {outcomeText({ ...last, lastError: null })}
                      <span className="integrations-time">{formatDate(last.at)}</span>
                    </>
                  ) : (
                    'None yet'
                  )}
                  {tests[endpoint.id] && <span className="integrations-test">Test event: {tests[endpoint.id]}</span>}
                </td>
                <td>
                  <div className="admin-row-actions integrations-actions" role="group" aria-labelledby={name}>
                    <button type="button" className="button button--secondary button--small" onClick={() => actions.onTest(endpoint)}>
                      Send test event
                    </button>
                    <button type="button" className="button button--secondary button--small" onClick={() => actions.onPauseToggle(endpoint)}>
                      {endpoint.state === 'active' ? 'Pause' : 'Resume'}
                    </button>
                    <button type="button" className="button button--secondary button--small" onClick={() => actions.onRotate(endpoint)}>
                      Rotate secret
                    </button>
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-expanded={openLog === endpoint.id}
                      onClick={() => actions.onLog(endpoint)}
                    >
                      Delivery log
                    </button>
                    <button type="button" className="button button--danger button--small" onClick={() => actions.onDelete(endpoint)}>
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
