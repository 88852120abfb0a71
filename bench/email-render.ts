// Report emails rendered per second: HTML + text from a stored submission, with and without the wheel PNG
// (native resvg, and resvg-wasm as on Workers), on one core. Run: npm run bench:email   (BENCH_SECONDS=5 by default per case)
import type { QuizSubmissionRow } from '../db/schema.ts';
import { renderReportEmail, type RenderReportOptions } from '../functions/mail/report/index.ts';
import { createNodeWheelRenderer } from '../functions/mail/report/wheel-image-node.ts';
import { ARCHETYPE_NAMES } from '../src/domain/archetypes/types.ts';
import { getArchetype } from '../src/domain/archetypes/index.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/** One stored submission per archetype, half of them with a company analysis. */
const rows = ARCHETYPE_NAMES.map((primary, i): QuizSubmissionRow => {
  const company = ARCHETYPE_NAMES[(i + 3) % 12]!;
  return {
    id: `bench-${i}`,
    email: `bench${i}@example.com`,
    company: `Bench Company ${i}`,
    companyUrl: `https://bench${i}.example/`,
    primaryArchetype: primary,
    secondaryArchetype: getArchetype(primary).subArchetypes[i % 4]!.name,
    scores: { [primary]: 12, [ARCHETYPE_NAMES[(i + 1) % 12]!]: 6 },
    subArchetypeScores: {},
    createdAt: new Date(),
    companyArchetype: i % 2 ? company : null,
    companyArchetypeConfidence: i % 2 ? 0.74 : null,
    companyAnalysis:
      i % 2
        ? { archetype: company, confidence: 0.74, reasoning: 'Signals from copy, colours and type.', keyIndicators: ['Tone', 'Palette', 'Headlines'] }
        : null,
    accessTokenHash: '',
    source: 'direct',
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    referrerHost: null,
    embedOrigin: null,
    consentVersion: null,
    consentAt: null,
  };
});

async function measure(label: string, options: RenderReportOptions) {
  // Warm-up: fonts parsed, JIT settled.
  for (const row of rows) await renderReportEmail(row, row.email, options);
  let n = 0;
  let bytes = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  while (performance.now() < deadline) {
    const row = rows[n % rows.length]!;
    const mail = await renderReportEmail(row, row.email, options);
    bytes += mail.html.length + mail.text.length + (mail.attachments?.[0]?.content.length ?? 0);
    n++;
  }
  const elapsed = (performance.now() - started) / 1000;
  console.log(
    `${label.padEnd(26)} ${(n / elapsed).toFixed(1).padStart(8)} emails/s   ${((elapsed * 1000) / n).toFixed(3).padStart(8)} ms/email   ${(bytes / n / 1024).toFixed(0).padStart(4)} KiB/email   (${n} in ${elapsed.toFixed(1)} s)`,
  );
}

const siteUrl = 'https://archetypes.example';
console.log(`Report email rendering, ${SECONDS} s per case, Node ${process.version}`);
await measure('HTML + text only', { siteUrl });
await measure('with the wheel PNG', { siteUrl, renderWheel: await createNodeWheelRenderer() });
await measure('wheel PNG via resvg-wasm', { siteUrl, renderWheel: await createNodeWheelRenderer('wasm') });
