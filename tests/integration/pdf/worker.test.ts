import { afterEach, describe, expect, it } from 'vitest';
import { createPdfWorkerRenderer, type PdfWorkerRenderer } from '../../../functions/pdf/worker/renderer.ts';
import { fullReportModel } from '../../helpers/pdf-report-model.ts';
import { readPdf } from '../../helpers/pdf-text.ts';

const entry = 'functions/pdf/worker/entry.ts';
const renderers: PdfWorkerRenderer[] = [];
const renderer = (options: Partial<Parameters<typeof createPdfWorkerRenderer>[0]> = {}) => {
  const r = createPdfWorkerRenderer({ entry, ...options });
  renderers.push(r);
  return r;
};
afterEach(async () => {
  await Promise.all(renderers.splice(0).map((r) => r.close()));
});

describe('the PDF thread', () => {
  it('renders reports off the request thread, several at once', async () => {
    const render = renderer();
    const [a, b] = await Promise.all([render(fullReportModel()), render(fullReportModel({ paper: 'letter' }))]);
    expect((await readPdf(a)).text).toContain('Fjordline Brand Circle');
    expect((await readPdf(b)).pages[0]).toEqual({ width: 612, height: 792 });
  });

  it('gives up a report past its deadline, says so, and starts a new thread for the next', async () => {
    const reasons: string[] = [];
    const render = renderer({ deadlineMs: 1, onTerminate: (reason) => reasons.push(reason) });
    await expect(render(fullReportModel())).rejects.toMatchObject({ code: 'unavailable' });
    expect(reasons).toContain('deadline');
  });

  it('refuses reports beyond its queue at once, as busy', async () => {
    const render = renderer({ maxQueue: 1 });
    const first = render(fullReportModel());
    await expect(render(fullReportModel())).rejects.toMatchObject({ code: 'busy' });
    expect((await readPdf(await first)).text).toContain('The Sage');
  });

  it('fails the reports it holds when it is closed', async () => {
    const render = renderer();
    const held = expect(render(fullReportModel())).rejects.toMatchObject({ code: 'unavailable' });
    await renderers.pop()!.close();
    await held;
  });
});
