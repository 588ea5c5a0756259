// `npm run demo`: fills an empty database with example accounts (one admin) and prints the logins.
import { grantAdmins } from '../auth/admins.ts';
import { createAuth } from '../auth/auth.ts';
import { loadConfig } from '../config.ts';
import { openDb } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import pino from 'pino';

const DEMO_USERS = [
  {
    name: 'Huda Admin',
    email: 'admin@halaqa.local',
    password: 'halaqa-admin',
    admin: true,
    university: 'King Saud University',
    major: 'Software Engineering',
  },
  {
    name: 'Omar Student',
    email: 'omar@halaqa.local',
    password: 'halaqa-demo',
    admin: false,
    university: 'King Saud University',
    major: 'Computer Science',
  },
  {
    name: 'Layla Student',
    email: 'layla@halaqa.local',
    password: 'halaqa-demo',
    admin: false,
    university: 'Qassim University',
    major: 'Information Systems',
  },
];

const config = loadConfig();
const db = openDb(config);
const log = pino({ level: 'warn' });
try {
  await migrateToLatest(db);
  const existing = await db.kysely.selectFrom('users').select('id').limit(1).execute();
  if (existing.length > 0) {
    console.error('The database already has accounts; the demo only fills an empty one.');
    process.exitCode = 1;
  } else {
    const mailer = { send: async () => undefined, close: () => undefined };
    const auth = createAuth({ config, db, mailer, log });
    for (const u of DEMO_USERS) {
      const { user } = await auth.api.signUpEmail({
        body: { name: u.name, email: u.email, password: u.password },
      });
      await db.kysely
        .updateTable('users')
        .set({
          university: u.university,
          major: u.major,
          emailVerified: db.dialect === 'postgres' ? true : 1,
        })
        .where('id', '=', user.id)
        .execute();
    }
    await grantAdmins(
      db,
      DEMO_USERS.filter((u) => u.admin).map((u) => u.email),
    );
    console.log('Demo data created. Log in with:');
    for (const u of DEMO_USERS)
      console.log(`  ${u.email.padEnd(22)} ${u.password.padEnd(14)} ${u.admin ? '(admin)' : ''}`);
  }
} finally {
  await db.close();
}
