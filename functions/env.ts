import { z } from 'zod';
import { listenOrigin } from '../src/domain/site/site-url.ts';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1');

/** An optional setting where an empty value means unset. */
const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

/** smtp:// (STARTTLS when offered) or smtps:// (TLS from the start), with a host. */
function isSmtpUrl(value: string): boolean {
  const url = URL.parse(value);
  return (url?.protocol === 'smtp:' || url?.protocol === 'smtps:') && url.hostname !== '';
}

/** A path from the working directory; empty means the default. */
const pathSetting = (fallback: string) => optionalString.transform((v) => v ?? fallback);

/** Every setting the server reads, parsed once; defaults are safe for local use. `.env.example` lists them all. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().default('localhost'),
    PORT: z.coerce.number().int().min(0).max(65535).default(4321),
    /** Public origin used in links (emails, canonical URLs) and trusted by admin sign-in. Unset: http://HOST:PORT. */
    SITE_URL: z
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    DATABASE_URL: z.string().min(1).default('file:data/app.db'),
    DATABASE_AUTH_TOKEN: z.string().optional(),
    /** Node: drizzle-kit's migrations folder, applied at start-up (and by the admin and outbox commands). */
    MIGRATIONS_DIR: pathSetting('db/migrations'),
    /**
     * Reverse proxies in front of the server that append to X-Forwarded-For: the client is the right-most hop
     * they did not add. 0 (or false) ignores the header; true means 1.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .default('0')
      .transform((v, ctx) => {
        if (v === '' || v === 'false') return 0;
        if (v === 'true') return 1;
        const n = Number(v);
        if (!Number.isInteger(n) || n < 0 || n > 10) {
          ctx.addIssue({ code: 'custom', message: 'must be a number of proxy hops (0–10), true or false' });
          return z.NEVER;
        }
        return n;
      }),
    /** Largest request body accepted by the API, in bytes. */
    MAX_BODY_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(64 * 1024),
    /** SMTP server for outgoing mail on Node, e.g. smtp://user:pass@host:587 (empty: mail waits in the outbox). */
    SMTP_URL: optionalString.refine((v) => v === undefined || isSmtpUrl(v), {
      message: 'must be an smtp:// or smtps:// address, e.g. smtp://user:pass@host:587',
    }),
    /** Sender of every email. */
    MAIL_FROM: z.string().trim().min(3).default('The Brand Company <no-reply@localhost>'),
    /** HTTP email API (Resend-style POST /emails) for runtimes without SMTP, e.g. https://api.resend.com/emails. */
    EMAIL_API_URL: z
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    EMAIL_API_KEY: optionalString,
    /** HubSpot private-app token; without it, contacts are not synced. */
    HUBSPOT_TOKEN: optionalString,
    HUBSPOT_BASE_URL: z.url().default('https://api.hubapi.com'),
    /**
     * Signs admin sessions and confirmation links (32+ characters). Unset on Node: a random one is
     * generated once and kept in data/auth-secret (functions/auth/local-secret.ts); required on Workers.
     */
    BETTER_AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    /** Sign-in attempts, and sign-ups / confirmation emails, allowed per client address per window. */
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
    /** Quiz submissions allowed per client address per window; 0 turns the limit off (load benchmarks). */
    SUBMISSION_RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(60),
    SUBMISSION_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
    /** Mail and HubSpot jobs are retried with back-off (seconds up to 30 minutes apart) for this long, then marked failed. */
    OUTBOX_GIVE_UP_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 30)
      .default(48),
    /** Node: worker threads that crawl and read websites off the request thread (0: one per CPU core, 2 to 4). */
    ANALYZER_WORKERS: z.coerce.number().int().min(0).max(16).default(0),
    /** Node: the analysis threads' source, run by Node's type stripping (a bundled server runs it from the checkout). */
    ANALYZER_WORKER_ENTRY: pathSetting('functions/analysis/worker/entry.ts'),
    /** Node: the PDF report thread's source (functions/pdf/worker/renderer.ts), run by Node's type stripping. */
    PDF_WORKER_ENTRY: pathSetting('functions/pdf/worker/entry.ts'),
    /** Node: CPU time one analysis may spend reading pages before its worker is stopped ("too complex"). */
    ANALYZER_CPU_BUDGET_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
    /** Lets the analyzer crawl loopback/private addresses: tests only, never in production. */
    ANALYZER_ALLOW_PRIVATE_HOSTS: flag,
    /** Whole-crawl time cap for one website analysis. */
    ANALYZER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60_000).default(8000),
    /**
     * The transfer floor of every crawled response: its headers within ANALYZER_HEADERS_TIMEOUT_MS, then at least
     * ANALYZER_MIN_BYTES_PER_SECOND of body in every ANALYZER_TRANSFER_WINDOW_MS (0 turns the body's floor off).
     * A site that trickles its answer is cut off early with "took too long".
     */
    ANALYZER_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(250).max(60_000).default(5000),
    ANALYZER_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(0).max(10_000_000).default(2048),
    ANALYZER_TRANSFER_WINDOW_MS: z.coerce.number().int().min(250).max(60_000).default(2000),
    /** How long an analysis is reused for the same normalized URL (0 disables the cache). */
    ANALYZER_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(3600),
    /** Analyses (quick and quiz) allowed per client address per hour. */
    ANALYZER_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(30),
    /** Analyses one client address may have in flight at once; one more is answered 429 before any crawl. */
    ANALYZER_IN_FLIGHT_PER_CLIENT: z.coerce.number().int().positive().default(2),
    /** Page sessions per client address a day whose funnel beacons count (functions/lib/limits.ts). */
    EVENT_SESSIONS_PER_DAY: z.coerce.number().int().positive().default(200),
    /** Optional model on Node: any OpenAI-compatible endpoint (e.g. http://127.0.0.1:11434/v1). */
    ANALYZER_MODEL_BASE_URL: z
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    ANALYZER_MODEL_API_KEY: optionalString,
    ANALYZER_MODEL: optionalString,
    /** Send a JSON schema (response_format json_schema) to servers that support structured outputs. */
    ANALYZER_MODEL_STRUCTURED_OUTPUTS: flag,
    ANALYZER_MODEL_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
    /** Optional model on Workers: a Workers AI model id used through the AI binding. */
    ANALYZER_WORKERS_AI_MODEL: optionalString,
    /**
     * Origins that may frame the quiz at /embed (CSP frame-ancestors), separated by commas or spaces, e.g.
     * "https://partner.example, https://www.partner.example". Empty: no site may frame it. No other page is framable.
     */
    EMBED_ALLOWED_ORIGINS: z
      .string()
      .default('')
      .transform((value, ctx) => {
        const origins: string[] = [];
        for (const entry of value.split(/[\s,]+/).filter(Boolean)) {
          let url: URL | undefined;
          try {
            url = new URL(entry);
          } catch {
            url = undefined;
          }
          if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== entry.replace(/\/$/, '')) {
            ctx.addIssue({ code: 'custom', message: `"${entry}" is not an origin (scheme://host[:port], no path)` });
            return z.NEVER;
          }
          if (!origins.includes(url.origin)) origins.push(url.origin);
        }
        return origins;
      }),
    /** Submissions older than this many days are deleted by an hourly sweep, as an erasure would; 0 keeps them. */
    DATA_RETENTION_DAYS: z.coerce
      .number()
      .int()
      .min(0)
      .max(365 * 20)
      .default(0),
    /** A team owner's "new members" email waits this long after a join, so colleagues joining together go in one. */
    TEAM_NOTICE_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 60 * 60)
      .default(600),
    /** Webhook deliveries are retried with the mail queue's back-off for this long, then marked failed. */
    WEBHOOK_GIVE_UP_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 30)
      .default(96),
    /** An endpoint whose deliveries have failed without a success for this long is paused and its owner emailed. */
    WEBHOOK_PAUSE_AFTER_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 30)
      .default(72),
    /** A watched website (the results page's "Watch my website") is read again this many days after each reading. */
    WATCH_INTERVAL_DAYS: z.coerce.number().positive().max(365).default(30),
    /** Lets webhook endpoints be private or loopback addresses, over http too: tests only, never in production. */
    WEBHOOK_ALLOW_PRIVATE_HOSTS: flag,
  })
  .transform((env) => ({ ...env, SITE_URL: env.SITE_URL ?? listenOrigin(env) }));

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}
