import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1');

/** Every setting the server reads, parsed once; defaults are safe for local use. `.env.example` lists them all. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  /** Public origin used in links (emails, canonical URLs). */
  SITE_URL: z.url().default('http://localhost:4321'),
  DATABASE_URL: z.string().min(1).default('file:data/app.db'),
  DATABASE_AUTH_TOKEN: z.string().optional(),
  /** Trust X-Forwarded-For from a reverse proxy in front of the Node server. */
  TRUST_PROXY: flag,
  /** Largest request body accepted by the API, in bytes. */
  MAX_BODY_BYTES: z.coerce.number().int().positive().default(64 * 1024),
});

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
