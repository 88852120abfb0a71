import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { quizAnswers, quizSubmissions as s, type QuizSubmissionRow } from '../../db/schema.ts';
import type { DashboardFilter, DashboardPage, DashboardRow, DashboardStats, SubmissionReport } from '../../src/domain/admin/types.ts';
import { readingsOf } from '../../src/domain/analysis-readings.ts';
import type { ArchetypeName } from '../../src/domain/archetypes/types.ts';
import type { CompanyAnalysis } from '../../src/domain/quiz/results.ts';
import { listCompetitors } from '../competitors/service.ts';
import { ApiError } from '../lib/errors.ts';
import { filterCondition } from './query.ts';
import type { ListQuery } from './schema.ts';

const rowColumns = {
  id: s.id,
  createdAt: s.createdAt,
  email: s.email,
  company: s.company,
  companyUrl: s.companyUrl,
  primaryArchetype: s.primaryArchetype,
  secondaryArchetype: s.secondaryArchetype,
  companyArchetype: s.companyArchetype,
  companyArchetypeConfidence: s.companyArchetypeConfidence,
};

type SelectedRow = Omit<DashboardRow, 'createdAt'> & { createdAt: Date };
const toDashboardRow = ({ createdAt, ...row }: SelectedRow): DashboardRow => ({ ...row, createdAt: createdAt.toISOString() });

// Newest first; rowid breaks ties in the order the created_at index already keeps, so paging
// never sorts (an id tie-breaker made page 2,000 read 50,000 rows to sort them).
const rowid = sql`${s}.rowid`;
const newestFirst = [desc(s.createdAt), desc(rowid)];

const countRows = async (db: Database, where?: SQL) => ((await db.select({ n: count() }).from(s).where(where)) as [{ n: number }])[0].n;

/** One page of the filtered submissions, newest first, with the filtered total. */
export async function listSubmissions(db: Database, { page, pageSize, ...filter }: ListQuery): Promise<DashboardPage> {
  const skip = (page - 1) * pageSize;
  const total = await countRows(db, filterCondition(filter));
  if (skip >= total) return { rows: [], total, page, pageSize };
  // A search matching a large share of the rows fills its page after reading about
  // (skip + pageSize) × all / total rows in date order; sorting every match costs about total.
  const dense = filter.q !== '' && (skip + pageSize) * (await countRows(db)) < total * total;
  const rows = await db
    .select(rowColumns)
    .from(s)
    .where(filterCondition(filter, { searchIndexes: !dense }))
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset(skip);
  return { rows: rows.map(toDashboardRow), total, page, pageSize };
}

/** The three dashboard figures, each counted by the database over every row through an index. */
export async function getStats(db: Database): Promise<DashboardStats> {
  const [row] = await db.all<{ total: number; unique_emails: number; with_analysis: number }>(sql`
    select
      (select count(*) from ${s}) as total,
      (select count(distinct ${s.email}) from ${s}) as unique_emails,
      (select count(*) from ${s} where ${s.companyArchetype} is not null) as with_analysis`);
  return {
    totalSubmissions: Number(row?.total ?? 0),
    uniqueEmails: Number(row?.unique_emails ?? 0),
    withCompanyAnalysis: Number(row?.with_analysis ?? 0),
  };
}

/** Every filtered row, newest first, read in batches (keyset paging keeps each batch an index seek). */
export async function* allSubmissions(db: Database, filter: DashboardFilter, batchSize = 1000): AsyncGenerator<DashboardRow[]> {
  const where = filterCondition(filter);
  let last: { createdAt: Date; rowid: number } | undefined;
  for (;;) {
    const after = last ? sql`(${s.createdAt}, ${rowid}) < (${last.createdAt.getTime()}, ${last.rowid})` : undefined;
    const rows = await db
      .select({ ...rowColumns, rowid: sql<number>`${rowid}` })
      .from(s)
      .where(and(where, after))
      .orderBy(...newestFirst)
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map(({ rowid: _, ...row }) => toDashboardRow(row));
    if (rows.length < batchSize) return;
    last = rows[rows.length - 1];
  }
}

/** Stored analysis as the results view expects it; tolerant of older or partial rows. */
function companyAnalysisOf(row: QuizSubmissionRow): CompanyAnalysis | null {
  const stored = row.companyAnalysis as Partial<CompanyAnalysis> | null;
  const archetype = typeof stored?.archetype === 'string' ? stored.archetype : row.companyArchetype;
  if (!archetype) return null;
  const confidence = typeof stored?.confidence === 'number' ? stored.confidence : (row.companyArchetypeConfidence ?? 0);
  const readings = readingsOf(stored?.readings);
  return {
    archetype,
    ...(typeof stored?.subArchetype === 'string' ? { subArchetype: stored.subArchetype } : {}),
    confidence,
    reasoning: typeof stored?.reasoning === 'string' ? stored.reasoning : '',
    keyIndicators: Array.isArray(stored?.keyIndicators) ? stored.keyIndicators.filter((k): k is string => typeof k === 'string') : [],
    ...(readings.length ? { readings } : {}),
  };
}

/** A stored submission rebuilt into the quiz's Results object, with its answers; 404 when gone. */
export async function getSubmissionReport(db: Database, id: string): Promise<SubmissionReport> {
  const row = await db.query.quizSubmissions.findFirst({ where: eq(s.id, id) });
  if (!row) throw new ApiError('not_found', 'Submission not found.');
  const answers = await db
    .select({ questionId: quizAnswers.questionId, questionText: quizAnswers.questionText, selectedOptionText: quizAnswers.selectedOptionText })
    .from(quizAnswers)
    .where(eq(quizAnswers.submissionId, id))
    .orderBy(asc(quizAnswers.id));
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    email: row.email,
    company: row.company,
    companyUrl: row.companyUrl,
    source: {
      label: row.source,
      utmSource: row.utmSource,
      utmMedium: row.utmMedium,
      utmCampaign: row.utmCampaign,
      referrerHost: row.referrerHost,
      embedOrigin: row.embedOrigin,
    },
    results: {
      primary: row.primaryArchetype as ArchetypeName,
      subArchetype: row.secondaryArchetype,
      scores: row.scores,
      subArchetypeScores: row.subArchetypeScores,
    },
    companyAnalysis: companyAnalysisOf(row),
    competitors: await listCompetitors(db, id),
    answers,
  };
}
