import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicesOf } from '../../../functions/app.ts';
import { createSubmissionSchema } from '../../../functions/submissions/schema.ts';
import { createSubmission, type SubmissionDeps } from '../../../functions/submissions/service.ts';
import { fullAnswersFor } from '../../helpers/answers.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import { addEndpoint, SITE, type TestApp } from '../webhooks/events-helpers.ts';

let t: TestApp;
beforeAll(async () => (t = await createTestApp({ SITE_URL: SITE })));
afterAll(async () => {
  await servicesOf(t.app).webhooks.idle();
  t.close();
});

/** The submission service as the app wires it, with the webhook loop's kicks counted. */
function counted() {
  const { webhooks, writeSubmission } = servicesOf(t.app);
  const kicks = { n: 0 };
  const deps: SubmissionDeps = {
    db: t.db,
    writeSubmission,
    secret: 'webhook-pass-test-secret',
    now: Date.now,
    env: { SITE_URL: SITE },
    webhooks: { queue: webhooks.queue, kick: () => (kicks.n++, webhooks.kick()) },
  };
  return { deps, kicks };
}

const input = () =>
  createSubmissionSchema.parse({ email: 'lead@example.com', company: 'Acme', companyUrl: null, answers: fullAnswersFor('The Sage') });

describe('the webhook pass after a submission', () => {
  it('does not run while no endpoint takes submission.created: the event inserts nothing, so there is nothing to deliver', async () => {
    const { deps, kicks } = counted();
    await Promise.all(Array.from({ length: 5 }, () => createSubmission(deps, input())));
    expect(kicks.n).toBe(0);
  });

  it('starts once an endpoint is subscribed, for the event the submission queued', async () => {
    await addEndpoint(t);
    const { deps, kicks } = counted();
    await createSubmission(deps, input());
    expect(kicks.n).toBe(1);
  });
});
