import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { quizSubmissions as s } from '../../db/schema.ts';
import type { DashboardFilter } from '../../src/domain/admin/types.ts';

// Above every character, so [q, q + TOP) is "starts with q" as a range an index can seek.
const TOP = '\u{10FFFF}';

/*
 * Search is a case-insensitive prefix match on the email, the email's domain or the company,
 * each served by an index (quiz_submissions_email_idx, _email_domain_idx from migration
 * 0003, _company_lower_idx): a LIKE '%q%' scan would read all rows on every keystroke.
 * The expressions below must stay exactly those of the indexes. SQLite's lower() folds
 * ASCII only, so 'Ü' matches 'Ü' but not 'ü'.
 */
const emailDomain = sql`substr(${s.email}, instr(${s.email}, '@') + 1)`;
const companyLower = sql`lower(${s.company})`;

// A unary + hides the expression from the planner, which then walks the date index instead.
function startsWith(expr: SQL | typeof s.email, prefix: string, indexed: boolean): SQL {
  return indexed ? sql`(${expr} >= ${prefix} and ${expr} < ${prefix + TOP})` : sql`(+${expr} >= ${prefix} and +${expr} < ${prefix + TOP})`;
}

/**
 * The WHERE clause of the dashboard's search and archetype filter (undefined: every row).
 * `searchIndexes: false` is for searches that match many rows: reading newest-first until a
 * page is full beats collecting every match to sort it.
 */
export function filterCondition({ q, archetype }: DashboardFilter, { searchIndexes = true } = {}): SQL | undefined {
  const conditions: SQL[] = [];
  // Emails are stored lower-cased; a leading '@' means "this domain".
  const prefix = q.trim().toLowerCase().replace(/^@+/, '');
  if (prefix) {
    const match = (expr: SQL | typeof s.email) => startsWith(expr, prefix, searchIndexes);
    conditions.push(or(match(s.email), match(emailDomain), match(companyLower))!);
  }
  if (archetype) conditions.push(eq(s.primaryArchetype, archetype));
  return conditions.length ? and(...conditions) : undefined;
}
