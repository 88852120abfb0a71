import type { InferRequestType } from 'hono/client';
import { api, ApiError, call } from '../lib/api.ts';
import { RESULTS_PAUSE_MS } from '../domain/quiz/timing.ts';
import { checkWebsiteUrl } from '../domain/website-url.ts';
import { $quiz, allAnswers, attemptKeyFor, saveContact, setPhase, setSubmission, type Contact, type Submission } from './quiz.ts';
import { toast } from './toasts.ts';
import type { CompanyAnalysis } from '../domain/quiz/results.ts';

type Created = Omit<Submission, 'companyAnalysis'>;
type SubmissionBody = InferRequestType<ReturnType<typeof api>['submissions']['$post']>['json'];

/** The server crawls the stored website; a failure only means the results show without the company section. */
async function analyzeCompany({ id, accessToken }: Created): Promise<CompanyAnalysis | null> {
  try {
    const { companyAnalysis } = await call(api().submissions[':id']['company-analysis'].$post({ param: { id }, json: { accessToken } }));
    return companyAnalysis;
  } catch (err) {
    console.warn('Website analysis failed; showing results without it.', err);
    return null;
  }
}

/** Network failures and a busy or restarting server are worth a retry; a 4xx answer will not change. */
const RETRY_DELAYS_MS = [1000, 3000];
const isTransient = (err: unknown) => !(err instanceof ApiError) || [502, 503, 504].includes(err.status);

/** Posts the submission, retrying transient failures with the same Idempotency-Key: at most one row is stored. */
async function postSubmission(body: SubmissionBody): Promise<Created> {
  const json = JSON.stringify(body);
  const key = attemptKeyFor(json);
  for (let attempt = 0; ; attempt++) {
    try {
      return await call(api().submissions.$post({ json: body, header: { 'idempotency-key': key } }));
    } catch (err) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined || !isTransient(err)) throw err;
      await new Promise((r) => setTimeout(r, delay));
    }
  }
}

/**
 * Sends contact and answers (never scores: the server computes them), then shows
 * the results after the spec's 1 s pause. On failure the form comes back, filled in.
 */
export async function submitQuiz(contact: Contact): Promise<void> {
  saveContact(contact);
  setPhase('submitting');
  // Sent in the one normal form ('acme.com' → 'https://acme.com/'); the form keeps what the visitor typed.
  const checked = checkWebsiteUrl(contact.companyUrl);
  const companyUrl = contact.includeWebsite ? (checked.ok ? checked.url : contact.companyUrl.trim()) : null;
  try {
    const created = await postSubmission({
      email: contact.email,
      company: contact.company,
      companyUrl,
      answers: allAnswers($quiz.get()),
    });
    toast('Success!', companyUrl ? 'Your results have been saved. Analyzing your website now...' : 'Your results have been saved.');
    const companyAnalysis = companyUrl ? await analyzeCompany(created) : null;
    setSubmission({ ...created, companyAnalysis });
    await new Promise((r) => setTimeout(r, RESULTS_PAUSE_MS));
    setPhase('results');
  } catch {
    toast('Error', 'Failed to submit your information. Please try again.', 'destructive');
    setPhase('contact');
  }
}
