import { createHash } from 'node:crypto';
import type { WatchChange } from '../../src/domain/watch/types.ts';
import type { CompanyAnalysis } from '../../src/domain/quiz/results.ts';
import type { ArchetypeName } from '../../src/domain/archetypes/types.ts';

/** Runs one statement against the server's database (tests/e2e/helpers.ts `query`). */
export type Execute = (sql: string, args: (string | number | null)[]) => Promise<unknown>;

export const WATCHED_ANALYSIS: CompanyAnalysis = {
  archetype: 'The Caregiver',
  subArchetype: 'Nurturer',
  confidence: 0.82,
  reasoning: 'Warm, protective copy.',
  keyIndicators: ['care', 'support'],
  headline: 'We look after you',
};

/** A stored result with a website and its company analysis, as the quiz leaves it; the secret its browser holds. */
export async function seedAnalysedResult(execute: Execute, primary: ArchetypeName = 'The Sage') {
  const id = crypto.randomUUID();
  const accessToken = crypto.randomUUID();
  await execute(
    'INSERT INTO quiz_submissions (id, email, company, company_url, primary_archetype, secondary_archetype, scores, sub_archetype_scores, created_at, access_token_hash, company_archetype, company_archetype_confidence, company_analysis) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    [
      id,
      `${id}@example.com`,
      'Carewell Co',
      'https://carewell.example/',
      primary,
      'Scholar',
      JSON.stringify({ [primary]: 10 }),
      '{}',
      Date.now(),
      createHash('sha256').update(accessToken).digest('hex'),
      WATCHED_ANALYSIS.archetype,
      WATCHED_ANALYSIS.confidence,
      JSON.stringify(WATCHED_ANALYSIS),
    ],
  );
  return { id, accessToken, companyAnalysis: WATCHED_ANALYSIS };
}

export interface SeedReading {
  daysAgo: number;
  error?: string;
  archetype?: ArchetypeName;
  headline?: string;
  alignment?: 'aligned' | 'gap';
  palette?: { name: string; hex: string }[];
  changes?: WatchChange[];
}

const DAY = 24 * 60 * 60 * 1000;

/** Gives a stored result a website and its company analysis, as the company-analysis route leaves it. */
export async function giveAnalysis(execute: Execute, submissionId: string) {
  await execute(
    'UPDATE quiz_submissions SET company_url = ?, company_analysis = ?, company_archetype = ?, company_archetype_confidence = ? WHERE id = ?',
    ['https://carewell.example/', JSON.stringify(WATCHED_ANALYSIS), WATCHED_ANALYSIS.archetype, WATCHED_ANALYSIS.confidence, submissionId],
  );
  return WATCHED_ANALYSIS;
}

/** Readings written as the watch engine writes them. */
export async function seedReadings(execute: Execute, watchId: string, readings: SeedReading[]) {
  for (const r of readings) {
    await execute(
      'INSERT INTO website_readings (id, watch_id, read_at, error, archetype, sub_archetype, confidence, runner_up, palette, headline, primary_cta, passages, alignment, changes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [
        crypto.randomUUID(),
        watchId,
        Date.now() - r.daysAgo * DAY,
        r.error ?? null,
        r.error ? null : (r.archetype ?? 'The Caregiver'),
        r.error ? null : 'Nurturer',
        r.error ? null : 0.8,
        null,
        r.error ? null : JSON.stringify(r.palette ?? [{ name: 'Teal', hex: '#0f766e' }]),
        r.error ? null : (r.headline ?? 'We look after you'),
        r.error ? null : 'Get support',
        r.error ? null : '[]',
        r.error ? null : (r.alignment ?? 'gap'),
        r.error ? null : JSON.stringify(r.changes ?? []),
      ],
    );
  }
}

/** A watch written directly (for pages that need one without the opt-in), begun `daysAgo` days ago. */
export async function seedWatch(execute: Execute, submissionId: string, daysAgo = 70): Promise<string> {
  const id = createHash('sha256').update(crypto.randomUUID()).digest('base64url').slice(0, 22);
  const began = Date.now() - daysAgo * DAY;
  await execute(
    'INSERT INTO website_watches (id, submission_id, url, host, consent_at, status, attempts, next_attempt_at, version, queued_at, created_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?, 1, ?, ?)',
    [id, submissionId, 'https://carewell.example/', 'carewell.example', began, 'pending', Date.now() + 10 * DAY, began, began],
  );
  return id;
}

/** Two good readings (a drift from The Caregiver to The Hero) and a failed one, newest last. */
export const DRIFT: SeedReading[] = [
  { daysAgo: 40, archetype: 'The Caregiver', headline: 'We look after you', alignment: 'gap' },
  {
    daysAgo: 10,
    archetype: 'The Hero',
    headline: 'Win every day',
    alignment: 'gap',
    palette: [{ name: 'Red', hex: '#b91c1c' }],
    changes: [
      { kind: 'archetype', from: 'The Caregiver', to: 'The Hero' },
      { kind: 'headline', from: 'We look after you', to: 'Win every day' },
      { kind: 'palette', added: ['#b91c1c'], removed: ['#0f766e'] },
    ],
  },
  { daysAgo: 1, error: 'The website could not be reached.' },
];
