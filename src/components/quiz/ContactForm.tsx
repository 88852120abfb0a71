import { useStore } from '@nanostores/react';
import { useState, type SubmitEvent } from 'react';
import { $quiz, type Contact } from '../../stores/quiz.ts';
import { submitQuiz } from '../../stores/submit.ts';
import { checkWebsiteUrl } from '../../domain/website-url.ts';

export function ContactForm() {
  const saved = useStore($quiz).contact;
  const [contact, setContact] = useState<Contact>(saved);
  const set = (patch: Partial<Contact>) => setContact((c) => ({ ...c, ...patch }));

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (contact.includeWebsite) {
      const checked = checkWebsiteUrl(contact.companyUrl);
      const field = event.currentTarget.elements.namedItem('companyUrl') as HTMLInputElement | null;
      field?.setCustomValidity(checked.ok ? '' : checked.message);
      if (!checked.ok) return void field?.reportValidity();
    }
    void submitQuiz(contact);
  };

  return (
    <section className="card contact" aria-labelledby="contact-title">
      <h2 id="contact-title" data-step-heading tabIndex={-1}>
        Almost there: where should we send your results?
      </h2>
      <p>We'll show your archetype right away. Share your website and we'll analyze your brand too.</p>
      <form onSubmit={onSubmit} className="form">
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
          />
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
          />
        </div>
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
        {contact.includeWebsite && (
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
              onChange={(e) => {
                e.currentTarget.setCustomValidity('');
                set({ companyUrl: e.target.value });
              }}
            />
          </div>
        )}
        <button type="submit" className="button button--primary button--large">
          See My Results
        </button>
      </form>
    </section>
  );
}
