import { httpFailure, unreachable } from '../jobs/errors.ts';

/** A contact as HubSpot stores it: property name → value. */
export interface HubspotContact {
  email: string;
  properties: Record<string, string>;
}

export interface HubspotClient {
  /**
   * Creates or updates contacts matched by email (at most 100, one per email, as HubSpot's batch takes them);
   * throws a DeliveryError (functions/jobs/errors.ts) when HubSpot does not accept them.
   */
  upsertContacts(contacts: HubspotContact[]): Promise<void>;
}

export interface HubspotClientOptions {
  /** Private-app access token (scope crm.objects.contacts.write). */
  token: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  /** A HubSpot that does not answer within this long counts as a failed attempt. */
  timeoutMs?: number;
  /** For Retry-After given as an HTTP date. */
  now?: () => number;
}

/** HubSpot's CRM v3 batch upsert (POST /crm/v3/objects/contacts/batch/upsert, idProperty email). */
export function createHubspotClient({
  token,
  baseUrl = 'https://api.hubapi.com',
  fetch: fetchImpl = fetch,
  timeoutMs = 10_000,
  now = Date.now,
}: HubspotClientOptions): HubspotClient {
  const endpoint = `${baseUrl.replace(/\/+$/, '')}/crm/v3/objects/contacts/batch/upsert`;
  return {
    async upsertContacts(contacts) {
      let response: Response;
      try {
        response = await fetchImpl(endpoint, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            inputs: contacts.map((c) => ({ idProperty: 'email', id: c.email, properties: c.properties })),
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        throw unreachable('HubSpot', err);
      }
      if (!response.ok) throw await httpFailure('HubSpot', response, now());
      await response.body?.cancel();
    },
  };
}
