import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from '../../db/client.ts';
import { EnvError, type Env } from '../env.ts';
import type { Logger } from '../lib/logger.ts';
import { clipText } from '../../src/domain/clip-text.ts';
import { cleanName } from '../lib/fields.ts';
import type { RateLimiter } from '../lib/rate-limit.ts';
import { sha256Hex } from '../lib/tokens.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { confirmationEmail, existingAccountEmail } from './emails.ts';
import { currentLogger } from './log-context.ts';

/** The spec's minimum password length (section 9). */
export const MIN_PASSWORD_LENGTH = 6;
/** An account name is kept to this many characters (code points: an emoji is never cut in half). */
export const MAX_NAME_LENGTH = 100;
/** Where the confirmation link lands, whatever the client asked for. */
export const AFTER_CONFIRMATION_PATH = '/admin';
/**
 * The request header better-auth reads the client address from. The auth routes overwrite it
 * on every request with the address the runtime saw (functions/lib/rate-limit.ts clientAddress),
 * so a client cannot choose its own.
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

// Only for the test suite (NODE_ENV=test): every other run gets BETTER_AUTH_SECRET from the
// environment or, on Node, the generated local secret (functions/auth/local-secret.ts).
const TEST_SECRET = 'test-only-secret-never-used-outside-the-test-suite-0123456789';

export interface AuthDeps {
  env: Env;
  db: Database;
  logger: Logger;
  /** The app's clock (the account emails' queue times). */
  now: () => number;
  /** Counts "you already have an account" mails per address (1 an hour), so sign-ups cannot flood an owner's inbox. */
  existingAccountMail?: RateLimiter;
  /** Confirmation emails per recipient: whoever knows an account's password cannot flood its mailbox from many addresses. */
  confirmationMail?: RateLimiter;
}

/** The server's secret (sessions, confirmation links, derived submission tokens); throws when it is missing. */
export function serverSecret(env: Env): string {
  // The fixed test secret only for tests on a local file: NODE_ENV=test on a deployed database still needs a real one.
  const secret = env.BETTER_AUTH_SECRET ?? (env.NODE_ENV === 'test' && env.DATABASE_URL.startsWith('file:') ? TEST_SECRET : undefined);
  if (!secret) {
    throw new EnvError(
      'BETTER_AUTH_SECRET is not set. Set it to a random string of 32+ characters ' +
        '(`openssl rand -base64 32`; on Workers: `npx wrangler secret put BETTER_AUTH_SECRET`).',
    );
  }
  return secret;
}

/** better-auth on the project's own database: email + password, confirmed email required to sign in. */
export function createAuth({ env, db, logger, now, existingAccountMail, confirmationMail }: AuthDeps) {
  const secret = serverSecret(env);
  const site = new URL(env.SITE_URL);

  return betterAuth({
    appName: 'Brand Archetype',
    baseURL: site.origin,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [site.origin],
    database: drizzleAdapter(db, { provider: 'sqlite' }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      // Sign-in needs a confirmed email: the confirmation proves the mailbox owner made the
      // account, so granting admin to an address cannot hand it to whoever typed it first.
      requireEmailVerification: true,
      // Someone signing up with a taken address gets the same answer as a new sign-up;
      // the owner of the address is told instead.
      onExistingUserSignUp: async ({ user }) => {
        const decision = await existingAccountMail?.hit(sha256Hex(user.email.toLowerCase()));
        if (decision && !decision.ok) return; // the owner was told within the hour
        await enqueueMail(db, { ...existingAccountEmail({ name: user.name, siteUrl: site.origin }), to: user.email }, { now: new Date(now()) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        const decision = await confirmationMail?.hit(sha256Hex(user.email.toLowerCase()));
        if (decision && !decision.ok) return; // the links already sent this hour stay valid for a day
        const link = new URL(url);
        link.searchParams.set('callbackURL', AFTER_CONFIRMATION_PATH);
        await enqueueMail(db, { ...confirmationEmail({ name: user.name, url: link.href }), to: user.email }, { now: new Date(now()) });
      },
    },
    // Names are shown in the admin area and greeted in emails: keep no controls, bidi or zero-width characters.
    databaseHooks: {
      user: {
        create: { before: async (user) => ({ data: { ...user, name: clipText(cleanName(user.name ?? ''), MAX_NAME_LENGTH) } }) },
        update: {
          before: async (user) =>
            typeof user.name === 'string' ? { data: { ...user, name: clipText(cleanName(user.name), MAX_NAME_LENGTH) } } : undefined,
        },
      },
    },
    // Our own limiter guards the credential endpoints (functions/auth/routes.ts), per real client address.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: site.protocol === 'https:',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: site.protocol === 'https:' },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      // Checked in every environment, tests included, so they exercise the real configuration.
      disableOriginCheck: false,
    },
    telemetry: { enabled: false },
    // Its error answers (400 malformed JSON, 401…) go back to the client, whose mistake they are, without a log line of
    // better-auth's own (that one bypassed `logger` below and had no request id). Anything else it throws reaches the
    // app's error handler: logged with the request id and the stack, answered with the envelope (functions/auth/router.ts).
    onAPIError: { throw: true },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const data = args.length ? { detail: args.map((a) => (a instanceof Error ? a.message : String(a))) } : undefined;
        // A request refused for what the client sent (a foreign origin) is the client's error, not ours.
        const clientMistake = /^Invalid (origin|callbackURL|redirectURL|errorCallbackURL|newUserCallbackURL)\b/.test(message);
        // The logger of the request being answered, with its request id, when there is one.
        const log = currentLogger(logger);
        (level === 'error' && !clientMistake ? log.error : log.warn)(`auth: ${message}`, data);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
