import { postJson } from '../lib/api.ts';
import { RESULTS_PAUSE_MS } from '../domain/quiz/timing.ts';
import { $quiz, allAnswers, saveContact, setPhase, setSubmission, type Contact, type Submission } from './quiz.ts';
import { toast } from './toasts.ts';

type Created = Omit<Submission, 'companyAnalysis'>;

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
    setSubmission({ ...created, companyAnalysis: null });
    await new Promise((r) => setTimeout(r, RESULTS_PAUSE_MS));
    setPhase('results');
  } catch {
    toast('Error', 'Failed to submit your information. Please try again.', 'destructive');
    setPhase('contact');
  }
}
