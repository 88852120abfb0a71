import { checkWebsiteUrl } from '../website-url.ts';

export type ContactField = 'email' | 'company' | 'companyUrl';
export type ContactErrors = Partial<Record<ContactField, string>>;

export interface ContactInput {
  email: string;
  company: string;
  includeWebsite: boolean;
  companyUrl: string;
}

/** Fields in the order the form shows them, so the first error is the first field to fix. */
export const CONTACT_FIELDS: readonly ContactField[] = ['email', 'company', 'companyUrl'];

// The shape the server's email check accepts: dot-separated local words, '@', a domain with a 2+ letter ending.
const EMAIL = /^(?:[\w'+-]+\.)*[\w'+-]*[\w+-]@(?:[a-z0-9][a-z0-9-]*\.)+[a-z]{2,}$/i;

/** What is wrong with an email address as typed, in the quiz's words (the admin forms say the same); undefined when nothing. */
export function emailProblem(value: string): string | undefined {
  const email = value.trim();
  if (!email) return 'Please enter your email address.';
  if (email.length > 254 || !EMAIL.test(email)) return 'Please enter a valid email address.';
  return undefined;
}

/** The contact form's rules (spec section 5): email required and valid, company required, website valid when asked for. */
export function validateContact(c: ContactInput): ContactErrors {
  const errors: ContactErrors = {};
  const email = emailProblem(c.email);
  if (email) errors.email = email;
  if (!c.company.trim()) errors.company = 'Please enter your company name.';
  if (c.includeWebsite) {
    const checked = checkWebsiteUrl(c.companyUrl);
    if (!checked.ok) errors.companyUrl = checked.message;
  }
  return errors;
}

/**
 * Why the server refused the website, when it did: it checks what the browser cannot (ports 80 and 443, no private
 * or local address, as the website analysis would) and answers 400 'companyUrl: …'. Undefined for any other failure.
 */
export function websiteRefusal(status: number, message: string): string | undefined {
  const prefix = 'companyUrl: ';
  return status === 400 && message.startsWith(prefix) ? message.slice(prefix.length) : undefined;
}
