import { useStore } from '@nanostores/react';
import { useState, type SubmitEvent } from 'react';
import { CONTACT_FIELDS, validateContact, type ContactErrors, type ContactField } from '../../domain/quiz/contact.ts';
import { CONTACT_NOTICE } from '../../domain/privacy/notice.ts';
import { $quiz, saveContact, type Contact } from '../../stores/quiz.ts';
import { previous } from '../../stores/quiz-history.ts';
import { submitQuiz } from '../../stores/submit.ts';
import { $pendingInvite } from '../../stores/pending-invite.ts';
import { JoiningTeamNote } from '../team-invite/JoiningTeamNote.tsx';

const FIELD_IDS: Record<ContactField, string> = { email: 'contact-email', company: 'contact-company', companyUrl: 'contact-url' };

/** The inline message under a field, and the attributes that tie the field to it. */
function describe(errors: ContactErrors, field: ContactField, extra?: string) {
  const error = errors[field];
  const ids = [error && `${FIELD_IDS[field]}-error`, extra].filter(Boolean).join(' ');
  return {
    input: { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined },
    message: error ? (
      <p id={`${FIELD_IDS[field]}-error`} className="field__error">
        {error}
      </p>
    ) : null,
  };
}

export function ContactForm() {
  const saved = useStore($quiz).contact;
  // Joining a team: its website is the team's, so this form asks for none.
  const invite = useStore($pendingInvite);
  const [contact, setContact] = useState<Contact>(saved);
  // Messages appear on the first submit, then follow the visitor's edits.
  const [submitted, setSubmitted] = useState(false);
  const checked = invite ? { ...contact, includeWebsite: false } : contact;
  const errors = submitted ? validateContact(checked) : {};
  const set = (patch: Partial<Contact>) => {
    const next = { ...contact, ...patch };
    setContact(next);
    saveContact(next);
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const first = CONTACT_FIELDS.find((field) => validateContact(checked)[field]);
    if (first) return document.getElementById(FIELD_IDS[first])?.focus();
    void submitQuiz(contact);
  };

  const email = describe(errors, 'email', 'contact-email-note');
  const company = describe(errors, 'company');
  const url = describe(errors, 'companyUrl');

  return (
    <section className="card contact" aria-labelledby="contact-title">
      <h1 id="contact-title" className="quiz-step__title" data-step-heading tabIndex={-1}>
        Almost there: tell us who you are
      </h1>
      {invite ? (
        <JoiningTeamNote invite={invite} />
      ) : (
        <p>
          Your archetype appears on the next screen, where you can also email the full report to yourself. Share your website and we'll analyze the
          brand it projects too.
        </p>
      )}
      <form onSubmit={onSubmit} className="form" noValidate>
        <div className="field">
          <label htmlFor="contact-email">Email Address *</label>
          <input
            id="contact-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            value={contact.email}
            onChange={(e) => set({ email: e.target.value })}
            {...email.input}
          />
          {email.message}
          <p id="contact-email-note" className="field__note">
            Used to save your results and follow up. <a href="/privacy">Privacy Policy</a>
          </p>
        </div>
        <div className="field">
          <label htmlFor="contact-company">Company Name *</label>
          <input
            id="contact-company"
            name="company"
            type="text"
            required
            autoComplete="organization"
            maxLength={200}
            value={contact.company}
            onChange={(e) => set({ company: e.target.value })}
            {...company.input}
          />
          {company.message}
        </div>
        {!invite && (
          <div className="field field--switch">
            <button
              id="contact-website-toggle"
              type="button"
              role="switch"
              aria-checked={contact.includeWebsite}
              className="switch"
              onClick={() => set({ includeWebsite: !contact.includeWebsite })}
            >
              <span className="switch__thumb" />
            </button>
            <label htmlFor="contact-website-toggle">Analyze my company website too</label>
          </div>
        )}
        {contact.includeWebsite && !invite && (
          <div className="field">
            <label htmlFor="contact-url">Company Website URL *</label>
            <input
              id="contact-url"
              name="companyUrl"
              type="text"
              inputMode="url"
              autoComplete="url"
              required
              placeholder="example.com"
              maxLength={2048}
              value={contact.companyUrl}
              onChange={(e) => set({ companyUrl: e.target.value })}
              {...url.input}
            />
            {url.message}
          </div>
        )}
        <p id="contact-notice" className="field__note contact__notice">
          {CONTACT_NOTICE}
        </p>
        <div className="contact__actions">
          <button type="button" className="button button--secondary" onClick={previous}>
            <span aria-hidden="true">←</span> Previous
          </button>
          <button type="submit" className="button button--primary button--large" aria-describedby="contact-notice">
            See My Results
          </button>
        </div>
      </form>
    </section>
  );
}
