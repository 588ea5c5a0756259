// `npm run admin -- grant <email>` / `npm run admin -- revoke <email>`: the same configuration
// (DATA_DIR, DATABASE_URL) as the server, so it changes the database the server uses.
import { announceToServers, grantAdmins, revokeAdmins } from '../auth/admins.ts';
import { loadConfig } from '../config.ts';
import { readEnvFile } from '../env-file.ts';
import { openDb } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

const [action, ...emails] = process.argv.slice(2);
if ((action !== 'grant' && action !== 'revoke') || emails.length === 0) {
  console.error(
    'Usage: npm run admin -- grant <email> [<email> …]\n       npm run admin -- revoke <email> [<email> …]',
  );
  process.exit(2);
}

readEnvFile();
const db = openDb(loadConfig());
try {
  await migrateToLatest(db);
  const changed =
    action === 'grant' ? await grantAdmins(db, emails) : await revokeAdmins(db, emails);
  await announceToServers(db, changed);
  if (changed.length === 0) {
    console.error(
      `No account found with ${emails.length > 1 ? 'these e-mails' : 'this e-mail'}: ${emails.join(', ')}`,
    );
    process.exitCode = 1;
  } else {
    console.log(`${action === 'grant' ? 'Granted' : 'Revoked'} admin rights: ${emails.join(', ')}`);
    if (db.dialect === 'sqlite')
      console.log(
        'A running server sees this within READ_CACHE_SECONDS (30 s by default), or at once when the user signs in again.',
      );
  }
} finally {
  await db.close();
}
