import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../migrate.ts';

/**
 * Comments, their reactions (spec §4: one row per user, like or dislike, never both) and reports.
 * A comment with replies is kept as a placeholder when deleted (`deleted`), so its replies keep
 * their parent; reactions go with their comment. Reports keep a snapshot of the reported text
 * and outlive the item, so `itemId` references nothing.
 */
export function comments(t: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('comments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('courseId', 'text', (c) =>
          c.notNull().references('courses.id').onDelete('cascade'),
        )
        .addColumn('userId', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('parentId', 'text', (c) => c.references('comments.id').onDelete('cascade'))
        .addColumn('depth', 'integer', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('flagged', t.bool, (c) => c.notNull().defaultTo(t.false))
        .addColumn('deleted', t.bool, (c) => c.notNull().defaultTo(t.false))
        .addColumn('createdAt', t.date, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('comments_courseId_createdAt_idx')
        .on('comments')
        .columns(['courseId', 'createdAt', 'id'])
        .execute();
      await db.schema
        .createIndex('comments_parentId_idx')
        .on('comments')
        .column('parentId')
        .execute();
      await db.schema
        .createTable('commentReactions')
        .addColumn('itemId', 'text', (c) =>
          c.notNull().references('comments.id').onDelete('cascade'),
        )
        .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('reaction', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('commentReactions_pk', ['itemId', 'userId'])
        .execute();
      await db.schema
        .createTable('reports')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('itemId', 'text', (c) => c.notNull())
        .addColumn('courseId', 'text', (c) => c.references('courses.id').onDelete('set null'))
        .addColumn('reporterId', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('offenderName', 'text', (c) => c.notNull())
        .addColumn('snapshot', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('createdAt', t.date, (c) => c.notNull())
        .addColumn('handledBy', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('handledAt', t.date)
        .execute();
      // A user reports an item at most once.
      await db.schema
        .createIndex('reports_reporter_item_idx')
        .on('reports')
        .columns(['reporterId', 'type', 'itemId'])
        .unique()
        .execute();
      await db.schema
        .createIndex('reports_status_createdAt_idx')
        .on('reports')
        .columns(['status', 'createdAt'])
        .execute();
      await db.schema
        .createIndex('reports_item_idx')
        .on('reports')
        .columns(['type', 'itemId'])
        .execute();
    },
  };
}
