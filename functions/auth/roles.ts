import { and, eq } from 'drizzle-orm';
import { user, userRoles } from '../../db/auth-schema.ts';
import type { Database } from '../../db/client.ts';

/** True when the user holds the admin role in user_roles, the only place it is kept. */
export async function isAdmin(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')))
    .limit(1);
  return row !== undefined;
}

export class UnknownUserError extends Error {
  constructor(email: string) {
    super(`No account uses ${email}. The person must sign up at /admin first.`);
  }
}

export interface RoleChange {
  email: string;
  /** False when there was nothing to do (already admin / was not admin). */
  changed: boolean;
  emailVerified: boolean;
}

async function findUser(db: Database, email: string) {
  const normalized = email.trim().toLowerCase();
  const [found] = await db.select({ id: user.id, email: user.email, emailVerified: user.emailVerified }).from(user).where(eq(user.email, normalized));
  if (!found) throw new UnknownUserError(normalized);
  return found;
}

/**
 * Grants admin to the account with this email. With `markVerified`, also confirms its email
 * (for an operator who knows the mailbox is theirs); otherwise the person must confirm first.
 */
export async function grantAdmin(db: Database, email: string, { markVerified = false } = {}): Promise<RoleChange> {
  const found = await findUser(db, email);
  const inserted = await db
    .insert(userRoles)
    .values({ userId: found.id, role: 'admin' })
    .onConflictDoNothing()
    .returning({ userId: userRoles.userId });
  if (markVerified && !found.emailVerified) {
    await db.update(user).set({ emailVerified: true }).where(eq(user.id, found.id));
  }
  return { email: found.email, changed: inserted.length > 0, emailVerified: found.emailVerified || markVerified };
}

/** Takes admin away; it applies at the person's next request (every admin call checks user_roles). */
export async function revokeAdmin(db: Database, email: string): Promise<RoleChange> {
  const found = await findUser(db, email);
  const deleted = await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, found.id), eq(userRoles.role, 'admin')))
    .returning({ userId: userRoles.userId });
  return { email: found.email, changed: deleted.length > 0, emailVerified: found.emailVerified };
}

/** Every admin's email, for the admin command's `list`. */
export async function listAdmins(db: Database): Promise<{ email: string; emailVerified: boolean }[]> {
  return db
    .select({ email: user.email, emailVerified: user.emailVerified })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(eq(userRoles.role, 'admin'))
    .orderBy(user.email);
}
