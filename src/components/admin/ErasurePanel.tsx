import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { hubspotErasureWords } from '../../domain/privacy/hubspot-erasure.ts';
import { isSignedOutError } from '../../lib/api.ts';
import { $erasures, eraseEmail, loadErasureLog } from '../../stores/erasures.ts';
import '../../styles/admin-erasures.css';
import { ErasureDialog } from './ErasureDialog.tsx';
import { ErasureLog } from './ErasureLog.tsx';
import { FormField } from './FormField.tsx';
import { loadEndpoints } from './integrations/api.ts';

/** Whether HubSpot is connected, from the answer /admin/integrations reads it from; null until known (or if it fails). */
function useHubspotConnected(): boolean | null {
  const [connected, setConnected] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    loadEndpoints()
      .then((answer) => live && setConnected(answer.hubspotConnected))
      .catch((err) => {
        if (!isSignedOutError(err)) console.error('Could not read whether HubSpot is connected', err);
      });
    return () => {
      live = false;
    };
  }, []);
  return connected;
}

/** Privacy: erase everything stored about an email address (after a confirmation), and the audit log of erasures. */
export function ErasurePanel() {
  const { status, log, erasing, outcome } = useStore($erasures);
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const hubspot = hubspotErasureWords(useHubspotConnected());

  useEffect(() => {
    void loadErasureLog();
  }, []);

  function ask(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (address) setConfirming(address);
  }

  async function erase(address: string) {
    const erased = await eraseEmail(address);
    setConfirming(null);
    if (erased) setEmail('');
  }

  return (
    <section className="card admin-erasures" aria-labelledby="privacy-title">
      <h2 id="privacy-title">Privacy</h2>
      <p className="admin-erasures__intro">
        When someone asks for their data to be deleted, erase everything stored under their email address: quiz submissions, answers, shared results,
        competitor comparisons and emails.{hubspot.panel && ` ${hubspot.panel}`}
      </p>
      <form className="admin-erasures__form" onSubmit={ask}>
        <FormField
          id="erase-email"
          label="Email address"
          type="email"
          required
          maxLength={254}
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit" className="button button--danger" disabled={erasing}>
          Erase all data
        </button>
      </form>
      <p className={`admin-erasures__outcome${outcome && !outcome.ok ? ' admin-erasures__outcome--error' : ''}`} role="status">
        {outcome?.message}
      </p>

      <h3 id="erasure-log-title">Erasure log</h3>
      {status === 'error' ? (
        <div className="alert alert--error admin-load-error" role="alert">
          <p>Failed to load the erasure log.</p>
          <button type="button" className="button button--secondary" onClick={() => void loadErasureLog()}>
            Reload Log
          </button>
        </div>
      ) : log ? (
        <div aria-busy={status === 'loading'}>
          <ErasureLog log={log} onPage={(page) => void loadErasureLog(page)} />
        </div>
      ) : (
        <p className="admin-loading">Loading the erasure log…</p>
      )}

      <ErasureDialog
        email={confirming}
        busy={erasing}
        hubspot={hubspot.dialog}
        onConfirm={(address) => void erase(address)}
        onClose={() => setConfirming(null)}
      />
    </section>
  );
}
