/**
 * robots.txt as RFC 9309 reads it: the group for our product token (else '*'), Allow and
 * Disallow by longest match, '*' and '$' in paths. Written without regular expressions over the
 * file, and capped, so a hostile robots.txt costs as little as a polite one.
 */

/** The token site owners name in robots.txt to address this crawler. */
export const CRAWLER_TOKEN = 'BrandArchetypeBot';

/** The User-Agent: the product token, and where a site owner reads what it does and how to opt out. */
export function crawlerUserAgent(siteUrl?: string): string {
  return `${CRAWLER_TOKEN}/1.0 (+${siteUrl ? new URL('/bot', siteUrl).href : 'brand archetype analysis, one visit per request'})`;
}

const MAX_ROBOTS_CHARS = 500_000; // RFC 9309 asks crawlers to read at least 500 KiB
/** Matching costs at most pattern × path characters per rule, so the rules kept and the path compared are both capped. */
const MAX_RULE_CHARS = 16_384;
const MAX_PATTERN = 512;
const MAX_MATCHED_PATH = 512;

export interface RobotsRule {
  allow: boolean;
  pattern: string;
}

export interface Robots {
  rules: RobotsRule[];
  sitemaps: string[];
}

export const ALLOW_ALL: Robots = { rules: [], sitemaps: [] };
/** What an unreachable robots.txt means (RFC 9309 §2.3.1.3: a server error is a full disallow). */
export const DISALLOW_ALL: Robots = { rules: [{ allow: false, pattern: '/' }], sitemaps: [] };

interface Group {
  agents: string[];
  rules: RobotsRule[];
}

/** Parses robots.txt and keeps the rules that apply to `token`. */
export function parseRobots(text: string, token: string = CRAWLER_TOKEN): Robots {
  const groups: Group[] = [];
  const sitemaps: string[] = [];
  let current: Group | null = null;
  let lastWasAgent = false;
  let ruleChars = 0;
  for (const raw of text.slice(0, MAX_ROBOTS_CHARS).split('\n')) {
    const hash = raw.indexOf('#');
    const line = (hash === -1 ? raw : raw.slice(0, hash)).trim();
    const colon = line.indexOf(':');
    if (colon === -1) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'user-agent') {
      if (!lastWasAgent || !current) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (key === 'sitemap') {
      if (sitemaps.length < 10 && value) sitemaps.push(value);
    } else if ((key === 'allow' || key === 'disallow') && current && ruleChars + value.length <= MAX_RULE_CHARS) {
      // An empty Disallow allows everything; it adds no rule.
      if (value && value.length <= MAX_PATTERN) {
        current.rules.push({ allow: key === 'allow', pattern: value });
        ruleChars += value.length;
      }
    }
  }
  const ours = token.toLowerCase();
  const named = groups.filter((g) => g.agents.includes(ours));
  const chosen = named.length > 0 ? named : groups.filter((g) => g.agents.includes('*'));
  return { rules: chosen.flatMap((g) => g.rules), sitemaps };
}

/** Whether `path` (path and query of a URL) may be fetched: the longest matching rule wins, Allow on a tie. */
export function isAllowed(robots: Robots, fullPath: string): boolean {
  const path = fullPath.slice(0, MAX_MATCHED_PATH);
  let best: RobotsRule | null = null;
  let bestLength = -1;
  for (const rule of robots.rules) {
    if (!matches(rule.pattern, path)) continue;
    const length = rule.pattern.length;
    if (length > bestLength || (length === bestLength && rule.allow)) {
      best = rule;
      bestLength = length;
    }
  }
  return best?.allow ?? true;
}

/**
 * Glob match of a robots pattern against a path: '*' is any run, a trailing '$' anchors the end,
 * otherwise the pattern is a prefix. Two pointers with one backtrack point: O(pattern × path) at worst.
 */
export function matches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const p = normalizePath(anchored ? pattern.slice(0, -1) : pattern);
  const s = normalizePath(path);
  let i = 0;
  let j = 0;
  let star = -1;
  let resume = 0;
  while (j < s.length) {
    if (i < p.length && p[i] !== '*' && p[i] === s[j]) {
      i++;
      j++;
    } else if (i < p.length && p[i] === '*') {
      star = i++;
      resume = j;
    } else if (i === p.length && !anchored) {
      return true; // the pattern is a prefix of the path
    } else if (star !== -1) {
      i = star + 1;
      j = ++resume;
    } else return false;
  }
  while (i < p.length && p[i] === '*') i++;
  return i === p.length;
}

/** Percent-encodings compared in one case, as RFC 9309 §2.2.2 asks ('%7e' and '%7E' are the same). */
function normalizePath(path: string): string {
  if (!path.includes('%')) return path;
  let out = '';
  for (let k = 0; k < path.length; k++) {
    if (path[k] === '%' && k + 2 < path.length) {
      out += path.slice(k, k + 3).toUpperCase();
      k += 2;
    } else out += path[k];
  }
  return out;
}
