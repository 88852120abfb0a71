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
  /**
   * Permanently deletes the contact with this email (GDPR delete). Resolves when HubSpot has deleted it or holds no
   * such contact; throws a DeliveryError otherwise.
   */
  gdprDeleteContact(email: string): Promise<void>;
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

/**
 * HubSpot's CRM v3 contacts API: batch upsert (POST /crm/v3/objects/contacts/batch/upsert) and GDPR delete
 * (POST /crm/v3/objects/contacts/gdpr-delete), both by email.
 */
export function createHubspotClient({
  token,
  baseUrl = 'https://api.hubapi.com',
  fetch: fetchImpl = fetch,
  timeoutMs = 10_000,
  now = Date.now,
}: HubspotClientOptions): HubspotClient {
  const contacts = `${baseUrl.replace(/\/+$/, '')}/crm/v3/objects/contacts`;
  const post = async (path: string, body: unknown): Promise<Response> => {
    try {
      return await fetchImpl(`${contacts}/${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw unreachable('HubSpot', err);
    }
  };
  return {
    async upsertContacts(list) {
      const response = await post('batch/upsert', { inputs: list.map((c) => ({ idProperty: 'email', id: c.email, properties: c.properties })) });
      if (!response.ok) throw await httpFailure('HubSpot', response, now());
      await response.body?.cancel();
    },
    async gdprDeleteContact(email) {
      const response = await post('gdpr-delete', { objectId: email, idProperty: 'email' });
      // 404: HubSpot holds no such contact, which is what the delete was for.
      if (!response.ok && response.status !== 404) throw await httpFailure('HubSpot', response, now());
      await response.body?.cancel();
    },
  };
}
