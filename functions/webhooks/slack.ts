/**
 * A delivery to a Slack incoming webhook: the stored envelope ({ id, type, version, createdAt, data }) as a readable
 * message. Pure. Every value a visitor typed or a crawled site said is escaped for Slack (&, <, >), so nobody can
 * post a link, a mention (<!channel>) or a fake button through a company name.
 */
import { clipText } from '../../src/domain/clip-text.ts';

export interface SlackMessage {
  /** The notification and fallback text. */
  text: string;
  blocks: SlackBlock[];
}

export type SlackBlock =
  { type: 'section'; text: { type: 'mrkdwn'; text: string } } | { type: 'context'; elements: { type: 'mrkdwn'; text: string }[] };

/** Longer values are cut: a message stays readable, and within Slack's 3000 characters per section. */
const MAX_VALUE = 200;

/** Slack's control characters, as its docs ask: the only three that need escaping. */
export function escapeSlack(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** A visitor's or site's value as Slack text: single line, cut, escaped. */
function v(value: unknown): string {
  const text = String(value ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return escapeSlack(clipText(text, MAX_VALUE, '…'));
}

/** A link in Slack's <url|label> form; only http(s), and nothing in the url that could end it early. */
function link(url: unknown, label: string): string | null {
  if (typeof url !== 'string') return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  return `<${escapeSlack(parsed.href).replaceAll('|', '%7C')}|${escapeSlack(label)}>`;
}

interface Summary {
  primary?: string;
  subArchetype?: string;
  company?: string | null;
  email?: string;
  adminReportUrl?: string;
}

type Data = Record<string, unknown> & { submission?: Summary };

const who = (s: Summary | undefined) => (s?.email ? v(s.email) : 'A visitor');
const archetype = (s: Summary | undefined) => (s?.primary ? `*${v(s.primary)}*${s.subArchetype ? ` (${v(s.subArchetype)})` : ''}` : 'an archetype');
const atCompany = (s: Summary | undefined) => (s?.company ? ` at ${v(s.company)}` : '');
const percent = (n: unknown) => (typeof n === 'number' ? ` (${Math.round(n * 100)} % confidence)` : '');

interface Analysis {
  companyArchetype?: string;
  subArchetype?: string | null;
  confidence?: number;
}

function companyLine(analysis: Analysis | undefined, alignment?: unknown, s?: Summary): string | null {
  if (!analysis?.companyArchetype) return null;
  const sub = analysis.subArchetype ? ` (${v(analysis.subArchetype)})` : '';
  const aligned = alignmentLine(alignment, s);
  return `Company archetype: *${v(analysis.companyArchetype)}*${sub}${percent(analysis.confidence)}.${aligned ? ` ${aligned}` : ''}`;
}

/** The event's alignment in words; 'uncertain' says no verdict rather than "aligned" or "a gap". */
function alignmentLine(alignment: unknown, s?: Summary): string | null {
  switch (alignment) {
    case 'aligned':
      return `It is aligned with ${s?.primary ? v(s.primary) : 'the visitor'}.`;
    case 'gap':
      return `There is a gap with ${s?.primary ? v(s.primary) : "the visitor's archetype"}.`;
    case 'uncertain':
      return 'The reading is too uncertain to judge whether it is aligned with the visitor.';
    default:
      return null;
  }
}

/** The headline and the detail lines of one event type. */
function describe(type: string, data: Data): { headline: string; lines: (string | null)[] } {
  const s = data.submission;
  switch (type) {
    case 'submission.created':
      return { headline: `${who(s)}${atCompany(s)} finished the quiz: ${archetype(s)}.`, lines: [] };
    case 'company_analysis.completed':
      return {
        headline: `Website analyzed for ${who(s)}${atCompany(s)} (${archetype(s)}).`,
        lines: [`Website: ${v(data.website)}`, companyLine(data.analysis as Analysis, data.alignment, s)],
      };
    case 'report.emailed':
      return { headline: `${who(s)}${atCompany(s)} was emailed their report: ${archetype(s)}.`, lines: [] };
    case 'result.shared':
      return { headline: `${who(s)}${atCompany(s)} shared their result: ${archetype(s)}.`, lines: [link(data.shareUrl, 'Open the shared result')] };
    case 'team.member_joined': {
      const team = (data.team ?? {}) as { name?: string; memberCount?: number };
      const member = (data.member ?? {}) as { name?: string };
      return {
        headline: `${v(member.name) || 'Someone'} joined the team ${v(team.name)}: ${archetype(s)}.`,
        lines: [typeof team.memberCount === 'number' ? `The team has ${team.memberCount} member${team.memberCount === 1 ? '' : 's'}.` : null],
      };
    }
    case 'competitor.added': {
      const competitor = (data.competitor ?? {}) as Analysis & { host?: string };
      return {
        headline: `${who(s)}${atCompany(s)} added a competitor: ${v(competitor.host)}.`,
        lines: [companyLine(competitor, undefined)?.replace('Company archetype', "The competitor's archetype") ?? null],
      };
    }
    case 'website.changed': {
      const before = (data.previous ?? {}) as { archetype?: string };
      const now = (data.current ?? {}) as { archetype?: string; confidence?: number; headline?: string | null };
      const kinds = Array.isArray(data.changes) ? (data.changes as { kind?: string }[]).map((c) => v(c.kind)).join(', ') : '';
      return {
        headline: `The watched website of ${who(s)}${atCompany(s)} changed: ${v(data.url)}.`,
        lines: [
          before.archetype === now.archetype
            ? `Company archetype: still *${v(now.archetype)}*${percent(now.confidence)}.`
            : `Company archetype: *${v(before.archetype)}* → *${v(now.archetype)}*${percent(now.confidence)}.`,
          kinds ? `What changed: ${kinds}.` : null,
          alignmentLine(data.alignment, s),
        ],
      };
    }
    case 'submission.erased':
      return { headline: `A submission was erased (by ${v(data.reason)}); delete your copy of ${v(data.submissionId)} too.`, lines: [] };
    case 'webhook.test':
      return { headline: `Test event: ${v(data.message) || 'this endpoint receives webhooks.'}`, lines: [] };
    default:
      return { headline: `Event ${v(type)}.`, lines: [] };
  }
}

/** The Slack message for one stored envelope (the JSON body a 'standard' endpoint would get). */
export function slackMessage(envelope: { type: string; data?: unknown }): SlackMessage {
  const data = (envelope.data && typeof envelope.data === 'object' ? envelope.data : {}) as Data;
  const { headline, lines } = describe(envelope.type, data);
  const report = link(data.submission?.adminReportUrl, 'Open the admin report');
  const body = [headline, ...lines.filter((l): l is string => Boolean(l))].join('\n');
  const blocks: SlackBlock[] = [{ type: 'section', text: { type: 'mrkdwn', text: body } }];
  if (report) blocks.push({ type: 'context', elements: [{ type: 'mrkdwn', text: report }] });
  return { text: headline, blocks };
}
