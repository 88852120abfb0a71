/** The admin's words for webhooks (/admin/integrations): the events, an endpoint's state, a delivery's outcome, the form's rules. */

export const MAX_DESCRIPTION = 200;

export type EndpointField = 'url' | 'description' | 'events';
export type EndpointErrors = Partial<Record<EndpointField, string>>;
export const ENDPOINT_FIELDS: readonly EndpointField[] = ['url', 'description', 'events'];

/** The Add endpoint form's own rules; the server checks the address for real (https, public) and says why not. */
export function validateEndpointForm({ url, description, events }: { url: string; description: string; events: readonly string[] }): EndpointErrors {
  const errors: EndpointErrors = {};
  const address = url.trim();
  if (!address) errors.url = 'Enter the address of your webhook endpoint.';
  else if (!/^https?:\/\//i.test(address)) errors.url = 'Enter a full address starting with https://.';
  if (description.trim().length > MAX_DESCRIPTION) errors.description = `At most ${MAX_DESCRIPTION} characters.`;
  if (events.length === 0) errors.events = 'Choose at least one event.';
  return errors;
}

/** The field a refusal of the server belongs to, so it shows under that field; null: a message for the whole form. */
export function fieldOfError(code: string | undefined, message: string): EndpointField | null {
  if (code === 'invalid_url' || code === 'blocked_address' || message.startsWith('url:')) return 'url';
  if (message.startsWith('events:')) return 'events';
  if (message.startsWith('description:')) return 'description';
  return null;
}

/** A server message without its "field: " prefix, once it shows under that field. */
export const withoutField = (message: string) => message.replace(/^(url|events|description): /, '').replace(/^./, (c) => c.toUpperCase());

export interface EndpointState {
  state: 'active' | 'paused';
  pauseReason: 'admin' | 'failing' | null;
  failingSince: string | null;
}

/** "Active", "Paused by an admin", or "Paused after failing since 3 Jan 2026, 10:00"; a failing active one says so. */
export function stateText(endpoint: EndpointState, formatTime: (iso: string) => string): string {
  const since = endpoint.failingSince ? ` since ${formatTime(endpoint.failingSince)}` : '';
  if (endpoint.state === 'active') return endpoint.failingSince ? `Active, failing${since}` : 'Active';
  return endpoint.pauseReason === 'failing' ? `Paused after failing${since}` : 'Paused by an admin';
}

export interface DeliveryOutcome {
  status: 'pending' | 'sending' | 'delivered' | 'failed';
  attempts: number;
  responseStatus: number | null;
  lastError: string | null;
}

/** Honest words: "Queued" until an attempt is made, "Delivered" only once the receiver answered 2xx. */
export function outcomeText(d: DeliveryOutcome): string {
  const answer = d.responseStatus === null ? '' : ` (HTTP ${d.responseStatus})`;
  if (d.status === 'delivered') return `Delivered${answer}`;
  if (d.status === 'failed') return `Failed${answer}`;
  if (d.status === 'sending') return 'Sending';
  return d.attempts === 0 ? 'Queued' : `Retrying${answer}`;
}

/** A test event's outcome has settled once it was delivered, failed, or its first attempt came back without success. */
export const hasSettled = (d: DeliveryOutcome) => d.status === 'delivered' || d.status === 'failed' || (d.status === 'pending' && d.attempts > 0);
