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
  /**
   * The id of the company whose domain property is this domain (the oldest, should there be several), by search:
   * domain is not a unique id property, so companies cannot be upserted by it.
   */
  findCompanyByDomain(domain: string): Promise<string | undefined>;
  /** Creates a company; resolves to its id. */
  createCompany(properties: Record<string, string>): Promise<string>;
  /** Updates the company's properties; false when HubSpot holds no company with this id (deleted or merged away). */
  updateCompany(companyId: string, properties: Record<string, string>): Promise<boolean>;
  /** The ids of the contacts with these emails (at most 100), by lowercased email; an email HubSpot lacks is absent. */
  contactIds(emails: readonly string[]): Promise<Map<string, string>>;
  /** Associates the contact with the company (the default association; doing it again changes nothing). */
  associateContactWithCompany(contactId: string, companyId: string): Promise<void>;
}

export interface HubspotClientOptions {
  /** Private-app access token (scopes crm.objects.contacts.read/write, crm.objects.companies.read/write). */
  token: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  /** A HubSpot that does not answer within this long counts as a failed attempt. */
  timeoutMs?: number;
  /** For Retry-After given as an HTTP date. */
  now?: () => number;
}

/**
 * HubSpot's CRM API: contacts by email (v3 batch upsert, batch read, GDPR delete), companies (v3 search, create,
 * update) and the contact-to-company association (v4). Every failure is a DeliveryError (functions/jobs/errors.ts).
 */
export function createHubspotClient({
  token,
  baseUrl = 'https://api.hubapi.com',
  fetch: fetchImpl = fetch,
  timeoutMs = 10_000,
  now = Date.now,
}: HubspotClientOptions): HubspotClient {
  const base = baseUrl.replace(/\/+$/, '');
  const call = async (method: string, path: string, body?: unknown): Promise<Response> => {
    try {
      return await fetchImpl(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw unreachable('HubSpot', err);
    }
  };
  /** The answer's JSON, or a DeliveryError for a non-2xx one (or for a body that is not JSON). */
  const json = async (response: Response): Promise<unknown> => {
    if (!response.ok) throw await httpFailure('HubSpot', response, now());
    try {
      return await response.json();
    } catch (err) {
      throw unreachable('HubSpot', err);
    }
  };
  const done = async (response: Response, tolerated?: number) => {
    if (!response.ok && response.status !== tolerated) throw await httpFailure('HubSpot', response, now());
    await response.body?.cancel();
  };
  const contacts = '/crm/v3/objects/contacts';
  const companies = '/crm/v3/objects/companies';
  return {
    async upsertContacts(list) {
      await done(
        await call('POST', `${contacts}/batch/upsert`, {
          inputs: list.map((c) => ({ idProperty: 'email', id: c.email, properties: c.properties })),
        }),
      );
    },
    async gdprDeleteContact(email) {
      // 404: HubSpot holds no such contact, which is what the delete was for.
      await done(await call('POST', `${contacts}/gdpr-delete`, { objectId: email, idProperty: 'email' }), 404);
    },
    async findCompanyByDomain(domain) {
      const answer = await json(
        await call('POST', `${companies}/search`, {
          filterGroups: [{ filters: [{ propertyName: 'domain', operator: 'EQ', value: domain }] }],
          sorts: [{ propertyName: 'createdate', direction: 'ASCENDING' }],
          properties: ['domain'],
          limit: 1,
        }),
      );
      return idsOf(answer)[0]?.id;
    },
    async createCompany(properties) {
      const answer = await json(await call('POST', companies, { properties }));
      const id = (answer as { id?: unknown } | null)?.id;
      if (typeof id !== 'string' && typeof id !== 'number') throw unreachable('HubSpot', new Error('the created company came back without an id'));
      return String(id);
    },
    async updateCompany(companyId, properties) {
      const response = await call('PATCH', `${companies}/${encodeURIComponent(companyId)}`, { properties });
      if (response.status === 404) {
        await response.body?.cancel();
        return false;
      }
      await done(response);
      return true;
    },
    async contactIds(emails) {
      if (emails.length === 0) return new Map();
      // 207 (some emails unknown) is ok: the known ones are in results, the others in errors.
      const answer = await json(
        await call('POST', `${contacts}/batch/read`, { idProperty: 'email', inputs: emails.map((id) => ({ id })), properties: ['email'] }),
      );
      return new Map(idsOf(answer).flatMap(({ id, properties }) => (properties.email ? [[properties.email.toLowerCase(), id]] : [])));
    },
    async associateContactWithCompany(contactId, companyId) {
      const path = `/crm/v4/objects/contact/${encodeURIComponent(contactId)}/associations/default/company/${encodeURIComponent(companyId)}`;
      await done(await call('PUT', path));
    },
  };
}

/** The objects of a search or batch answer ({ results: [{ id, properties }] }); anything malformed is skipped. */
function idsOf(answer: unknown): { id: string; properties: Record<string, string | undefined> }[] {
  const results = (answer as { results?: unknown } | null)?.results;
  if (!Array.isArray(results)) return [];
  return results.flatMap((r: { id?: unknown; properties?: unknown } | null) =>
    r && (typeof r.id === 'string' || typeof r.id === 'number')
      ? [{ id: String(r.id), properties: (r.properties ?? {}) as Record<string, string | undefined> }]
      : [],
  );
}
