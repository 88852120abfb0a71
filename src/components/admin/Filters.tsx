import { useEffect, useRef, useState } from 'react';
import { ARCHETYPE_NAMES } from '../../domain/archetypes/types.ts';
import type { DashboardFilter } from '../../domain/admin/types.ts';
import { filterQuery, setFilter } from '../../stores/dashboard.ts';

const SEARCH_DELAY_MS = 300;

/** Search (email, domain or company prefix), archetype filter and the CSV export of what they select. */
export function Filters({ q, archetype }: DashboardFilter) {
  const [text, setText] = useState(q);
  // The search sent last; the box follows q only when it changes from elsewhere (the address bar).
  const sent = useRef(q);
  useEffect(() => {
    if (q !== sent.current) {
      sent.current = q;
      setText(q);
    }
  }, [q]);
  useEffect(() => {
    const next = text.trim();
    if (next === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = next;
      setFilter({ q: next });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const query = filterQuery({ q, archetype });
  return (
    <div className="admin-filters" role="search">
      <div className="field">
        <label htmlFor="admin-search">Search by email or company</label>
        <input
          id="admin-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="e.g. jane@, gmail.com, Acme"
          maxLength={200}
        />
      </div>
      <div className="field">
        <label htmlFor="admin-archetype">Primary archetype</label>
        <select id="admin-archetype" value={archetype} onChange={(e) => setFilter({ archetype: e.target.value })}>
          <option value="">All archetypes</option>
          {ARCHETYPE_NAMES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <a className="button button--secondary" href={`/api/admin/submissions.csv${query ? `?${query}` : ''}`} download>
        Export CSV
      </a>
    </div>
  );
}
