import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    // Test files share their worker's module cache: most import the whole app (Hono, Better Auth, Drizzle, Zod
    // schemas), and importing it afresh for each file was most of the suite's time. Tests keep no state in modules:
    // every app, database, server and clock is made per file or per test, and state kept per database is keyed by it.
    isolate: false,
    // Generous, for a 2-core machine at load 8: a slow but correct test must pass. No assertion is about time.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    expect: { poll: { timeout: 30_000 } },
  },
});
