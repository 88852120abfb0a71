import { atom } from 'nanostores';
import type { AnalysisFailure } from '../domain/analysis-failure.ts';
import type { CompanyAnalysis } from '../domain/quiz/results.ts';
import { api, ApiCallError, call } from '../lib/api.ts';
import { persist } from './persist.ts';
import type { Submission } from './quiz.ts';

/** A failed website analysis, kept beside the quiz state (which persists the submission) and tied to its submission. */
export interface FailedAnalysis {
  submissionId: string;
  failure: AnalysisFailure;
}

export const $failedAnalysis = atom<FailedAnalysis | null>(null);

const isFailedAnalysis = (v: unknown): v is FailedAnalysis | null => {
  const f = v as FailedAnalysis | null;
  return f === null || (typeof f?.submissionId === 'string' && typeof f.failure?.code === 'string' && typeof f.failure.failedAt === 'number');
};
persist($failedAnalysis, 'brand-archetype:company-analysis:v1', isFailedAnalysis);

type Outcome = { ok: true; companyAnalysis: CompanyAnalysis | null } | { ok: false; failure: AnalysisFailure };

/** An error without the API's envelope (a proxy's page) still says something by its status. */
const codeOf = (err: ApiCallError) =>
  err.code ?? ({ 429: 'rate_limited', 503: 'busy', 504: 'timeout' } as Record<number, string>)[err.status] ?? 'internal_error';

/** The server crawls the website stored with the submission: the one call for the first run and every retry. */
export async function requestCompanyAnalysis({ id, accessToken }: Pick<Submission, 'id' | 'accessToken'>): Promise<Outcome> {
  let retryAfter: number | undefined;
  try {
    const response = await api().submissions[':id']['company-analysis'].$post({ param: { id }, json: { accessToken } });
    const seconds = Number(response.headers.get('retry-after'));
    if (seconds > 0) retryAfter = seconds;
    const { companyAnalysis } = await call(Promise.resolve(response));
    return { ok: true, companyAnalysis };
  } catch (err) {
    return { ok: false, failure: { code: err instanceof ApiCallError ? codeOf(err) : 'network', retryAfter, failedAt: Date.now() } };
  }
}

/** Keeps (or, after a success, clears) the failure shown in the company section's place. */
export function noteAnalysisOutcome(submissionId: string, outcome: Outcome): void {
  $failedAnalysis.set(outcome.ok ? null : { submissionId, failure: outcome.failure });
}
