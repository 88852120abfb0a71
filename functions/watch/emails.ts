import type { AlignmentKind } from '../../src/domain/alignment.ts';
import type { JudgedAlignment, WatchChange } from '../../src/domain/watch/types.ts';
import { emailHead, html, raw, type SafeHtml } from '../mail/report/markup.ts';
import { H2, TEXT } from '../mail/report/styles.ts';
import type { OutgoingMail } from '../mail/outbox.ts';

export const DRIFT_EMAIL_KIND = 'website-watch-drift';
export const ENDED_EMAIL_KIND = 'website-watch-ended';

interface WatchLinks {
  to: string;
  url: string;
  /** /w/{id}: the history page. */
  historyUrl: string;
  /** The signed one-click stop link. */
  stopUrl: string;
  /** Its List-Unsubscribe twin (oneClickStopUrl). */
  unsubscribeUrl: string;
}

export interface DriftNote extends WatchLinks {
  changes: WatchChange[];
  /** The passages behind the new reading, per archetype, strongest first. */
  passages: { archetype: string; passages: string[] }[];
  /** The new reading's alignment (src/domain/alignment.ts); 'uncertain' is said plainly. */
  alignment?: AlignmentKind | null;
}

// Only judged readings make an alignment change (src/domain/watch/drift.ts); a weak one gets UNCERTAIN_ALIGNMENT_LINE.
const alignmentWords = { aligned: 'matches your own archetype', gap: 'differs from your own archetype' } as const satisfies Record<
  JudgedAlignment,
  string
>;

/** Said when the new reading is too weak to judge alignment, so no alignment is read into it. */
export const UNCERTAIN_ALIGNMENT_LINE = `This reading is too uncertain to say whether your website matches your own archetype.`;
const quoted = (value: string | null) => (value ? `“${value}”` : 'none');

/** One line per change, in plain words (the same in the HTML and text parts). */
export function describeChange(change: WatchChange): string {
  switch (change.kind) {
    case 'archetype':
      return `Your website now reads as ${change.to} (it read as ${change.from}).`;
    case 'runnerUp':
      return `The close second reading is now ${change.to ?? 'none'} (it was ${change.from ?? 'none'}).`;
    case 'alignment':
      return `Your website now ${alignmentWords[change.to]} (it ${alignmentWords[change.from]}).`;
    case 'headline':
      return `The headline is now ${quoted(change.to)} (it was ${quoted(change.from)}).`;
    case 'cta':
      return `The main call to action is now ${quoted(change.to)} (it was ${quoted(change.from)}).`;
    case 'palette':
      return [
        change.added.length ? `New colours: ${change.added.join(', ')}.` : '',
        change.removed.length ? `Colours no longer used: ${change.removed.join(', ')}.` : '',
      ]
        .filter(Boolean)
        .join(' ');
  }
}

/** The subject names the most telling change. */
export function driftSubject(changes: WatchChange[]): string {
  const first = (kind: WatchChange['kind']) => changes.find((c) => c.kind === kind);
  const archetype = first('archetype');
  if (archetype?.kind === 'archetype') return `Your website now reads as ${archetype.to}`;
  const alignment = first('alignment');
  if (alignment?.kind === 'alignment') return `Your website now ${alignmentWords[alignment.to]}`;
  const runnerUp = first('runnerUp');
  if (runnerUp?.kind === 'runnerUp')
    return runnerUp.to ? `Your website now also reads as ${runnerUp.to}` : 'Your website reads more clearly as one archetype';
  return 'Your website’s headline changed';
}

const footer = (links: WatchLinks) => ({
  html: html`<p style="margin:16px 0 0;font-size:12px;color:#6b7280">
    You get this email because you asked us to watch ${links.url}. <a href="${links.stopUrl}">Stop watching</a> (one click).
  </p>`,
  text: ['--', `You get this email because you asked us to watch ${links.url}.`, `Stop watching (one click): ${links.stopUrl}`],
});

function page(subject: string, heading: string, content: SafeHtml): string {
  return html`<!doctype html>
    <html lang="en">
      ${emailHead(subject)}
      <body style="margin:0;padding:24px 12px;background:#f3f4f6">
        <div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:28px 32px;${raw(TEXT)}">
          <h1 style="${raw(H2)};font-size:20px">${heading}</h1>
          ${content}
        </div>
      </body>
    </html>`.value;
}

/** The note when a watched site's voice drifted: each change, the passages behind the new reading, the history. */
export function driftEmail(note: DriftNote): OutgoingMail {
  const subject = driftSubject(note.changes);
  const lines = [...note.changes.map(describeChange), ...(note.alignment === 'uncertain' ? [UNCERTAIN_ALIGNMENT_LINE] : [])];
  const passages = note.passages.filter((p) => p.passages.length);
  const end = footer(note);
  const content = html`<p style="margin:0 0 12px">We read ${note.url} again, and something changed:</p>
    <ul style="margin:0 0 12px;padding-left:20px">
      ${lines.map((line) => html`<li>${line}</li>`)}
    </ul>
    ${passages.length ? html`<p style="margin:0 0 8px">The passages behind the new reading:</p>` : ''}
    ${passages.map(
      (p) =>
        html`<p style="margin:0 0 4px"><strong>${p.archetype}</strong></p>
          <ul style="margin:0 0 12px;padding-left:20px">
            ${p.passages.map((passage) => html`<li>“${passage}”</li>`)}
          </ul>`,
    )}
    <p style="margin:0 0 12px"><a href="${note.historyUrl}">See every reading of your website</a></p>
    ${end.html}`;
  const text = [
    `We read ${note.url} again, and something changed:`,
    '',
    ...lines.map((line) => `- ${line}`),
    ...(passages.length ? ['', 'The passages behind the new reading:'] : []),
    ...passages.flatMap((p) => ['', `${p.archetype}:`, ...p.passages.map((passage) => `- “${passage}”`)]),
    '',
    `See every reading of your website: ${note.historyUrl}`,
    '',
    ...end.text,
  ].join('\n');
  return {
    kind: DRIFT_EMAIL_KIND,
    to: note.to,
    subject,
    html: page(subject, subject, content),
    text: text + '\n',
    listUnsubscribe: note.unsubscribeUrl,
  };
}

export interface EndedNote extends WatchLinks {
  /** The last reading's error, as the visitor may read it. */
  lastError: string;
  failures: number;
}

/** The one note when a watch ends because the site could not be read several times in a row. */
export function endedEmail(note: EndedNote): OutgoingMail {
  const subject = 'We stopped watching your website';
  const why = `We could not read ${note.url} ${note.failures} times in a row, so we stopped watching it.`;
  const end = footer(note);
  const content = html`<p style="margin:0 0 12px">${why}</p>
    <p style="margin:0 0 12px">The last error: ${note.lastError}</p>
    <p style="margin:0 0 12px">Its earlier readings stay on <a href="${note.historyUrl}">your website’s history page</a>.</p>
    ${end.html}`;
  const text = [
    why,
    '',
    `The last error: ${note.lastError}`,
    '',
    `Its earlier readings stay on your website’s history page: ${note.historyUrl}`,
    '',
    ...end.text,
  ].join('\n');
  return { kind: ENDED_EMAIL_KIND, to: note.to, subject, html: page(subject, subject, content), text: text + '\n' };
}
