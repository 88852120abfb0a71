import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../functions/lib/errors.ts';
import { errorEnvelopeSchema } from '../../../functions/lib/router.ts';
import { openApiDocumentSchema, readError, readJson } from '../../helpers/read.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import { ORIGIN, sessionFor, type TestApp } from '../admin/helpers.ts';

/**
 * The README's promise, fuzzed: whatever the route, method, path, body, content type, query or header, the API never
 * answers 5xx, and every error answer is the one envelope { error, code, requestId } (JSON) whose requestId is the
 * answer's X-Request-Id. Routes come from the app's own contract (GET /api/openapi.json), so a new route is fuzzed
 * without touching this file. Everything is a fixed table or drawn from a seeded generator: a failure reproduces.
 */

let t: TestApp;
let admin: string;
let operations: Operation[];

interface Operation {
  method: string;
  path: string;
  /** Every method the contract documents on this path. */
  methods: string[];
  headers: string[];
  bodySchema?: JsonSchema;
}

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

const operationSchema = z.looseObject({
  parameters: z.array(z.looseObject({ name: z.string(), in: z.string() })).optional(),
  requestBody: z.looseObject({ content: z.record(z.string(), z.looseObject({ schema: z.unknown() })) }).optional(),
});

beforeAll(async () => {
  t = await createTestApp(
    { AUTH_RATE_LIMIT_MAX: '1000' },
    // Every crawl fails at once, as for a site with nothing to read (422): the fuzz reaches the analyzer's callers,
    // never the network. (An unreachable site is answered 502/504 by design: the upstream's fault, not the request's.)
    { analyzer: { analyze: () => Promise.reject(new ApiError('no_content')) } },
  );
  admin = await sessionFor(t, 'fuzz-admin@example.com', { admin: true });
  const res = await t.app.request('/api/openapi.json');
  const doc = await readJson(res, openApiDocumentSchema);
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, raw]) => {
      const op = operationSchema.parse(raw);
      return {
        method: method.toUpperCase(),
        path,
        methods: Object.keys(ops).map((m) => m.toUpperCase()),
        headers: (op.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name),
        bodySchema: op.requestBody?.content['application/json']?.schema as JsonSchema | undefined,
      };
    }),
  );
});
afterAll(() => t.close());

/** mulberry32: a small seeded generator, so every drawn value is the same on every run. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(0x5eed_f022);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const uuid = () => {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[Math.floor(random() * 4)]!;
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
};

/** Path parameter values: a well-formed id first (its routes get the full table), then odd ones. */
const PATH_VALUES = [uuid(), 'x', '%00', '..%2f..', 'a'.repeat(300), '🙂', '<script>', '%ff', '%'];

const deepArray = '['.repeat(10_000) + ']'.repeat(10_000);
const twoMegabytes = JSON.stringify('x'.repeat(2 * 1024 * 1024));

interface Body {
  name: string;
  body?: string | FormData;
  type?: string;
}

/** Malformed and unexpected JSON bodies, each sent as application/json. */
const MALFORMED: Body[] = [
  { name: '{', body: '{' },
  { name: '[]', body: '[]' },
  { name: 'null', body: 'null' },
  { name: '"x"', body: '"x"' },
  { name: '{}', body: '{}' },
  { name: 'empty', body: '' },
  { name: '2 MB string', body: twoMegabytes },
  { name: 'arrays 10,000 deep', body: deepArray },
  { name: 'escaped lone surrogate', body: '{"email":"\\ud800","x":"\\udfff"}' },
  { name: 'raw lone surrogate', body: '{"email":"\ud800"}' },
  { name: 'escaped NUL', body: '{"email":"a\\u0000b"}' },
  { name: 'raw NUL', body: '{"email":"a\u0000b"}\u0000' },
  { name: '__proto__', body: '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}' },
  { name: 'big number', body: '{"n":1e999999}' },
  { name: 'duplicate keys', body: '{"a":1,"a":2}' },
  { name: 'BOM', body: '\ufeff{}' },
];

/** Wrong or missing content types, each with a JSON-looking body. */
const CONTENT_TYPES: Body[] = [
  { name: 'text/plain', body: '{}', type: 'text/plain' },
  { name: 'no content type', body: '{}' },
  { name: 'form-urlencoded', body: 'a=1&b=%ff', type: 'application/x-www-form-urlencoded' },
  { name: 'multipart (real)', body: formData() },
  { name: 'multipart (bogus boundary)', body: '--x\r\n\r\n{}', type: 'multipart/form-data; boundary=y' },
  { name: 'multipart (no boundary)', body: '{}', type: 'multipart/form-data' },
  { name: 'json, utf-16 charset', body: '{}', type: 'application/json; charset=utf-16' },
  { name: 'json, odd parameters', body: '{}', type: 'application/json;;;=x' },
  { name: 'vendor +json', body: '{}', type: 'application/vnd.api+json' },
  { name: 'garbage type', body: '{}', type: '%%%/;;' },
];

function formData() {
  const form = new FormData();
  form.set('email', 'fuzz@example.com');
  form.set('file', new Blob(['\u0000\ud800']), 'x.json');
  return form;
}

const QUERIES = [
  '?a=%ff',
  '?%00=%00',
  '?page=-1&pageSize=1e309',
  '?page=1&page=2&page[]=3',
  `?q=${'q'.repeat(5000)}`,
  '?from=not-a-date&to=%F0%9F%99%82&source=<script>&view=..%2f..',
  '?__proto__=1&constructor=x',
  '?&&&==&',
];

/** Strings a schema-shaped body fills its fields with. */
const HOSTILE_STRINGS = ['\ud800', 'a\u0000b', 'x'.repeat(300), '<script>alert(1)</script>', '🙂', ' ', '', '../../etc/passwd', '%ff'];
const HOSTILE_NUMBERS = [-1, 0, 2 ** 53 + 1, 1e308, 0.5];

/** A body shaped as the route's schema says, its leaves hostile (`plausible`: values that pass the usual checks). */
function shaped(schema: JsonSchema | undefined, key: string, plausible: boolean, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.enum?.length) return plausible ? schema.enum[0] : pick([...schema.enum, 'not-in-enum']);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return shaped(plausible ? variants[0] : pick(variants), key, plausible, depth + 1);
  const types = [schema.type ?? (schema.properties ? 'object' : 'string')].flat().filter((type) => type !== 'null');
  switch (plausible ? types[0] : pick(types)) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, shaped(s, k, plausible, depth + 1)]));
    case 'array':
      return [shaped(schema.items, key, plausible, depth + 1)];
    case 'integer':
    case 'number':
      return plausible ? 1 : pick(HOSTILE_NUMBERS);
    case 'boolean':
      return plausible ? true : 'true';
    default:
      if (!plausible) return pick(HOSTILE_STRINGS);
      if (/email/i.test(key)) return 'fuzz@example.com';
      if (/url|origin/i.test(key)) return 'https://example.com/';
      return 'fuzz';
  }
}

function shapedBodies(op: Operation): Body[] {
  if (!op.bodySchema) return [];
  return [0, 1, 2, 3, 4].map((i) => ({ name: `schema-shaped #${i}`, body: JSON.stringify(shaped(op.bodySchema, '', i === 0)) }));
}

interface Probe {
  method: string;
  url: string;
  body?: string | FormData;
  headers?: Record<string, string>;
  /** Sent with the admin session (and the site's Origin, as the admin pages send it). */
  signedIn?: boolean;
  what: string;
}

let clients = 0;
/** How many answers of each status the file saw: the fuzz must reach past the first wall (a 401, a 429) to mean anything. */
const statuses = new Map<number, number>();

/** Sends one probe; returns what is wrong with its answer, or nothing. */
async function check(probe: Probe): Promise<string | undefined> {
  // A probe's own Cookie (an odd one) replaces the session's.
  const headers: Record<string, string> = { ...(probe.signedIn ? { cookie: admin, origin: ORIGIN } : {}), ...probe.headers };
  // A client address per request, so that per-client rate limits do not hide what lies behind them.
  clients++;
  const clientAddress = `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
  const label = `${probe.method} ${probe.url.slice(0, 120)} [${probe.what}${probe.signedIn ? ', signed in' : ''}]`;
  let res: Response;
  try {
    res = await t.app.request(probe.url, { method: probe.method, headers, body: probe.body, redirect: 'manual' }, { clientAddress });
  } catch (error) {
    return `${label}: the app threw ${String(error)}`;
  }
  const id = res.headers.get('x-request-id');
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  if (res.status >= 500) return `${label}: ${res.status} ${(await res.text()).slice(0, 300)}`;
  if (!id) return `${label}: ${res.status} without X-Request-Id`;
  if (probe.headers?.['x-request-id'] === VALID_REQUEST_ID && id !== VALID_REQUEST_ID)
    return `${label}: the caller's X-Request-Id was not kept (${id})`;
  if (res.status < 400 || probe.method === 'HEAD') {
    await res.body?.cancel();
    return undefined;
  }
  try {
    const envelope = await readError(res, envelopeFor(probe.url));
    if (envelope.requestId !== id) return `${label}: requestId ${envelope.requestId} ≠ X-Request-Id ${id}`;
  } catch (error) {
    return `${label}: ${(error as Error).message.slice(0, 400)}`;
  }
  return undefined;
}

/** The envelope, with the fields beside it that a router documents for its clients (better-auth's `message`, analyze-website's `success`). */
function envelopeFor(url: string) {
  if (/^\/api\/auth(\/|\?|$)/.test(url)) return errorEnvelopeSchema.and(z.object({ message: z.string().optional() }));
  if (url.startsWith('/api/analyze-website')) return errorEnvelopeSchema.and(z.object({ success: z.literal(false).optional() }));
  return errorEnvelopeSchema;
}

/** Sends probes one after another (a deterministic order) and returns the violations. */
async function run(probes: Probe[]): Promise<string[]> {
  const violations: string[] = [];
  for (const probe of probes) {
    const violation = await check(probe);
    if (violation) violations.push(violation);
  }
  return violations;
}

const VALID_REQUEST_ID = 'fuzz-request-0001';
const WRONG_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

function jsonProbe(method: string, url: string, body: Body, what: string, signedIn?: boolean): Probe {
  const headers: Record<string, string> = {};
  if (body.type) headers['content-type'] = body.type;
  else if (typeof body.body === 'string' && !body.name.startsWith('no content type')) headers['content-type'] = 'application/json';
  return { method, url, body: body.body, headers, signedIn, what: `${what}: ${body.name}` };
}

/** The table for one documented operation. */
function probesFor(op: Operation, signedIn: boolean): Probe[] {
  const urls = op.path.includes('{') ? PATH_VALUES.map((value) => op.path.replace(/\{\w+\}/g, value)) : [op.path];
  const takesBody = op.method !== 'GET';
  const probes: Probe[] = [];
  // Anonymous, an admin route stops at its 401: the signed-in pass gives it the full table.
  const lean = !signedIn && op.path.startsWith('/api/admin/');
  urls.forEach((url, i) => {
    const full = i === 0 && !lean;
    // The documented method.
    if (takesBody) {
      const bodies = full ? [...MALFORMED, ...CONTENT_TYPES, ...shapedBodies(op)] : [MALFORMED[0]!, MALFORMED[4]!, ...shapedBodies(op).slice(0, 1)];
      for (const body of bodies) probes.push(jsonProbe(op.method, url, body, 'body', signedIn));
      probes.push({ method: op.method, url, signedIn, what: 'no body' });
    } else {
      probes.push({ method: op.method, url, signedIn, what: 'plain' });
    }
    for (const query of full ? QUERIES : QUERIES.slice(0, 1)) {
      probes.push(
        takesBody
          ? jsonProbe(op.method, url + query, MALFORMED[4]!, 'query', signedIn)
          : { method: op.method, url: url + query, signedIn, what: 'query' },
      );
    }
    // Methods the path does not have (each documented method of the path is fuzzed by its own operation).
    if (op.methods[0] === op.method) {
      const wrong = WRONG_METHODS.filter((m) => !op.methods.includes(m) && !(m === 'HEAD' && op.methods.includes('GET')));
      for (const method of full ? wrong : wrong.slice(0, 2)) {
        probes.push({ method, url, signedIn, what: 'wrong method' });
        if (full && method !== 'GET' && method !== 'HEAD') probes.push(jsonProbe(method, url, MALFORMED[0]!, 'wrong method', signedIn));
      }
    }
  });
  // Headers the route reads, and the request id every route reads.
  const base = urls[0]!;
  const body = takesBody ? (shapedBodies(op)[0] ?? MALFORMED[4]!) : undefined;
  const withHeader = (name: string, value: string, what: string): Probe => ({
    ...(body ? jsonProbe(op.method, base, body, what, signedIn) : { method: op.method, url: base, signedIn, what }),
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), [name]: value },
  });
  for (const name of op.headers) {
    for (const [value, what] of HEADER_VALUES) probes.push(withHeader(name, value, `${name}: ${what}`));
  }
  // A declared length that lies (an in-process request carries it as given; a Node server's parser would refuse most).
  if (takesBody)
    for (const length of ['-1', 'abc', '99999999999999999999', '0', '1e9'])
      probes.push(withHeader('content-length', length, `Content-Length: ${length}`));
  for (const [value, what] of [...HEADER_VALUES, [VALID_REQUEST_ID, 'a usable id'] as const])
    probes.push(withHeader('x-request-id', value, `X-Request-Id: ${what}`));
  if (signedIn || op.path.startsWith('/api/admin')) {
    probes.push(withHeader('cookie', `better-auth.session_token=%ff${'x'.repeat(8000)}; =; a`, 'odd cookie'));
    probes.push(withHeader('authorization', 'Bearer \u00e9\u00ff', 'odd authorization'));
  }
  return probes;
}

/** Header values; a Headers object takes Latin-1 only, so "non-ASCII" is Latin-1 here (emoji would arrive as its UTF-8 bytes). */
const HEADER_VALUES: Array<readonly [string, string]> = [
  ['k'.repeat(16_000), 'huge'],
  ['\u00e9t\u00e9-\u00ff\u00fe-cl\u00e9-0001', 'Latin-1'],
  [Buffer.from('🙂-key-🙂-key', 'utf8').toString('latin1'), 'UTF-8 bytes'],
  ['', 'empty'],
  ['a b\tc d e f', 'spaces and a tab'],
  ['short', 'too short'],
  ['fuzz-key-0000000001', 'usable'],
];

describe('every API answer to a hostile request: never 5xx, every error in the envelope with its X-Request-Id', () => {
  it('holds for every documented route and method (from /api/openapi.json), anonymous', async () => {
    expect(operations.length).toBeGreaterThan(30);
    const probes = operations.flatMap((op) => probesFor(op, false));
    expect(await run(probes)).toEqual([]);
  });

  it('holds for the admin routes with an admin session', async () => {
    const adminOps = operations.filter((op) => op.path.startsWith('/api/admin/'));
    expect(adminOps.length).toBeGreaterThan(5);
    expect(await run(adminOps.flatMap((op) => probesFor(op, true)))).toEqual([]);
  });

  it('holds for the paths better-auth serves, documented or not', async () => {
    const paths = [
      '/api/auth/sign-in/email',
      '/api/auth/sign-up/email',
      '/api/auth/get-session',
      '/api/auth/sign-out',
      '/api/auth/nope',
      '/api/auth',
      '/api/auth/',
      '/api/auth/%ff',
    ];
    const probes = paths.flatMap((url) => [
      ...WRONG_METHODS.map((method): Probe => ({ method, url, what: 'method' })),
      ...[...MALFORMED, ...CONTENT_TYPES].map((body) => jsonProbe('POST', url, body, 'body')),
      ...QUERIES.map((query): Probe => ({ method: 'GET', url: url + query, what: 'query' })),
      { method: 'GET', url, headers: { cookie: `better-auth.session_token=%ff${'x'.repeat(8000)}` }, what: 'odd cookie' },
      { method: 'POST', url, headers: { origin: 'null', 'content-type': 'application/json' }, body: '{}', what: 'origin null' },
    ]);
    expect(await run(probes)).toEqual([]);
  });

  it('holds for paths the API does not have', async () => {
    const paths = [
      '/api',
      '/api/',
      '/api/nope',
      '/api/%ff',
      '/api//',
      '/api/%00',
      '/api/..%2f..%2fetc%2fpasswd',
      `/api/${'n'.repeat(4000)}`,
      '/api/🙂',
      '/api/openapi.json/x',
      '/api/health/',
    ];
    const probes = paths.flatMap((url) => [
      ...WRONG_METHODS.map((method): Probe => ({ method, url, what: 'method' })),
      jsonProbe('POST', url, MALFORMED[0]!, 'body'),
      jsonProbe('POST', url, MALFORMED[6]!, 'body'),
      { method: 'GET', url: url + QUERIES[0]!, what: 'query' },
    ]);
    expect(await run(probes)).toEqual([]);
  });

  it('reached past validation: the answers span the statuses a hostile request can earn', () => {
    const seen = [...statuses.keys()].sort();
    expect(seen).toEqual(expect.arrayContaining([200, 400, 401, 404, 405, 413, 415]));
    expect(seen.every((status) => status < 500)).toBe(true);
  });
});
