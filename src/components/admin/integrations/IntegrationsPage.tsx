import { useCallback, useEffect, useRef, useState } from 'react';
import { hasSettled, outcomeText } from '../../../domain/admin/webhooks.ts';
import { isSignedOutError } from '../../../lib/api.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { ConfirmDialog, type Confirmation } from './ConfirmDialog.tsx';
import { DeliveryLog } from './DeliveryLog.tsx';
import { EndpointForm } from './EndpointForm.tsx';
import { EndpointsTable } from './EndpointsTable.tsx';
import { SecretDialog, type ShownSecret } from './SecretDialog.tsx';
import * as calls from './api.ts';

type Status = 'loading' | 'ready' | 'error';

const POLL_MS = 1000;
/** A test event's outcome is followed for about a minute; the log keeps the rest. */
const POLLS = 60;

/** /admin/integrations (the page renders for admins only: the server redirects everyone else). */
export default function IntegrationsPage() {
  const [status, setStatus] = useState<Status>('loading');
  const [data, setData] = useState<calls.EndpointList | null>(null);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [openLog, setOpenLog] = useState<string | null>(null);
  const [logRefresh, setLogRefresh] = useState(0);
  const [tests, setTests] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const mounted = useRef(true);

  const reload = useCallback(
    () =>
      calls
        .loadEndpoints()
        .then((loaded) => {
          setData(loaded);
          setStatus('ready');
        })
        .catch((err) => {
          if (isSignedOutError(err)) return window.location.assign('/admin');
          console.error('Failed to load webhook endpoints', err);
          setStatus('error');
        }),
    [],
  );

  useEffect(() => {
    void reload();
    return () => {
      mounted.current = false;
    };
  }, [reload]);

  /** Runs an action, then shows the list as it now is; a failure is said in the live line. */
  async function act(run: () => Promise<unknown>, done: string) {
    try {
      await run();
      setMessage(done);
    } catch (err) {
      setMessage(err instanceof Error ? err.message : 'That did not work. Please try again.');
    }
    await reload();
  }

  /** "Queued" at once, then the outcome as the delivery log records it: never "Delivered" before the receiver's 2xx. */
  async function sendTest(endpoint: calls.Endpoint) {
    const say = (text: string) => setTests((all) => ({ ...all, [endpoint.id]: text }));
    let deliveryId: string;
    try {
      ({ deliveryId } = await calls.sendTestEvent(endpoint.id));
    } catch (err) {
      return setMessage(err instanceof Error ? err.message : 'Could not queue the test event.');
    }
    say('Queued');
    setMessage('Test event queued.');
    for (let i = 0; i < POLLS && mounted.current; i++) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const page = await calls.loadDeliveries(endpoint.id).catch(() => null);
      const delivery = page?.deliveries.find((d) => d.id === deliveryId);
      if (!delivery) continue;
      say(outcomeText(delivery));
      if (hasSettled(delivery)) {
        setMessage(`Test event: ${outcomeText(delivery)}.`);
        setLogRefresh((n) => n + 1);
        return void reload();
      }
    }
  }

  const actions = {
    onTest: (endpoint: calls.Endpoint) => void sendTest(endpoint),
    onPauseToggle: (endpoint: calls.Endpoint) =>
      void (endpoint.state === 'active'
        ? act(
            () => calls.pauseEndpoint(endpoint.id),
            'Endpoint paused: no new events are queued for it; events already queued wait until you resume it.',
          )
        : act(() => calls.resumeEndpoint(endpoint.id), 'Endpoint resumed: any events that waited are queued to send now, oldest first.')),
    onRotate: (endpoint: calls.Endpoint) =>
      setConfirmation({
        title: 'Rotate the signing secret?',
        text: `A new secret signs every delivery to ${endpoint.url}. The current one keeps working for 24 hours, so your receiver can switch.`,
        confirmLabel: 'Rotate secret',
        busyLabel: 'Rotating…',
        run: async () => {
          const rotated = await calls.rotateSecret(endpoint.id);
          await reload();
          return () => setSecret({ url: rotated.endpoint.url, secret: rotated.secret, rotated: true });
        },
      }),
    onDelete: (endpoint: calls.Endpoint) =>
      setConfirmation({
        title: 'Delete this endpoint?',
        text: `${endpoint.url} will receive no more events, and its delivery log is deleted. This cannot be undone.`,
        confirmLabel: 'Delete endpoint',
        busyLabel: 'Deleting…',
        danger: true,
        run: async () => {
          await calls.deleteEndpoint(endpoint.id);
          if (openLog === endpoint.id) setOpenLog(null);
          setMessage('Endpoint deleted.');
          await reload();
        },
      }),
    onLog: (endpoint: calls.Endpoint) => setOpenLog((open) => (open === endpoint.id ? null : endpoint.id)),
  };

  const logEndpoint = data?.endpoints.find((e) => e.id === openLog) ?? null;
  const full = data ? data.endpoints.length >= data.maxEndpoints : false;

  return (
    <div className="admin-dashboard integrations" data-status={status}>
      <header className="admin-header">
        <h1>Integrations</h1>
        <a className="button button--secondary" href="/admin/dashboard">
          ← Back to Dashboard
        </a>
      </header>
      <p role="status" className="admin-delivery__status">
        {message}
      </p>

      {status === 'error' && (
        <div className="alert alert--error admin-load-error" role="alert">
          <p>Failed to load the integrations.</p>
          <button type="button" className="button button--secondary" onClick={() => void reload()}>
            Try Again
          </button>
        </div>
      )}
      {status === 'loading' && !data && (
        <p className="admin-loading">
          <Spinner label="Loading" /> Loading integrations…
        </p>
      )}

      {data && (
        <>
          <section className="card" aria-labelledby="hubspot-title">
            <h2 id="hubspot-title">HubSpot</h2>
            <p data-testid="hubspot-status">
              {data.hubspotConnected
                ? 'Connected (HUBSPOT_TOKEN is set): leads and their companies are synced to HubSpot.'
                : 'Not connected: set HUBSPOT_TOKEN to sync leads and their companies to HubSpot.'}
            </p>
          </section>

          <section className="card" aria-labelledby="endpoints-title">
            <h2 id="endpoints-title">Webhook endpoints</h2>
            <p>Signed events to your own systems (Standard Webhooks), or readable messages to a Slack channel. See the README for the payloads.</p>
            {data.endpoints.length === 0 ? (
              <p className="admin-empty">No endpoints yet.</p>
            ) : (
              <EndpointsTable endpoints={data.endpoints} tests={tests} openLog={openLog} actions={actions} />
            )}
          </section>

          {logEndpoint && <DeliveryLog endpoint={logEndpoint} refresh={logRefresh} onStatus={setMessage} />}

          <section className="card" aria-labelledby="add-endpoint-title">
            <h2 id="add-endpoint-title">Add endpoint</h2>
            {full ? (
              <p>This site has the most endpoints it can have ({data.maxEndpoints}). Delete one you no longer use to add another.</p>
            ) : (
              <EndpointForm
                onCreated={(created) => {
                  setSecret({ url: created.endpoint.url, secret: created.secret, rotated: false });
                  setMessage('Endpoint added.');
                  void reload();
                }}
              />
            )}
          </section>
        </>
      )}

      {/* In this order: a confirmation closes before the secret it led to opens. */}
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
      <SecretDialog shown={secret} onClose={() => setSecret(null)} />
    </div>
  );
}
