/**
 * The PDF report's render time and size (issue 29: p50 ≤ 300 ms on Node, within the Worker's CPU on Workers,
 * ≤ 500 KB with everything present). Figures, not assertions.
 * - Node: renderReportPdf in this process for a full report (company analysis with readings, palette and key
 *   indicators, three competitors, a team of 8, long names): the first render (fonts read and parsed), then warm runs;
 *   then the same on the PDF thread, as the server renders it.
 * - workerd: the Cloudflare build (npm run preview:cf's setup), GET /api/submissions/{id}/report.pdf on loopback for
 *   a submission made through the API, its website analysed from a fixture site and a team of 8 joined through
 *   the API; the three competitors are written to the database (the API would crawl three distinct hosts).
 *
 *   npm run build:cf && npm run bench:pdf   (BENCH_PDF_RUNS, BENCH_PORT; BENCH_PDF_EDGE=0 for Node only)
 */
import { connectDatabase } from '../db/client.ts';
import { competitorAnalyses } from '../db/competitor-schema.ts';
import { uuidv7 } from '../functions/lib/ids.ts';
import { loadFontFilesNode } from '../functions/pdf/fonts-node.ts';
import type { PdfReportModel } from '../functions/pdf/report/model.ts';
import { renderReportPdf } from '../functions/pdf/report/render.ts';
import { createPdfWorkerRenderer } from '../functions/pdf/worker/renderer.ts';
import { startEdgePreview } from '../scripts/edge/preview.ts';
import { getArchetype } from '../src/domain/archetypes/index.ts';
import type { ArchetypeName } from '../src/domain/archetypes/types.ts';
import { PRIVACY_NOTICE_VERSION } from '../src/domain/privacy/notice.ts';
import { guideSubject, voiceGuide } from '../src/domain/voice/guide.ts';
import { readHeadline } from '../src/domain/voice/headline.ts';
import { fullAnswersFor } from '../tests/helpers/answers.ts';
import { serveSite } from '../tests/helpers/static-server.ts';
import { tempDatabaseUrl } from '../tests/helpers/temp-database.ts';
import { treeCpuSeconds } from './process-cpu.ts';

const RUNS = Number(process.env.BENCH_PDF_RUNS ?? 100);
const EDGE_RUNS = Number(process.env.BENCH_PDF_EDGE_RUNS ?? 50);

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const summary = (times: number[]) => `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`;

const TEAM: [string, ArchetypeName][] = [
  ['Margarethe Oyelaran-Lindqvist', 'The Sage'],
  ['Bartholomew Nakagawa-Ferreira', 'The Explorer'],
  ['Anneliese Dubois-Kowalczyk', 'The Caregiver'],
  ['Rafael Ignacio Montenegro', 'The Hero'],
  ['Siobhán Achterberg', 'The Creator'],
  ['Thandiwe Rasmussen-Okafor', 'The Ruler'],
  ['Konstantin Villanueva', 'The Magician'],
  ['Henrietta Abernathy-Mwangi', 'The Sage'],
];

const COMPETITORS = [
  { host: 'halden-and-pryce-field-instruments.example', archetype: 'The Hero', voice: 'Direct, proud of the hard jobs its kit has survived' },
  { host: 'northernlightscartography.example', archetype: 'The Explorer', voice: 'Restless and vivid, always about the next horizon' },
  { host: 'quietharbour-learning.example', archetype: 'The Caregiver', voice: 'Warm and patient, written for nervous beginners' },
] as const;

/** A report with every section present and long strings, as a large real one would be. */
function fullModel(): PdfReportModel {
  const primary: ArchetypeName = 'The Sage';
  const headline = 'Maps and field guides for people who want to understand the land they walk on';
  return {
    paper: 'a4',
    date: '28 November 2026',
    generatedAt: Date.now(),
    company: 'Fieldnotes Cartographic & Survey Cooperative of the Northern Uplands',
    companyUrl: 'https://www.fieldnotes-cartographic-cooperative.example/about/our-story',
    primary,
    subArchetype: getArchetype(primary).subArchetypes[0]!.name,
    secondary: 'The Explorer',
    companyAnalysis: {
      archetype: 'The Explorer',
      subArchetype: getArchetype('The Explorer').subArchetypes[1]!.name,
      confidence: 0.52,
      reasoning:
        'The copy invites readers out of doors again and again: routes, ridgelines and "the next valley over". Its tone is curious rather than instructive, though long passages on survey methods pull it toward the Sage.',
      keyIndicators: [
        'Headlines built on journeys and horizons',
        'Calls to action that start with "Find" and "Explore"',
        'Photography of open country with small figures',
        'Method notes that explain how each survey was made',
        "A members' field journal updated every season",
      ],
      headline,
      primaryCta: 'Find your next route',
      brandKeywords: ['field guides', 'survey maps', 'walking routes', 'uplands', 'cooperative'],
      runnerUp: { archetype: 'The Sage', strength: 0.81 },
      readings: [
        {
          archetype: 'The Explorer',
          share: 0.52,
          passages: [
            'Every sheet we print starts with a week on foot, mapping paths that no satellite has ever noticed.',
            'Pack the guide, leave the plan: the best route is usually the one you find on the way back.',
            'From the high moor to the river mouth, our members have walked every mile we draw.',
          ],
        },
        {
          archetype: 'The Sage',
          share: 0.34,
          passages: [
            'Our survey notes explain how each contour was measured and which sources we trust, so you can judge for yourself.',
            'We publish corrections openly, because a map is only as good as its willingness to be wrong.',
          ],
        },
        { archetype: 'The Caregiver', share: 0.14, passages: ['Volunteers check every stile and footbridge before a route goes into print.'] },
      ],
      colorPalette: [
        { name: 'Moorland green', hex: '#3f5e3a' },
        { name: 'Survey orange', hex: '#d9822b' },
        { name: 'Slate', hex: '#4a5560' },
        { name: 'Paper', hex: '#f3efe4' },
        { name: 'River blue', hex: '#2f6f8f' },
      ],
    },
    competitors: COMPETITORS.map(({ host, archetype, voice }, i) => ({
      url: `https://${host}/`,
      host,
      archetype,
      subArchetype: getArchetype(archetype).subArchetypes[0]!.name,
      confidence: 0.6 + i * 0.1,
      palette: [
        { name: 'Primary', hex: ['#8b1e1e', '#1d3557', '#6a994e'][i]! },
        { name: 'Accent', hex: ['#f4a300', '#a8dadc', '#f2e8cf'][i]! },
        { name: 'Ink', hex: '#222222' },
      ],
      voice,
    })),
    team: {
      name: 'Fieldnotes Editorial & Product Council',
      members: TEAM.map(([name, archetype], i) => ({ name, primary: archetype, isOwner: i === 0 })),
    },
    voiceGuide: voiceGuide(primary, guideSubject(readHeadline(headline))),
    links: {
      archetypePage: 'https://archetypes.example.com/sage',
      brandBook: 'https://thebrandcompany.com/brand-book',
      quiz: 'https://archetypes.example.com/',
    },
  };
}

async function benchNode() {
  const model = fullModel();
  let started = performance.now();
  const first = await renderReportPdf(model, await loadFontFilesNode());
  const cold = performance.now() - started;
  const times: number[] = [];
  let bytes = first;
  for (let i = 0; i < RUNS; i++) {
    started = performance.now();
    bytes = await renderReportPdf(model, await loadFontFilesNode());
    times.push(performance.now() - started);
  }
  console.log(`Node, in process: first render ${cold.toFixed(0)} ms (reads and parses the fonts); warm ${summary(times)} of ${RUNS}`);
  console.log(`  size ${kb(bytes.length)} (A4: company analysis with readings and palette, 3 competitors, a team of 8)`);
  const letter = await renderReportPdf({ ...model, paper: 'letter' }, await loadFontFilesNode());
  console.log(`  US Letter: ${kb(letter.length)}`);

  // As the server runs it: on the PDF thread, the model sent over and the bytes sent back.
  const onThread = createPdfWorkerRenderer({ entry: 'functions/pdf/worker/entry.ts' });
  started = performance.now();
  await onThread(model);
  const threadCold = performance.now() - started;
  const threadTimes: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    started = performance.now();
    await onThread(model);
    threadTimes.push(performance.now() - started);
  }
  await onThread.close();
  console.log(
    `Node, on the PDF thread (the server's path): first ${threadCold.toFixed(0)} ms (starts the thread); warm ${summary(threadTimes)} of ${RUNS}`,
  );
}

async function benchWorkerd() {
  const site = await serveSite('tests/fixtures/sites/explorer');
  const temp = tempDatabaseUrl();
  const preview = await startEdgePreview({
    dbFile: temp.file,
    port: Number(process.env.BENCH_PORT ?? 8797),
    vars: {
      BETTER_AUTH_SECRET: `${crypto.randomUUID()}${crypto.randomUUID()}`,
      ANALYZER_ALLOW_PRIVATE_HOSTS: 'true',
      SUBMISSION_RATE_LIMIT_MAX: '100',
    },
  });
  const { db, client } = connectDatabase(preview.databaseUrl);
  const post = async (path: string, body: unknown, expected: number) => {
    const res = await fetch(`${preview.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: preview.url },
      body: JSON.stringify(body),
    });
    const json = await res.json();
    if (res.status !== expected) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    return json;
  };
  const submit = (i: number, archetype: ArchetypeName, extra: object = {}) =>
    post(
      '/submissions',
      { email: `pdf${i}@example.com`, answers: fullAnswersFor(archetype), consent: { noticeVersion: PRIVACY_NOTICE_VERSION }, ...extra },
      201,
    ) as Promise<{ id: string; accessToken: string }>;
  try {
    const owner = await submit(0, 'The Sage', { company: 'Fieldnotes Cartographic & Survey Cooperative', companyUrl: site.url });
    await post(`/submissions/${owner.id}/company-analysis`, { accessToken: owner.accessToken }, 200);
    const now = Date.now();
    await db.insert(competitorAnalyses).values(
      COMPETITORS.map(({ host, archetype, voice }, i) => ({
        id: uuidv7(now + i),
        submissionId: owner.id,
        url: `https://${host}/`,
        host,
        archetype,
        subArchetype: getArchetype(archetype).subArchetypes[0]!.name,
        confidence: 0.7,
        palette: [{ name: 'Primary', hex: '#1d3557' }],
        voice,
        createdAt: now + i,
      })),
    );
    const team = (await post(
      '/teams',
      { submissionId: owner.id, accessToken: owner.accessToken, name: 'Fieldnotes Editorial & Product Council', ownerName: TEAM[0]![0] },
      201,
    )) as { inviteId: string };
    for (const [i, [name, archetype]] of TEAM.slice(1).entries()) {
      const member = await submit(i + 1, archetype);
      await post(`/invites/${team.inviteId}/join`, { submissionId: member.id, accessToken: member.accessToken, name }, 201);
    }

    const pdf = async () => {
      // Only 30 an hour per client: the bench's hits are cleared between requests, outside the timing.
      await client.execute('delete from rate_limit_hits');
      const started = performance.now();
      const res = await fetch(`${preview.url}/api/submissions/${owner.id}/report.pdf`, {
        headers: { authorization: `Bearer ${owner.accessToken}`, 'accept-language': 'en-GB' },
      });
      const bytes = new Uint8Array(await res.arrayBuffer());
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`report.pdf: ${res.status} ${new TextDecoder().decode(bytes.slice(0, 300))}`);
      return { ms, size: bytes.length };
    };
    const first = await pdf();
    const times: number[] = [];
    let size = first.size;
    const cpuBefore = treeCpuSeconds(preview.pid);
    for (let i = 0; i < EDGE_RUNS; i++) {
      const run = await pdf();
      times.push(run.ms);
      size = run.size;
    }
    const cpuMs = ((treeCpuSeconds(preview.pid) - cpuBefore) * 1000) / EDGE_RUNS;
    console.log(
      `workerd, GET report.pdf on loopback: first ${first.ms.toFixed(0)} ms (the isolate decodes and parses the fonts); then ${summary(times)} of ${EDGE_RUNS}`,
    );
    console.log(`  CPU per request in wrangler dev + workerd (the database reads and the rate limit included): ${cpuMs.toFixed(0)} ms`);
    console.log(`  size ${kb(size)} (the website analysed from a fixture site, 3 competitors, a team of 8)`);
  } finally {
    client.close();
    await preview.stop();
    await site.close();
    temp.remove();
  }
}

await benchNode();
if (process.env.BENCH_PDF_EDGE !== '0') await benchWorkerd();
