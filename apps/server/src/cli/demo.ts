// `npm run demo`: adds example accounts (one admin) to the server's database, leaving any existing
// account alone, and prints which database it used and the logins.
import { grantAdmins } from '../auth/admins.ts';
import { createAuth } from '../auth/auth.ts';
import { loadConfig } from '../config.ts';
import { readEnvFile } from '../env-file.ts';
import { openDb } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import path from 'node:path';
import { DEMO_COURSES, seedDemoCourses } from './demo-courses.ts';
import { seedDemoStudy } from './demo-study.ts';
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

readEnvFile();
const config = loadConfig();
const db = openDb(config);
const log = pino({ level: 'warn' });
/** Which database, in words, without the password a DATABASE_URL may carry. */
function describeDatabase(): string {
  if (!config.databaseUrl) return `the SQLite database ${path.join(config.dataDir, 'halaqa.db')}`;
  const url = new URL(config.databaseUrl);
  return `the PostgreSQL database ${url.pathname.slice(1)} on ${url.host}`;
}

try {
  await migrateToLatest(db);
  const taken = new Set(
    (
      await db.kysely
        .selectFrom('users')
        .select('email')
        .where(
          'email',
          'in',
          DEMO_USERS.map((u) => u.email),
        )
        .execute()
    ).map((row) => row.email),
  );
  const missing = DEMO_USERS.filter((u) => !taken.has(u.email));
  const mailer = { send: async () => undefined, close: () => undefined };
  // New accounts only, made before any server has read them: no cache to tell.
  const auth = createAuth({ config, db, mailer, changed: () => {}, log });
  for (const u of missing) {
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
    missing.filter((u) => u.admin).map((u) => u.email),
  );
  // The courses come with Omar (the first learner), who created them and has a few on his
  // dashboard; they are added once, with him.
  const omar = missing.find((u) => u.email === 'omar@halaqa.local');
  if (omar) {
    const row = await db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', omar.email)
      .executeTakeFirstOrThrow();
    await seedDemoCourses(db, row.id);
    console.log(`${DEMO_COURSES.length} demo courses added.`);
    const [quiz, deck] = await seedDemoStudy(db, row.id);
    console.log(`A finished quiz (${config.publicUrl}${quiz}) and flashcard deck`);
    console.log(`(${config.publicUrl}${deck}) added for ${omar.email}.`);
  }
  console.log(
    missing.length > 0
      ? `Demo accounts added to ${describeDatabase()} (other accounts left as they were).`
      : `The demo accounts are already in ${describeDatabase()}; nothing to add.`,
  );
  console.log('Start the server with the same DATA_DIR / DATABASE_URL and log in with:');
  for (const u of DEMO_USERS)
    console.log(`  ${u.email.padEnd(22)} ${u.password.padEnd(14)} ${u.admin ? '(admin)' : ''}`);
} finally {
  await db.close();
}
