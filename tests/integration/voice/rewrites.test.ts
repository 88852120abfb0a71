import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openAICompatibleModel } from '../../../functions/analysis/model/openai-compatible.ts';
import { voiceRewriteResponseSchema } from '../../../functions/voice/routes.ts';
import { createVoiceWriter } from '../../../functions/voice/writer.ts';
import { startChatModelServer, type ChatModelServer } from '../../helpers/chat-model-server.ts';
import { readError, readJson } from '../../helpers/read.ts';
import { createTestApp } from '../../helpers/test-app.ts';

const request = { archetype: 'The Hero', headline: 'Payroll software for small teams', cta: 'Book a demo', brandKeywords: ['payroll', 'teams'] };
const modelAnswer = {
  rewrites: [
    { headline: 'Win back the hours payroll steals from your team.', cta: 'Take the challenge' },
    { headline: 'Payroll, handled under pressure.', cta: 'Claim your demo' },
    { headline: 'Every payday, delivered without fail.', cta: 'Start now' },
  ],
};

let modelServer: ChatModelServer;
beforeAll(async () => {
  modelServer = await startChatModelServer({ kind: 'json', content: JSON.stringify(modelAnswer) });
});
afterAll(() => modelServer.close());

const apps: Array<{ close(): void }> = [];
afterEach(() => apps.splice(0).forEach((a) => a.close()));
/** The model's time limit: generous, so a slow machine still hears its answer; short only where it never answers. */
async function app(withModel = false, timeoutMs = 30_000) {
  const model = openAICompatibleModel({ baseURL: modelServer.url, apiKey: 'k', model: 'test-model' });
  const t = await createTestApp({}, withModel ? { voiceWriter: createVoiceWriter({ model, timeoutMs }) } : {});
  apps.push(t);
  return t;
}

describe('POST /api/voice-rewrites', () => {
  it('answers rewrites and a voice guide from the archetype’s voice profile when no model is configured', async () => {
    const t = await app();
    const res = await t.post('/api/voice-rewrites', request);
    expect(res.status).toBe(200);
    const body = await readJson(res, voiceRewriteResponseSchema);
    expect(body.source).toBe('rules');
    expect(body.archetype).toBe('The Hero');
    expect(body.headlines).toHaveLength(3);
    for (const headline of body.headlines) expect(headline.toLowerCase()).toContain('payroll software');
    expect(body.ctas.length).toBeGreaterThan(0);
    for (const cta of body.ctas) expect(cta).toMatch(/ a demo$/);
    expect(body.guide).toMatchObject({ use: expect.any(Array), avoid: expect.any(Array), shapes: expect.any(Array) });
    expect(body.guide.example.toLowerCase()).toContain('payroll software');
  });

  it('leaves out what the rules cannot write naturally, and the guide stands in', async () => {
    const t = await app();
    const res = await t.post('/api/voice-rewrites', {
      archetype: 'The Jester',
      headline: 'Just do it',
      cta: 'Adopt a dog',
      brandKeywords: ['sneakers'],
    });
    const body = await readJson(res, voiceRewriteResponseSchema);
    expect(body).toMatchObject({ source: 'rules', headlines: [], ctas: [] });
    expect(body.guide.example).toBe('Sneakers, but make it fun.');
  });

  it.each([
    [{ ...request, archetype: 'The Wizard' }, /archetype/],
    [{ ...request, headline: '' }, /headline is required/],
    [{ ...request, headline: 'x'.repeat(201) }, /headline is too long/],
    [{ ...request, cta: 'y'.repeat(81) }, /cta is too long/],
    [{ archetype: 'The Hero' }, /headline is required/],
  ])('refuses %j with a clear 400 in the one envelope', async (body, message) => {
    const t = await app();
    const res = await t.post('/api/voice-rewrites', body);
    expect(res.status).toBe(400);
    const error = await readError(res);
    expect(error).toMatchObject({ code: 'invalid_request', requestId: expect.any(String) });
    expect(error.error).toMatch(message);
  });

  it('treats script tags in the site’s text as text', async () => {
    const t = await app();
    const res = await t.post('/api/voice-rewrites', { ...request, headline: '<script>alert(1)</script> Kombucha', brandKeywords: [] });
    const body = await readJson(res, voiceRewriteResponseSchema);
    expect(JSON.stringify(body)).not.toContain('<script');
  });

  it('limits how often one address may ask', async () => {
    const t = await app();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await t.post('/api/voice-rewrites', request)).status);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('lets the configured model write them, sending the site text fenced as data', async () => {
    modelServer.mode = { kind: 'json', content: JSON.stringify(modelAnswer) };
    modelServer.received.length = 0;
    const t = await app(true);
    const body = await readJson(await t.post('/api/voice-rewrites', request), voiceRewriteResponseSchema);
    expect(body).toMatchObject({
      archetype: 'The Hero',
      source: 'model',
      headlines: modelAnswer.rewrites.map((r) => r.headline),
      ctas: modelAnswer.rewrites.map((r) => r.cta),
      guide: { example: expect.any(String) },
    });
    const sent = JSON.stringify(modelServer.received[0]!.body);
    expect(sent).toContain('<site-data>');
    expect(sent).toContain('Payroll software for small teams');
  });

  it.each([
    ['invalid JSON', { kind: 'json' as const, content: 'Here you go: headline one' }, undefined],
    ['two rewrites instead of three', { kind: 'json' as const, content: JSON.stringify({ rewrites: modelAnswer.rewrites.slice(0, 2) }) }, undefined],
    ['an HTTP 500', { kind: 'status' as const, status: 500 }, undefined],
    // It never answers: only giving up on it can produce an answer at all.
    ['no answer in time', { kind: 'hang' as const }, 400],
  ])('falls back to the rules when the model gives %s', async (_, mode, timeoutMs) => {
    modelServer.mode = mode;
    const t = await app(true, timeoutMs);
    const body = await readJson(await t.post('/api/voice-rewrites', request), voiceRewriteResponseSchema);
    expect(body.source).toBe('rules');
    expect(body.headlines).toHaveLength(3);
  });
});
