import { sql, type Kysely } from 'kysely';
import type { ColumnTypes } from '../migrate.ts';

/** Better Auth's tables, with the profile fields of spec §3 on users. */
export function accounts(t: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('emailVerified', t.bool, (c) => c.notNull().defaultTo(t.false))
        .addColumn('image', 'text')
        .addColumn('createdAt', t.date, (c) => c.notNull())
        .addColumn('updatedAt', t.date, (c) => c.notNull())
        .addColumn('university', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('major', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('isAdmin', t.bool, (c) => c.notNull().defaultTo(t.false))
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('expiresAt', t.date, (c) => c.notNull())
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('createdAt', t.date, (c) => c.notNull())
        .addColumn('updatedAt', t.date, (c) => c.notNull())
        .addColumn('ipAddress', 'text')
        .addColumn('userAgent', 'text')
        .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .execute();
      await db.schema
        .createTable('accounts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('accountId', 'text', (c) => c.notNull())
        .addColumn('providerId', 'text', (c) => c.notNull())
        .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('accessToken', 'text')
        .addColumn('refreshToken', 'text')
        .addColumn('idToken', 'text')
        .addColumn('accessTokenExpiresAt', t.date)
        .addColumn('refreshTokenExpiresAt', t.date)
        .addColumn('scope', 'text')
        .addColumn('password', 'text')
        .addColumn('createdAt', t.date, (c) => c.notNull())
        .addColumn('updatedAt', t.date, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('verifications')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('identifier', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('expiresAt', t.date, (c) => c.notNull())
        .addColumn('createdAt', t.date, (c) => c.notNull())
        .addColumn('updatedAt', t.date, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('rateLimits')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('lastRequest', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_userId_idx').on('sessions').column('userId').execute();
      await db.schema.createIndex('accounts_userId_idx').on('accounts').column('userId').execute();
      await db.schema
        .createIndex('verifications_identifier_idx')
        .on('verifications')
        .column('identifier')
        .execute();
      // E-mail comparison ignores letter case everywhere, including at the database.
      await db.schema
        .createIndex('users_email_lower_idx')
        .unique()
        .on('users')
        .expression(sql`lower(${sql.ref('email')})`)
        .execute();
    },
  };
}
