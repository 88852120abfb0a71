// Grants or revokes the admin role: npm run admin -- grant someone@example.com
// Uses the same database as the server (DATABASE_URL, default file:data/app.db).
import { openDatabase } from '../db/open-and-migrate.ts';
import { grantAdmin, listAdmins, revokeAdmin, UnknownUserError } from '../functions/auth/roles.ts';
import { parseEnv } from '../functions/env.ts';

const USAGE = `Usage:
  npm run admin -- grant <email> [--mark-verified]   give the account admin access
  npm run admin -- revoke <email>                    take admin access away
  npm run admin -- list                              list admins

The person signs up at /admin first. Sign-in needs a confirmed email; --mark-verified confirms it
for them (only when you know the mailbox is theirs).`;

const [command, email, ...flags] = process.argv.slice(2);
const markVerified = flags.includes('--mark-verified');

async function main(): Promise<number> {
  if (command === 'list' ? email !== undefined : !email || (command !== 'grant' && command !== 'revoke')) {
    console.error(USAGE);
    return 2;
  }
  const env = parseEnv(process.env);
  const { db, client } = await openDatabase(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN, env.MIGRATIONS_DIR);
  try {
    if (command === 'list') {
      const admins = await listAdmins(db);
      if (admins.length === 0) console.log('No admins yet.');
      for (const a of admins) console.log(`${a.email}${a.emailVerified ? '' : ' (email not confirmed yet)'}`);
      return 0;
    }
    if (command === 'grant') {
      const result = await grantAdmin(db, email!, { markVerified });
      console.log(result.changed ? `${result.email} is now an admin.` : `${result.email} was already an admin.`);
      if (!result.emailVerified) console.log('Note: this account has not confirmed its email yet, so it cannot sign in until it does.');
      return 0;
    }
    const result = await revokeAdmin(db, email!);
    console.log(result.changed ? `${result.email} is no longer an admin.` : `${result.email} was not an admin.`);
    return 0;
  } catch (err) {
    if (err instanceof UnknownUserError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    client.close();
  }
}

process.exitCode = await main();
