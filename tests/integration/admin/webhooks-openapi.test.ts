import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT } from '../../../functions/webhooks/events.ts';
import { readJson } from '../../helpers/read.ts';
import { createTestApp } from '../../helpers/test-app.ts';

const documentSchema = z.looseObject({
  openapi: z.string(),
  webhooks: z.record(
    z.string(),
    z.object({
      post: z.looseObject({
        parameters: z.array(z.looseObject({ name: z.string(), in: z.string() })),
        requestBody: z.looseObject({ content: z.object({ 'application/json': z.object({ schema: z.unknown() }) }) }),
      }),
    }),
  ),
});

let t: Awaited<ReturnType<typeof createTestApp>>;
let doc: z.output<typeof documentSchema>;

beforeAll(async () => {
  t = await createTestApp();
  doc = await readJson(await t.app.request('/api/openapi.json'), documentSchema);
});
afterAll(() => t.close());

describe('/api/openapi.json: the webhooks', () => {
  it('lists every event and the test event as an OpenAPI 3.1 webhook', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT].sort());
  });

  it.each([...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT])('%s: the three signature headers and the versioned envelope', (type) => {
    const { parameters, requestBody } = doc.webhooks[type]!.post;
    expect(parameters.filter((p) => p.in === 'header').map((p) => p.name)).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
    const schema = requestBody.content['application/json'].schema as { properties: Record<string, { enum?: unknown[] }>; required: string[] };
    expect(schema.required).toEqual(expect.arrayContaining(['id', 'type', 'version', 'createdAt', 'data']));
    expect(schema.properties.type!.enum).toEqual([type]);
    expect(schema.properties.version!.enum).toEqual([1]);
  });
});
