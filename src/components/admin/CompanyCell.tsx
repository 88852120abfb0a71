import { safeHttpUrl } from '../../domain/website-url.ts';

/** Visitor-typed text, shown as text; only an http(s) address becomes a link, opened safely in a new tab. */
export function CompanyCell({ company, companyUrl }: { company: string | null; companyUrl: string | null }) {
  const href = safeHttpUrl(companyUrl);
  return (
    <>
      <span className="admin-company">{company ?? '—'}</span>
      {href ? (
        <a className="admin-visit" href={href} target="_blank" rel="noopener noreferrer">
          Visit Site<span className="visually-hidden"> of {company ?? href} (opens in a new tab)</span>
        </a>
      ) : (
        companyUrl && <span className="admin-url">{companyUrl}</span>
      )}
    </>
  );
}
