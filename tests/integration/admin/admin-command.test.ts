import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user, userRoles } from '../../../db/auth-schema.ts';
import { grantAdmin, revokeAdmin, UnknownUserError } from '../../../functions/auth/roles.ts';
import { createAdminTestApp, request, sessionFor, signIn, signUp, type TestApp } from './helpers.ts';

const run = promisify(execFile);
/**
 * Each command is a Node process that loads the database layer afresh: seconds of CPU apiece, many more on a busy
 * 2-core machine, and the first test runs four. How long they take is not what is tested.
 */
const COMMANDS = { timeout: 180_000 };
let t: TestApp;
beforeAll(async () => (t = await createAdminTestApp()));
afterAll(() => t.close());

/** `npm run admin -- …` is `node scripts/admin.ts …`: run it as a separate process on the test database. */
async function adminCommand(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/admin.ts', ...args], {
      // Node's compile cache spares the processes after the first most of the work of loading the same modules.
      env: { ...process.env, DATABASE_URL: t.env.DATABASE_URL, NODE_COMPILE_CACHE: join(tmpdir(), 'brand-archetype-node-compile-cache') },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const rolesOf = async (email: string) =>
  (await t.db.select({ role: userRoles.role }).from(userRoles).innerJoin(user, eq(user.id, userRoles.userId)).where(eq(user.email, email))).map(
    (r) => r.role,
  );

describe('npm run admin', COMMANDS, () => {
  it('grants and revokes admin for an email, and the API follows', async () => {
    const cookie = await sessionFor(t, 'staff@example.com');
    expect((await request(t, 'GET', '/api/admin/me', undefined, { cookie })).status).toBe(403);

    const granted = await adminCommand('grant', 'Staff@Example.com');
    expect(granted).toMatchObject({ code: 0, stdout: 'staff@example.com is now an admin.\n' });
    expect(await rolesOf('staff@example.com')).toEqual(['admin']);
    expect((await request(t, 'GET', '/api/admin/me', undefined, { cookie })).status).toBe(200);

    expect((await adminCommand('grant', 'staff@example.com')).stdout).toBe('staff@example.com was already an admin.\n');
    expect((await adminCommand('list')).stdout).toBe('staff@example.com\n');

    const revoked = await adminCommand('revoke', 'staff@example.com');
    expect(revoked).toMatchObject({ code: 0, stdout: 'staff@example.com is no longer an admin.\n' });
    expect(await rolesOf('staff@example.com')).toEqual([]);
    expect((await request(t, 'GET', '/api/admin/me', undefined, { cookie })).status).toBe(403);
  });

  it('fails clearly for an email nobody signed up with', async () => {
    const result = await adminCommand('grant', 'ghost@example.com');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No account uses ghost@example.com. The person must sign up at /admin first.');
  });

  it('prints its usage for a wrong command', async () => {
    const result = await adminCommand('promote', 'x@example.com');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('npm run admin -- grant <email>');
  });
});

describe('granting to an unconfirmed account', COMMANDS, () => {
  it('leaves sign-in closed until the email is confirmed, and says so', async () => {
    await signUp(t, 'pending@example.com');
    const result = await adminCommand('grant', 'pending@example.com');
    expect(result.stdout).toContain('has not confirmed its email yet');
    expect((await signIn(t, 'pending@example.com')).status).toBe(403);
  });

  it('opens it with --mark-verified', async () => {
    await signUp(t, 'trusted@example.com');
    await adminCommand('grant', 'trusted@example.com', '--mark-verified');
    expect((await signIn(t, 'trusted@example.com')).status).toBe(200);
  });
});

describe('the role service', () => {
  it('throws for an unknown email and reports whether anything changed', async () => {
    await expect(grantAdmin(t.db, 'nobody@example.com')).rejects.toBeInstanceOf(UnknownUserError);
    await signUp(t, 'svc@example.com');
    expect(await grantAdmin(t.db, 'svc@example.com')).toEqual({ email: 'svc@example.com', changed: true, emailVerified: false });
    expect((await grantAdmin(t.db, 'svc@example.com')).changed).toBe(false);
    expect((await revokeAdmin(t.db, 'svc@example.com')).changed).toBe(true);
    expect((await revokeAdmin(t.db, 'svc@example.com')).changed).toBe(false);
  });

  it('refuses any role but admin at the database', async () => {
    const [{ id }] = (await t.db.select({ id: user.id }).from(user).where(eq(user.email, 'svc@example.com'))) as [{ id: string }];
    await expect(t.client.execute({ sql: "INSERT INTO user_roles (user_id, role) VALUES (?, 'superuser')", args: [id] })).rejects.toThrow(
      /CHECK constraint/,
    );
  });
});
