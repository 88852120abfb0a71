import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Answer, RecordedRequest } from './recording-server.ts';

interface StoredObject {
  id: string;
  properties: Record<string, string>;
  createdAt: number;
}

/** What a test makes the stand-in do with one request instead of answering it: an answer of its choosing, or 'down' (the connection is cut). */
export type Interception = Answer | 'down' | undefined;

/**
 * A HubSpot on loopback that behaves like one for the endpoints the app uses: contacts by email (batch upsert,
 * batch read with 207 for unknown emails, GDPR delete), companies (search by domain, create, update, 404 for an
 * unknown id) and contact-to-company associations, all kept in memory. It records every request; `intercept`
 * lets a test answer (429, 500…) or cut the connection before HubSpot's logic runs.
 */
export async function startHubspotStandIn(token: string) {
  const requests: RecordedRequest[] = [];
  const contacts = new Map<string, StoredObject>();
  const companies = new Map<string, StoredObject>();
  const associations = new Set<string>();
  let nextId = 1000;
  const state = { intercept: undefined as ((request: RecordedRequest) => Interception) | undefined };

  const send = (res: ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body === undefined ? '' : JSON.stringify(body));
  };
  const notFound = { status: 'error', category: 'OBJECT_NOT_FOUND', message: 'Object not found.' };

  function handle(method: string, path: string, body: Record<string, unknown>): [number, unknown?] {
    const inputs = (body.inputs ?? []) as { id: string; properties?: Record<string, string> }[];
    if (method === 'POST' && path === '/crm/v3/objects/contacts/batch/upsert') {
      const results = inputs.map(({ id, properties }) => {
        const email = id.toLowerCase();
        const contact = contacts.get(email) ?? { id: String(nextId++), properties: {}, createdAt: Date.now() };
        contact.properties = { ...contact.properties, ...properties, email };
        contacts.set(email, contact);
        return contact;
      });
      return [200, { status: 'COMPLETE', results }];
    }
    if (method === 'POST' && path === '/crm/v3/objects/contacts/batch/read') {
      const found = inputs.flatMap(({ id }) => contacts.get(id.toLowerCase()) ?? []);
      const missing = inputs.filter(({ id }) => !contacts.has(id.toLowerCase())).map(({ id }) => id);
      const errors = missing.length ? [{ status: 'error', category: 'OBJECT_NOT_FOUND', context: { ids: missing } }] : [];
      return [missing.length ? 207 : 200, { status: 'COMPLETE', results: found, errors, numErrors: errors.length }];
    }
    if (method === 'POST' && path === '/crm/v3/objects/contacts/gdpr-delete') {
      const contact = contacts.get(String(body.objectId).toLowerCase());
      if (!contact) return [404, notFound];
      contacts.delete(String(body.objectId).toLowerCase());
      for (const a of associations) if (a.startsWith(`${contact.id}->`)) associations.delete(a);
      return [204];
    }
    if (method === 'POST' && path === '/crm/v3/objects/companies/search') {
      const filter = (body.filterGroups as { filters: { propertyName: string; operator: string; value: string }[] }[])[0]!.filters[0]!;
      const results = [...companies.values()]
        .filter((c) => filter.operator === 'EQ' && c.properties[filter.propertyName] === filter.value)
        .sort((a, b) => a.createdAt - b.createdAt);
      return [200, { total: results.length, results: results.slice(0, Number(body.limit ?? 10)) }];
    }
    if (method === 'POST' && path === '/crm/v3/objects/companies') {
      const company = { id: String(nextId++), properties: { ...(body.properties as Record<string, string>) }, createdAt: Date.now() };
      companies.set(company.id, company);
      return [201, company];
    }
    const companyPath = /^\/crm\/v3\/objects\/companies\/(\w+)$/.exec(path);
    if (method === 'PATCH' && companyPath) {
      const company = companies.get(companyPath[1]!);
      if (!company) return [404, notFound];
      company.properties = { ...company.properties, ...(body.properties as Record<string, string>) };
      return [200, company];
    }
    const association = /^\/crm\/v4\/objects\/contact\/(\w+)\/associations\/default\/company\/(\w+)$/.exec(path);
    if (method === 'PUT' && association) {
      const [, contactId, companyId] = association;
      if (![...contacts.values()].some((c) => c.id === contactId) || !companies.has(companyId!)) return [404, notFound];
      associations.add(`${contactId}->${companyId}`);
      return [200, { status: 'COMPLETE', results: [{ from: { id: contactId }, to: { id: companyId } }] }];
    }
    return [404, { status: 'error', message: `No route ${method} ${path}` }];
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
      const request: RecordedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      requests.push(request);
      const interception = state.intercept?.(request);
      if (interception === 'down') return void req.socket.destroy();
      if (interception) {
        res.writeHead(interception.status, { 'content-type': 'application/json', ...interception.headers });
        return void res.end(JSON.stringify(interception.body ?? {}));
      }
      if (req.headers.authorization !== `Bearer ${token}`) return send(res, 401, { status: 'error', category: 'INVALID_AUTHENTICATION' });
      const [status, answer] = handle(request.method, request.path.split('?')[0]!, body);
      send(res, status, answer);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;

  const contactOf = (email: string) => contacts.get(email.toLowerCase());
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    contacts,
    companies,
    set intercept(fn: ((request: RecordedRequest) => Interception) | undefined) {
      state.intercept = fn;
    },
    contactOf,
    /** The companies the contact with this email is associated with. */
    companiesOf(email: string): StoredObject[] {
      const contact = contactOf(email);
      return [...companies.values()].filter((c) => contact && associations.has(`${contact.id}->${c.id}`));
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}
