import { WEBHOOK_EVENT_TYPES, WEBHOOK_EVENT_WHEN, type WebhookEventType } from '../../../domain/webhooks/events.ts';
import { useState, type FormEvent } from 'react';
import { ApiCallError } from '../../../lib/api.ts';
import {
  ENDPOINT_FIELDS,
  MAX_DESCRIPTION,
  fieldOfError,
  validateEndpointForm,
  withoutField,
  type EndpointErrors,
} from '../../../domain/admin/webhooks.ts';
import { FormError, FormField } from '../FormField.tsx';
import { createEndpoint, type EndpointWithSecret } from './api.ts';

const EMPTY = { url: '', description: '', events: [] as WebhookEventType[], format: 'auto' as 'auto' | 'standard' | 'slack' };

/** "Add endpoint": inline messages as in the admin sign-up form; the server's refusal of an address shows under it. */
export function EndpointForm({ onCreated }: { onCreated: (created: EndpointWithSecret) => void }) {
  const [values, setValues] = useState(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<EndpointErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errors: EndpointErrors = { ...(submitted ? validateEndpointForm(values) : {}), ...server };

  const set = (change: Partial<typeof EMPTY>) => {
    setValues({ ...values, ...change });
    setServer({});
  };
  const toggle = (type: WebhookEventType, on: boolean) => set({ events: on ? [...values.events, type] : values.events.filter((t) => t !== type) });

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setSubmitted(true);
    setError(null);
    const first = ENDPOINT_FIELDS.find((f) => validateEndpointForm(values)[f]);
    if (first) return focusField(first);
    setBusy(true);
    try {
      const created = await createEndpoint({
        url: values.url.trim(),
        description: values.description.trim(),
        events: WEBHOOK_EVENT_TYPES.filter((t) => values.events.includes(t)),
        ...(values.format === 'auto' ? {} : { format: values.format }),
      });
      setValues(EMPTY);
      setSubmitted(false);
      onCreated(created);
    } catch (err) {
      const message = err instanceof Error ? err.message : 'Could not add the endpoint. Please try again.';
      const field = fieldOfError(err instanceof ApiCallError ? err.code : undefined, message);
      if (!field) return setError(message);
      setServer({ [field]: withoutField(message) });
      focusField(field);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form integrations-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
      <FormError message={error} />
      <FormField
        id="endpoint-url"
        label="Endpoint URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        required
        placeholder="https://"
        hint="https only; a Slack incoming-webhook address gets readable messages."
        value={values.url}
        onChange={(e) => set({ url: e.target.value })}
        error={errors.url}
      />
      <FormField
        id="endpoint-description"
        label="Description (optional)"
        maxLength={MAX_DESCRIPTION}
        hint="What it is for, e.g. “CRM intake”."
        value={values.description}
        onChange={(e) => set({ description: e.target.value })}
        error={errors.description}
      />
      <fieldset className="integrations-events" aria-describedby={errors.events ? 'endpoint-events-error' : undefined}>
        <legend>Events</legend>
        {errors.events && (
          <p id="endpoint-events-error" className="field__error">
            {errors.events}
          </p>
        )}
        {WEBHOOK_EVENT_TYPES.map((type, i) => (
          <div className="integrations-event" key={type}>
            <input
              id={`endpoint-event-${type}`}
              type="checkbox"
              checked={values.events.includes(type)}
              onChange={(e) => toggle(type, e.target.checked)}
              aria-describedby={`endpoint-event-${type}-hint`}
              data-first-event={i === 0 || undefined}
            />
            <label htmlFor={`endpoint-event-${type}`}>
              <code>{type}</code>
            </label>
            <p id={`endpoint-event-${type}-hint`} className="field__hint">
              {WEBHOOK_EVENT_WHEN[type]}
            </p>
          </div>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="endpoint-format">Format</label>
        <select id="endpoint-format" value={values.format} onChange={(e) => set({ format: e.target.value as typeof EMPTY.format })}>
          <option value="auto">Automatic (Slack for hooks.slack.com, else signed JSON)</option>
          <option value="standard">Signed JSON (Standard Webhooks)</option>
          <option value="slack">Slack message</option>
        </select>
      </div>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Adding…' : 'Add endpoint'}
      </button>
    </form>
  );
}

function focusField(field: keyof EndpointErrors) {
  const el = field === 'events' ? document.querySelector<HTMLElement>('[data-first-event]') : document.getElementById(`endpoint-${field}`);
  el?.focus();
}
