import type { InferRequestType } from 'hono/client';
import { api, ApiCallError, call } from '../lib/api.ts';
import { RESULTS_PAUSE_MS } from '../domain/quiz/timing.ts';
import { checkWebsiteUrl } from '../domain/website-url.ts';
import { websiteRefusal } from '../domain/quiz/contact.ts';
import { $quiz, allAnswers, attemptKeyFor, saveContact, setPhase, setSubmission, type Contact, type Submission } from './quiz.ts';
import { PRIVACY_NOTICE_VERSION } from '../domain/privacy/notice.ts';
import { dismissToast, showToast, toast } from './toasts.ts';
import { quizIsEmbedded } from './funnel.ts';
import { visitSource } from './visit-source.ts';
import { noteAnalysisOutcome, requestCompanyAnalysis } from './company-analysis.ts';
import { $pendingInvite } from './pending-invite.ts';
import { joinTeam } from './team.ts';

type Created = Omit<Submission, 'companyAnalysis'>;
type SubmissionBody = InferRequestType<ReturnType<typeof api>['submissions']['$post']>['json'];

/** Network failures and a busy or restarting server are worth a retry; a 4xx answer will not change. */
const RETRY_DELAYS_MS = [1000, 3000];
const isTransient = (err: unknown) => !(err instanceof ApiCallError) || [502, 503, 504].includes(err.status);

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

let savedToast: number | null = null;

/** The "saved… analyzing" toast describes work the results show finished: they dismiss it when they appear. */
export function dismissSavedToast(): void {
  if (savedToast !== null) dismissToast(savedToast);
  savedToast = null;
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
  // A team's member sends no website: the team's is analysed once, with the owner's result.
  const invite = $pendingInvite.get();
  const companyUrl = contact.includeWebsite && !invite ? (checked.ok ? checked.url : contact.companyUrl.trim()) : null;
  try {
    const created = await postSubmission({
      email: contact.email,
      company: contact.company,
      companyUrl,
      answers: allAnswers($quiz.get()),
      source: visitSource(quizIsEmbedded()),
      // Sending the form is the consent: the form shows the notice of this version (ContactForm).
      consent: { noticeVersion: PRIVACY_NOTICE_VERSION },
    });
    savedToast = showToast('Success!', companyUrl ? 'Your results have been saved. Analyzing your website now...' : 'Your results have been saved.');
    // A failed analysis leaves the results without the company section, and a notice with a retry in its place.
    const analysis = companyUrl ? await requestCompanyAnalysis(created) : null;
    if (analysis) noteAnalysisOutcome(created.id, analysis);
    // Joined (or not, with the reason) before the results show, so they show the team from their first frame.
    if (invite) await joinTeam(invite, created);
    setSubmission({ ...created, companyAnalysis: analysis?.ok ? analysis.companyAnalysis : null });
    await new Promise((r) => setTimeout(r, RESULTS_PAUSE_MS));
    setPhase('results');
  } catch (err) {
    // A website the analysis would refuse is refused when sent: say why, so the visitor can fix it in the form.
    const refusal = err instanceof ApiCallError ? websiteRefusal(err.status, err.message) : undefined;
    toast('Error', refusal ? `Please check your website address: ${refusal}` : 'Failed to submit your information. Please try again.', 'destructive');
    setPhase('contact');
  }
}
