// What an operator sees when the server cannot start as configured: settings that do not parse stop `npm start`
// before it listens; an app that fails later (its database cannot be opened) answers every API call with the error
// envelope, never an empty 500.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readError } from '../../helpers/read.ts';

const dir = mkdtempSync(join(tmpdir(), 'startup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function runServe(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/serve.ts'], {
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ASTRO_OUT_DIR: join(dir, 'no-build'), ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stderr }));
  });
}

describe('starting the server', () => {
  it.each([
    ['a number that is not one', { ANALYZER_TIMEOUT_MS: 'abc' }, 'ANALYZER_TIMEOUT_MS'],
    ['a port out of range', { PORT: '70000' }, 'PORT'],
  ])('refuses %s before it listens, naming the setting, and exits 1', async (_what, env, setting) => {
    const { code, stderr } = await runServe(env);
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid environment');
    expect(stderr).toContain(setting);
  });
});

describe('an API whose app could not start', () => {
  it('answers 503 with the envelope, its request id and Retry-After, and logs why', async () => {
    // The database's folder is a file: the app cannot create it, open the database or keep its secret there.
    const blocker = join(dir, 'not-a-folder');
    writeFileSync(blocker, '');
    process.env.DATABASE_URL = `file:${join(blocker, 'app.db')}`;
    const { handleApiRequest } = await import('../../../functions/runtime/node.ts');
    const lines: string[] = [];
    const log = console.log;
    const error = console.error;
    console.log = console.error = (line: unknown) => void lines.push(String(line));
    try {
      for (const path of ['/api/health', '/api/submissions']) {
        const res = await handleApiRequest(
          new Request(`http://localhost${path}`, { headers: { 'x-request-id': 'startup-check-0001' } }),
          '127.0.0.1',
        );
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('30');
        expect(res.headers.get('x-request-id')).toBe('startup-check-0001');
        expect(await readError(res)).toEqual({
          error: 'This service is not available right now. Please try again later.',
          code: 'unavailable',
          requestId: 'startup-check-0001',
        });
      }
    } finally {
      console.log = log;
      console.error = error;
      delete process.env.DATABASE_URL;
    }
    expect(lines.some((line) => line.includes('The app could not start') && line.includes('startup-check-0001'))).toBe(true);
  });
});
