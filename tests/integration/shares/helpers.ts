import { createdSubmissionSchema } from '../../../functions/submissions/schema.ts';
import type { ArchetypeName } from '../../../src/domain/archetypes/types.ts';
import { fullAnswersFor } from '../../helpers/answers.ts';
import { readJson } from '../../helpers/read.ts';
import type { createTestApp } from '../../helpers/test-app.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export interface Submitted {
  id: string;
  accessToken: string;
  results: { primary: string; subArchetype: string };
}

/** A quiz submission through the API, as the quiz sends it. */
export async function submit(t: TestApp, archetype: ArchetypeName = 'The Hero', email = 'owner@example.com'): Promise<Submitted> {
  const res = await t.post('/api/submissions', { email, company: 'Acme Outfitters', answers: fullAnswersFor(archetype) });
  if (res.status !== 201) throw new Error(`submission failed: ${res.status}`);
  return readJson(res, createdSubmissionSchema);
}

export const share = (t: TestApp, s: Pick<Submitted, 'id' | 'accessToken'>, includeCompany = false, client = '203.0.113.7') =>
  t.post(`/api/submissions/${s.id}/share`, { accessToken: s.accessToken, includeCompany }, { 'x-test-client': client });

export const revoke = (t: TestApp, s: Pick<Submitted, 'id' | 'accessToken'>, client = '203.0.113.7') =>
  t.app.request(
    `/api/submissions/${s.id}/share`,
    { method: 'DELETE', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ accessToken: s.accessToken }) },
    { clientAddress: client },
  );
