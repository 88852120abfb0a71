import type { Env } from '../env.ts';
import type { RateLimiter, RateLimiterFactory } from './rate-limit.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** What one count belongs to: the caller's address (IPv6 by its /64), a submission, a signed-in admin, an email address (hashed). */
export type LimitKey = 'client' | 'submission' | 'admin' | 'recipient';

export interface RateLimitRow {
  /** Hits allowed per window; 0 turns the limit off. */
  count: number;
  windowMs: number;
  per: LimitKey;
}

type LimitSettings = Pick<
  Env,
  | 'ANALYZER_RATE_LIMIT_PER_HOUR'
  | 'SUBMISSION_RATE_LIMIT_MAX'
  | 'SUBMISSION_RATE_LIMIT_WINDOW_SECONDS'
  | 'AUTH_RATE_LIMIT_MAX'
  | 'AUTH_RATE_LIMIT_WINDOW_SECONDS'
  | 'EVENT_SESSIONS_PER_DAY'
>;

/**
 * Every rate limit of the API, by name. The name keys the counts where limiters share a store (rate_limit_hits on
 * Workers), so a renamed row starts counting afresh.
 */
export function rateLimitTable(env: LimitSettings) {
  const auth: RateLimitRow = { count: env.AUTH_RATE_LIMIT_MAX, windowMs: env.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000, per: 'client' };
  return {
    // Quick analyses, quiz website analyses and competitors share one budget: each crawls the web for the caller.
    analysis: { count: env.ANALYZER_RATE_LIMIT_PER_HOUR, windowMs: HOUR, per: 'client' },
    // Generous for an office behind one address; 0 for load benchmarks.
    submissions: { count: env.SUBMISSION_RATE_LIMIT_MAX, windowMs: env.SUBMISSION_RATE_LIMIT_WINDOW_SECONDS * 1000, per: 'client' },
    // Report emails per client and per submission, so the form cannot become a spam relay.
    'email-report:client': { count: 10, windowMs: HOUR, per: 'client' },
    'email-report:submission': { count: 3, windowMs: HOUR, per: 'submission' },
    // PDF reports cost a render each: a visitor downloads a few (both papers, again later); a script cannot loop on it.
    'report-pdf': { count: 30, windowMs: HOUR, per: 'client' },
    // Rewrites are cheap by rule but may call a paid model; a visitor trying every archetype twice stays well inside.
    'voice-rewrites': { count: 60, windowMs: HOUR, per: 'client' },
    // Creating and revoking result links: far more than a visitor needs, too few to mint links in bulk.
    shares: { count: 30, windowMs: HOUR, per: 'client' },
    // A visitor trying a few comparisons removes a handful of sites; this leaves room and stops a script.
    'competitor-removals': { count: 60, windowMs: HOUR, per: 'client' },
    // Funnel beacons: a quiz sends a handful; this leaves room for an office behind one address.
    events: { count: 300, windowMs: HOUR, per: 'client' },
    // Page sessions whose beacons count, per day: an office's visits fit; one address cannot pose as a crowd.
    'events:sessions': { count: env.EVENT_SESSIONS_PER_DAY, windowMs: DAY, per: 'client' },
    // "Delete my data" links: looking, downloading and deleting take three; this leaves room for retries.
    privacy: { count: 30, windowMs: HOUR, per: 'client' },
    // Teams: an office starts a few; joins are one per colleague (50 at most per team), behind one address.
    teams: { count: 10, windowMs: HOUR, per: 'client' },
    'team-joins': { count: 30, windowMs: HOUR, per: 'client' },
    // Leaving, and the owner's close, reopen, delete and remove: far more than a team needs, too few to churn rows.
    'team-changes': { count: 60, windowMs: HOUR, per: 'client' },
    // The owner's links: opened now and then from another browser; a script cannot try manage tokens at speed.
    'team-links': { count: 30, windowMs: HOUR, per: 'client' },
    // Website watches: one per result; an office opts in a few. Stops: a handful, and a script cannot try ids at speed.
    watches: { count: 10, windowMs: HOUR, per: 'client' },
    'watch-stops': { count: 30, windowMs: HOUR, per: 'client' },
    // Far more than a privacy inbox needs in an hour; a stolen session cannot wipe the table address by address.
    'admin-erasures': { count: 30, windowMs: HOUR, per: 'admin' },
    // Webhook endpoints: setting a few up takes dozens of changes; test events each call the outside world.
    'admin-webhooks': { count: 120, windowMs: HOUR, per: 'admin' },
    'admin-webhook-tests': { count: 30, windowMs: HOUR, per: 'admin' },
    // An admin opens reports one by one; far more than that in an hour is a script on a stolen session.
    'admin-report-pdf': { count: 120, windowMs: HOUR, per: 'admin' },
    'auth:sign-in': auth,
    'auth:mailing': auth,
    // The sign-up's confirmation and a few re-sends on sign-in; each link is valid for a day.
    'auth:confirmation-mail': { count: 4, windowMs: HOUR, per: 'recipient' },
    // "You already have an account" goes to an address's owner at most once an hour.
    'auth:existing-account-mail': { count: 1, windowMs: HOUR, per: 'recipient' },
  } satisfies Record<string, RateLimitRow>;
}

export type RateLimitTable = ReturnType<typeof rateLimitTable>;
export type RateLimitName = keyof RateLimitTable;
/** A row's limiter, carrying its row (a message may quote the count). */
export type Limit = RateLimiter & Readonly<RateLimitRow>;
export type Limiters = Record<RateLimitName, Limit>;

const unlimited: RateLimiter = { hit: async () => ({ ok: true, retryAfter: 0 }) };

/** One limiter per row, from the app's store (memory on Node, the database on Workers); a row counting 0 lets everything through. */
export function createLimiters(factory: RateLimiterFactory, table: RateLimitTable): Limiters {
  const entries = Object.entries(table).map(([name, row]: [string, RateLimitRow]) => {
    const limiter = row.count > 0 ? factory(name, { limit: row.count, windowMs: row.windowMs }) : unlimited;
    return [name, { ...row, hit: (key: string) => limiter.hit(key) }];
  });
  return Object.fromEntries(entries) as Limiters;
}
