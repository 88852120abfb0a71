import { postJson } from '../lib/api.ts';
import { RESULTS_PAUSE_MS } from '../domain/quiz/timing.ts';
import { $quiz, allAnswers, saveContact, setPhase, setSubmission, type Contact, type Submission } from './quiz.ts';
import { toast } from './toasts.ts';
import type { CompanyAnalysis } from '../domain/quiz/results.ts';

type Created = Omit<Submission, 'companyAnalysis'>;

/** The server crawls the stored website; a failure only means the results show without the company section. */
async function analyzeCompany({ id, accessToken }: Created): Promise<CompanyAnalysis | null> {
  try {
    const { companyAnalysis } = await postJson<{ companyAnalysis: CompanyAnalysis | null }>(
      `/api/submissions/${encodeURIComponent(id)}/company-analysis`,
      { accessToken },
    );
    return companyAnalysis;
  } catch (err) {
    console.warn('Website analysis failed; showing results without it.', err);
    return null;
  }
}

/**
 * Sends contact and answers (never scores: the server computes them), then shows
 * the results after the spec's 1 s pause. On failure the form comes back, filled in.
 */
export async function submitQuiz(contact: Contact): Promise<void> {
  saveContact(contact);
  setPhase('submitting');
  const companyUrl = contact.includeWebsite ? contact.companyUrl.trim() : null;
  try {
    const created = await postJson<Created>('/api/submissions', {
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
